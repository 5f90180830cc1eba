import { Icon } from '../../components/ui/Icon.tsx';
import { ARTICLE_CATEGORIES, FEATURED_ARTICLES } from './articles-content.ts';
import { CategoryGrid, ComingSoonHeader, NotifyMeBox } from './ComingSoon.tsx';
import './placeholder-pages.css';
import { counted } from '../../components/ui/plural.ts';

/** /articles: a preview of the coming articles section with sample content. Nothing here is live yet. */
export function ArticlesScreen() {
  return (
    <div className="container soon-page">
      <ComingSoonHeader icon="book" title="Articles" text="Deck guides, tournament reports and metagame analysis written by teams who test with Sideboard." />

      <div className="soon-notice" role="note">
        <Icon name="clock" size={18} />
        <span>Articles are coming soon. The pieces below are samples of what you will find here.</span>
        <button type="button" className="btn btn-secondary btn-sm" disabled>
          Coming Soon
        </button>
      </div>

      <section aria-labelledby="featured-title">
        <h2 id="featured-title" className="soon-section-title">Featured</h2>
        <div className="soon-article-grid">
          {FEATURED_ARTICLES.map((article) => (
            <article key={article.title} className="card soon-article" aria-disabled="true">
              <div className={`soon-article-cover soon-cover-${article.cover}`}>
                <span className="soon-article-category">{article.category}</span>
                <span className="badge soon-sample-badge">Sample</span>
              </div>
              <div className="soon-article-body">
                <h3>{article.title}</h3>
                <p className="muted">{article.excerpt}</p>
                <div className="soon-article-meta small muted">
                  <span>{article.author}</span>
                  <span aria-hidden="true">·</span>
                  <span>{article.date}</span>
                  <span aria-hidden="true">·</span>
                  <span>
                    <Icon name="clock" size={13} /> {article.readMinutes} min read
                  </span>
                </div>
              </div>
            </article>
          ))}
        </div>
      </section>

      <CategoryGrid
        title="Categories"
        categories={ARTICLE_CATEGORIES}
        end={(category) => (
          <span className="soon-category-count" aria-label={counted(category.count, 'article')}>
            {category.count}
          </span>
        )}
      />

      <NotifyMeBox title="Be the first to read" text="Leave your email and we will let you know when the first articles are published." />
    </div>
  );
}
