import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureIcon, type FeatureIconName } from '../illustrations/feature-icons.tsx';
import { ArrowIcon } from '../layout/icons.tsx';
import { Link } from '../router.tsx';
import { pagePath } from '../routes.ts';
import { SectionHeading } from './section-heading.tsx';

const INTEGRATIONS: readonly {
  key: 'accounting' | 'payroll' | 'payments' | 'delivery' | 'api';
  icon: FeatureIconName;
}[] = [
  { key: 'accounting', icon: 'accounting' },
  { key: 'payroll', icon: 'payroll' },
  { key: 'payments', icon: 'card' },
  { key: 'delivery', icon: 'delivery' },
  { key: 'api', icon: 'api' },
];

const QUESTIONS = [
  'hardware',
  'contract',
  'trial',
  'export',
  'support',
  'languages',
  'cards',
  'offline',
] as const;

/** Integration categories; the header's Integrations link lands here (#integrations). */
export function IntegrationsSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section id="integrations" className="section" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeading
          id={titleId}
          eyebrow={t('landing.integrations.eyebrow')}
          title={t('landing.integrations.title')}
          lead={t('landing.integrations.lead')}
        />
        <ul className="grid grid-5 integration-list">
          {INTEGRATIONS.map(({ key, icon }) => (
            <li key={key} className="card integration-card">
              <FeatureIcon name={icon} />
              <h3>{t(`landing.integrations.${key}.title`)}</h3>
              <p>{t(`landing.integrations.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Frequently asked questions as native disclosures: keyboard and screen readers get them for free. */
export function FaqSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section className="section section-tinted" aria-labelledby={titleId}>
      <div className="container container-narrow">
        <SectionHeading id={titleId} eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')} />
        <div className="faq">
          {QUESTIONS.map((question) => (
            <details key={question} className="faq-item">
              <summary>{t(`landing.faq.items.${question}.q`)}</summary>
              <p>{t(`landing.faq.items.${question}.a`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The closing call to action. */
export function FinalCtaSection({ segment }: { segment: string }) {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <div className="cta-band">
          <h2 id={titleId} className="section-title">
            {t('landing.finalCta.title')}
          </h2>
          <p className="lead">{t('landing.finalCta.text')}</p>
          <div className="button-row">
            <Link to={pagePath(segment, 'register')} className="button button-accent button-large">
              {t('landing.hero.primaryCta')}
              <ArrowIcon />
            </Link>
            <a href="mailto:support@fika.test" className="button button-ghost button-large">
              {t('landing.finalCta.secondary')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
