// The pieces of the dashboard-placeholder pages (/articles, /shop): title block, category grid, Notify Me box.
import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import './placeholder-pages.css';

/** The Notify Me box of the dashboard-placeholder pages: shown, but disabled until there is something to notify about. */
export function NotifyMeBox({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <section className="soon-notify" aria-labelledby={`${id}-title`}>
      <div className="soon-notify-icon" aria-hidden="true">
        <Icon name="bell" size={24} />
      </div>
      <div className="soon-notify-text">
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{text}</p>
      </div>
      <form className="soon-notify-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input id={`${id}-email`} className="input" type="email" placeholder="you@example.com" disabled />
        <button type="submit" className="btn btn-primary" disabled>
          Notify Me
        </button>
      </form>
    </section>
  );
}

/** The page title block shared by the dashboard-placeholder pages. */
export function ComingSoonHeader({ icon, title, text }: { icon: 'book' | 'cart'; title: string; text: string }) {
  return (
    <header className="soon-hero">
      <span className="soon-hero-icon" aria-hidden="true">
        <Icon name={icon} size={30} />
      </span>
      <div>
        <div className="row">
          <h1>{title}</h1>
          <span className="badge badge-private">Coming Soon</span>
        </div>
        <p>{text}</p>
      </div>
    </header>
  );
}

/** A titled grid of categories, each with its icon, name and line of text, and something at its end (a count, a badge). */
export function CategoryGrid<C extends { name: string; icon: IconName; text: string }>({ title, categories, end }: { title: string; categories: C[]; end: (category: C) => ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="soon-section-title">
        {title}
      </h2>
      <ul className="soon-category-grid">
        {categories.map((category) => (
          <li key={category.name} className="card soon-category">
            <span className="soon-category-icon" aria-hidden="true">
              <Icon name={category.icon} size={22} />
            </span>
            <span className="soon-category-text">
              <strong>{category.name}</strong>
              <span className="muted small">{category.text}</span>
            </span>
            {end(category)}
          </li>
        ))}
      </ul>
    </section>
  );
}
