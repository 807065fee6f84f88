import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroDevices } from '../illustrations/hero-devices.tsx';
import { ArrowIcon } from '../layout/icons.tsx';
import { Link } from '../router.tsx';
import { pagePath } from '../routes.ts';

const CLAIMS = ['setup', 'platforms', 'printers', 'revenue', 'trial'] as const;

/** The landing page's opening: the one h1, the two calls to action and the device illustration. */
export function HeroSection({ segment }: { segment: string }) {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section className="hero" aria-labelledby={titleId}>
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">{t('landing.hero.eyebrow')}</p>
          <h1 id={titleId} className="hero-title">
            {t('landing.hero.title')}
          </h1>
          <p className="lead">{t('landing.hero.lead')}</p>
          <div className="button-row">
            <Link to={pagePath(segment, 'register')} className="button button-primary button-large">
              {t('landing.hero.primaryCta')}
              <ArrowIcon />
            </Link>
            <Link to={pagePath(segment, 'pos')} className="button button-secondary button-large">
              {t('landing.hero.secondaryCta')}
            </Link>
          </div>
          <p className="hero-note">{t('landing.hero.note')}</p>
        </div>
        <div className="hero-visual">
          <HeroDevices />
        </div>
      </div>
    </section>
  );
}

/** The headline claims as a band of figures. */
export function ClaimsSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section className="claims-band" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="visually-hidden">
          {t('landing.claims.title')}
        </h2>
        <ul className="claims">
          {CLAIMS.map((claim) => (
            <li key={claim} className="claim">
              <span className="claim-value">{t(`landing.claims.${claim}.value`)}</span>
              <span className="claim-label">{t(`landing.claims.${claim}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
