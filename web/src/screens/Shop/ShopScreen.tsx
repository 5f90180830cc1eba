import { Icon } from '../../components/ui/Icon.tsx';
import { CategoryGrid, ComingSoonHeader, NotifyMeBox } from '../Articles/ComingSoon.tsx';
import '../Articles/placeholder-pages.css';
import { SAMPLE_PRODUCTS, SHOP_CATEGORIES } from './shop-content.ts';

/** /shop: a preview of the coming shop with its categories and sample products. Nothing can be bought yet. */
export function ShopScreen() {
  return (
    <div className="container soon-page">
      <ComingSoonHeader icon="cart" title="Shop" text="Singles, sealed product and accessories for your next event, picked by players who test." />

      <CategoryGrid
        title="Categories"
        categories={SHOP_CATEGORIES}
        end={() => <span className="badge badge-private">Coming Soon</span>}
      />

      <section aria-labelledby="shop-products-title">
        <h2 id="shop-products-title" className="soon-section-title">Sample Products</h2>
        <div className="soon-product-grid">
          {SAMPLE_PRODUCTS.map((product) => (
            <article key={product.name} className="card soon-product">
              <div className={`soon-product-art soon-cover-${product.tone}`} aria-hidden="true">
                <Icon name={product.icon} size={44} />
              </div>
              <div className="soon-product-body">
                <span className="muted small">{product.category}</span>
                <h3>{product.name}</h3>
                <div className="row-between">
                  <span className="soon-product-price">{product.price}</span>
                  <span className="badge badge-private">Coming Soon</span>
                </div>
                <button type="button" className="btn btn-secondary btn-block" disabled>
                  <Icon name="cart" size={16} /> Add to Cart
                </button>
              </div>
            </article>
          ))}
        </div>
      </section>

      <NotifyMeBox title="Get notified when the shop opens" text="We will send one email when ordering opens. No newsletters." />
    </div>
  );
}
