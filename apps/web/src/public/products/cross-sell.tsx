import { useTranslation } from 'react-i18next';
import { Link } from '../router.tsx';
import { PRODUCT_PAGES, type ProductPage as Product, pagePath } from '../routes.ts';
import { PRODUCT_ICONS } from './product-content.ts';
import { ProductIcon } from './product-icons.tsx';

/** Cards for the other three products, so a visitor can move on from the one they are reading about. */
export function CrossSell({ segment, current }: { segment: string; current: Product }) {
  const { t } = useTranslation('products');
  const others = PRODUCT_PAGES.filter((product) => product !== current);
  return (
    <section className="section section-tinted" aria-labelledby="product-cross-sell-title">
      <div className="container">
        <div className="section-header">
          <h2 id="product-cross-sell-title" className="section-title">
            {t('shared.crossSellTitle')}
          </h2>
          <p className="lead">{t('shared.crossSellLead')}</p>
        </div>
        <ul className="grid grid-3 product-cross-sell">
          {others.map((product) => (
            <li key={product} className="card product-cross-sell__card">
              <span className="feature-icon">
                <ProductIcon name={PRODUCT_ICONS[product]} />
              </span>
              <h3>
                <Link to={pagePath(segment, product)} className="product-cross-sell__link">
                  {t(`catalog.${product}.name`)}
                </Link>
              </h3>
              <p>{t(`catalog.${product}.summary`)}</p>
              <span className="product-cross-sell__more" aria-hidden="true">
                {t('shared.readMore')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
