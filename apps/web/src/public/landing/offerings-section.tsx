import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureIcon, type FeatureIconName } from '../illustrations/feature-icons.tsx';
import { ArrowIcon } from '../layout/icons.tsx';
import { Link } from '../router.tsx';
import { type ProductPage, pagePath } from '../routes.ts';
import { SectionHeading } from './section-heading.tsx';

const POS_FEATURES = [
  'tableMap',
  'multiPay',
  'invoice',
  'stations',
  'layout',
  'splitBill',
  'discounts',
  'tips',
  'packages',
  'giftCards',
  'kitchenMessages',
  'orderSlips',
  'payLater',
] as const;

const PRODUCTS: readonly { key: 'handheld' | 'qr' | 'kds'; page: ProductPage; icon: FeatureIconName }[] = [
  { key: 'handheld', page: 'handheld-terminal', icon: 'handheld' },
  { key: 'qr', page: 'online-ordering', icon: 'qr' },
  { key: 'kds', page: 'digital-kitchen-screens', icon: 'kds' },
];

const BACK_OFFICE_POINTS = ['dashboard', 'multiVenue', 'marketing', 'menus', 'integrations'] as const;

/** The POS and its features, linking to the POS page. */
export function PosSection({ segment }: { segment: string }) {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeading
          id={titleId}
          eyebrow={t('landing.pos.eyebrow')}
          title={t('landing.pos.title')}
          lead={t('landing.pos.lead')}
        />
        <ul className="grid grid-4 feature-list">
          {POS_FEATURES.map((feature) => (
            <li key={feature} className="feature">
              <h3 className="feature-title">{t(`landing.pos.features.${feature}.title`)}</h3>
              <p>{t(`landing.pos.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="section-more">
          <Link to={pagePath(segment, 'pos')} className="text-link">
            {t('landing.pos.link')}
            <ArrowIcon />
          </Link>
        </p>
      </div>
    </section>
  );
}

/** Handheld, QR ordering, kiosks, kitchen screens and the cloud back office. */
export function ProductsSection({ segment }: { segment: string }) {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section className="section section-tinted" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeading
          id={titleId}
          eyebrow={t('landing.products.eyebrow')}
          title={t('landing.products.title')}
          lead={t('landing.products.lead')}
        />
        <ul className="grid grid-2 product-cards">
          {PRODUCTS.map(({ key, page, icon }) => (
            <li key={key} className="card product-card">
              <FeatureIcon name={icon} />
              <h3>{t(`landing.products.${key}.title`)}</h3>
              <p>{t(`landing.products.${key}.text`)}</p>
              <Link to={pagePath(segment, page)} className="text-link">
                {t(`landing.products.${key}.link`)}
                <ArrowIcon />
              </Link>
            </li>
          ))}
          <li className="card product-card">
            <FeatureIcon name="kiosk" />
            <h3>{t('landing.products.kiosk.title')}</h3>
            <p>{t('landing.products.kiosk.text')}</p>
          </li>
          <li className="card card-dark product-card product-card-wide">
            <div>
              <FeatureIcon name="cloud" />
              <h3>{t('landing.products.backOffice.title')}</h3>
              <p>{t('landing.products.backOffice.text')}</p>
            </div>
            <ul className="check-list">
              {BACK_OFFICE_POINTS.map((point) => (
                <li key={point}>{t(`landing.products.backOffice.${point}`)}</li>
              ))}
            </ul>
          </li>
        </ul>
      </div>
    </section>
  );
}
