import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router.tsx';
import { type PublicRoute, pagePath } from '../routes.ts';
import { ArrowIcon, FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from './icons.tsx';
import { FikaLogo } from './logo.tsx';
import { linkSegment, NAV_PRODUCTS } from './nav-items.ts';
import { sendMarketingEvent } from './telemetry.ts';

// Fixed rather than `new Date()`: the prerendered HTML and the hydrating client must agree.
const COPYRIGHT_YEAR = 2026;
const SUPPORT_EMAIL = 'support@fika.test';
const SUPPORT_PHONE = '+46 8 520 277 00';

const SOCIAL: readonly {
  key: 'instagram' | 'linkedin' | 'facebook' | 'youtube';
  href: string;
  icon: ReactNode;
}[] = [
  { key: 'instagram', href: 'https://www.instagram.com/fika.pos', icon: <InstagramIcon /> },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/fika-pos', icon: <LinkedInIcon /> },
  { key: 'facebook', href: 'https://www.facebook.com/fika.pos', icon: <FacebookIcon /> },
  { key: 'youtube', href: 'https://www.youtube.com/@fika.pos', icon: <YouTubeIcon /> },
];

/** The marketing footer: get-started call to action, products, support, address and social links. */
export function SiteFooter({ route }: { route: PublicRoute }) {
  const { t } = useTranslation('marketing');
  const segment = linkSegment(route);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-cta">
          <div>
            <h2 className="footer-cta-title">{t('footer.ctaTitle')}</h2>
            <p>{t('footer.ctaText')}</p>
          </div>
          <Link
            to={pagePath(segment, 'register')}
            className="button button-accent"
            onClick={() => sendMarketingEvent('get-started-footer', { lang: route.segment })}
          >
            {t('footer.ctaButton')}
            <ArrowIcon />
          </Link>
        </div>
        <div className="footer-grid">
          <div className="footer-brand">
            <Link to={pagePath(segment, 'landing')} className="brand" aria-label={t('nav.home')}>
              <FikaLogo />
            </Link>
            <p>{t('footer.tagline')}</p>
            <h2 className="footer-heading">{t('footer.socialHeading')}</h2>
            <ul className="social-links">
              {SOCIAL.map(({ key, href, icon }) => (
                <li key={key}>
                  <a href={href} aria-label={t(`footer.social.${key}`)} rel="noopener">
                    {icon}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t('footer.productsHeading')}</h2>
            <ul className="footer-links">
              {NAV_PRODUCTS.map((product) => (
                <li key={product}>
                  <Link to={pagePath(segment, product)}>{t(`nav.items.${product}.title`)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t('footer.supportHeading')}</h2>
            <dl className="footer-contact">
              <dt>{t('footer.emailLabel')}</dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
              <dt>{t('footer.phoneLabel')}</dt>
              <dd>
                <a href={`tel:${SUPPORT_PHONE.replaceAll(' ', '')}`} dir="ltr">
                  {SUPPORT_PHONE}
                </a>
              </dd>
            </dl>
            <p className="footer-hours">{t('footer.hours')}</p>
          </div>
          <div>
            <h2 className="footer-heading">{t('footer.companyHeading')}</h2>
            <address className="footer-address">{t('footer.address')}</address>
            <ul className="footer-links">
              <li>
                <Link to={pagePath(segment, 'privacy-policy')}>{t('footer.privacy')}</Link>
              </li>
            </ul>
          </div>
        </div>
        <p className="footer-copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
