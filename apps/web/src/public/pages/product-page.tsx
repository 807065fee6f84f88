import { useTranslation } from 'react-i18next';
import type { PageProps } from '../page-props.ts';
import { CrossSell } from '../products/cross-sell.tsx';
import { featureIcon, type ProductCopy } from '../products/product-content.ts';
import { ProductIcon } from '../products/product-icons.tsx';
import { ProductIllustration } from '../products/product-illustrations.tsx';
import '../products/products.css';
import { Link } from '../router.tsx';
import { type ProductPage as Product, pagePath } from '../routes.ts';

/** A product page of the public site: hero, features, how it works, FAQ and the other products. */
export function ProductPage({ route, product }: PageProps & { product: Product }) {
  const { t } = useTranslation('products');
  const copy: ProductCopy = t(product, { returnObjects: true });

  return (
    <div className={`product-page product-page--${product}`}>
      <section className="hero product-hero" aria-labelledby="product-title">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="eyebrow">{copy.hero.eyebrow}</p>
            <h1 id="product-title" className="hero-title product-hero__title">
              {copy.hero.title}
            </h1>
            <p className="lead">{copy.hero.lead}</p>
            <div className="button-row">
              <Link to={pagePath(route.segment, 'register')} className="button button-primary button-large">
                {t('shared.cta')}
              </Link>
              <Link to="#features" className="button button-secondary button-large">
                {t('shared.seeFeatures')}
              </Link>
            </div>
            <p className="hero-note">{t('shared.ctaNote')}</p>
          </div>
          <ProductIllustration product={product} label={copy.hero.illustration} />
        </div>
      </section>

      <section id="features" className="section" aria-labelledby="product-features-title">
        <div className="container">
          <div className="section-header">
            <h2 id="product-features-title" className="section-title">
              {t('shared.featuresTitle')}
            </h2>
            <p className="lead">{copy.featuresLead}</p>
          </div>
          <ul className="grid product-features">
            {Object.entries(copy.features).map(([id, feature]) => (
              <li key={id} className="card product-feature">
                <span className="feature-icon product-feature__icon">
                  <ProductIcon name={featureIcon(product, id)} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tinted" aria-labelledby="product-how-title">
        <div className="container">
          <h2 id="product-how-title" className="section-title section-header">
            {t('shared.howTitle')}
          </h2>
          <ol className="product-steps">
            {Object.entries(copy.how).map(([id, step]) => (
              <li key={id} className="product-step">
                <h3 className="product-step__title">{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
          <h3 className="visually-hidden">{t('shared.proofTitle')}</h3>
          <ul className="product-proof">
            {Object.entries(copy.proof).map(([id, point]) => (
              <li key={id} className="product-proof__item">
                <span className="product-proof__value">{point.value}</span>
                <span className="product-proof__label">{point.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="product-faq-title">
        <div className="container container-narrow">
          <h2 id="product-faq-title" className="section-title section-header">
            {t('shared.faqTitle')}
          </h2>
          <div className="faq">
            {Object.entries(copy.faq).map(([id, item]) => (
              <details key={id} className="faq-item">
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <CrossSell segment={route.segment} current={product} />
    </div>
  );
}
