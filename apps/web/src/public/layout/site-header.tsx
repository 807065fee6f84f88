import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, usePublicRouter } from '../router.tsx';
import { type PublicRoute, pagePath } from '../routes.ts';
import { ChevronIcon, MenuIcon } from './icons.tsx';
import { LanguageLinks, LanguageMenu } from './language-menu.tsx';
import { FikaLogo } from './logo.tsx';
import { linkSegment, NAV_PRODUCTS } from './nav-items.ts';
import { useDisclosure } from './use-disclosure.ts';

// Past this many pixels the header leaves the hero and needs its own background to stay legible.
const SCROLLED_AFTER_PX = 8;

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * A link to a section of the landing page. The router scrolls when the hash changes; following the
 * same anchor again changes nothing, so the click scrolls by itself.
 */
function SectionLink({ home, section, className, children }: SectionLinkProps) {
  const { location } = usePublicRouter();
  const onClick = () => {
    if (location.pathname === home && location.hash === `#${section}`)
      document.getElementById(section)?.scrollIntoView();
  };
  return (
    <Link to={`${home}#${section}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

interface SectionLinkProps {
  home: string;
  section: 'testimonials' | 'integrations';
  className?: string;
  children: ReactNode;
}

function ProductsMenu({
  segment,
  current,
  resetKey,
}: {
  segment: string;
  current: string;
  resetKey: string;
}) {
  const { t } = useTranslation('marketing');
  const menu = useDisclosure(resetKey);
  const ids = useId();
  return (
    <div className="dropdown" {...menu.containerProps}>
      <button className="nav-button" {...menu.buttonProps}>
        {t('nav.products')}
        <ChevronIcon />
      </button>
      <div className="dropdown-panel" {...menu.panelProps}>
        <ul className="product-menu">
          {NAV_PRODUCTS.map((product) => (
            <li key={product}>
              <Link
                to={pagePath(segment, product)}
                aria-current={current === product ? 'page' : undefined}
                aria-labelledby={`${ids}-${product}`}
                aria-describedby={`${ids}-${product}-text`}
              >
                <span id={`${ids}-${product}`} className="product-menu-title">
                  {t(`nav.items.${product}.title`)}
                </span>
                <span id={`${ids}-${product}-text`} className="product-menu-text">
                  {t(`nav.items.${product}.text`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The marketing header: logo, Products menu, section anchors, language, log-in and trial, plus the mobile menu. */
export function SiteHeader({ route }: { route: PublicRoute }) {
  const { t } = useTranslation('marketing');
  const { location } = usePublicRouter();
  const scrolled = useScrolled();
  const segment = linkSegment(route);
  const resetKey = `${location.pathname}${location.hash}`;
  const mobile = useDisclosure(resetKey);
  const home = pagePath(segment, 'landing');

  return (
    <header className={scrolled ? 'site-header is-scrolled' : 'site-header'}>
      <div className="container header-bar" {...mobile.containerProps}>
        <Link to={home} className="brand" aria-label={t('nav.home')}>
          <FikaLogo />
        </Link>
        <nav className="header-nav" aria-label={t('nav.mainLabel')}>
          <ul className="header-links">
            <li>
              <ProductsMenu segment={segment} current={route.page} resetKey={resetKey} />
            </li>
            <li>
              <SectionLink home={home} section="testimonials" className="nav-link">
                {t('nav.testimonials')}
              </SectionLink>
            </li>
            <li>
              <SectionLink home={home} section="integrations" className="nav-link">
                {t('nav.integrations')}
              </SectionLink>
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageMenu route={route} />
          <Link to={pagePath(segment, 'login')} className="nav-link">
            {t('nav.logIn')}
          </Link>
          <Link to={pagePath(segment, 'register')} className="button button-primary button-small">
            {t('nav.startTrial')}
          </Link>
        </div>
        <button className="menu-button" {...mobile.buttonProps}>
          <MenuIcon open={mobile.open} />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
        <nav className="mobile-menu" aria-label={t('nav.menu')} {...mobile.panelProps}>
          <p className="mobile-menu-heading">{t('nav.products')}</p>
          <ul className="mobile-menu-list">
            {NAV_PRODUCTS.map((product) => (
              <li key={product}>
                <Link
                  to={pagePath(segment, product)}
                  aria-current={route.page === product ? 'page' : undefined}
                >
                  {t(`nav.items.${product}.title`)}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mobile-menu-list mobile-menu-divided">
            <li>
              <SectionLink home={home} section="testimonials">
                {t('nav.testimonials')}
              </SectionLink>
            </li>
            <li>
              <SectionLink home={home} section="integrations">
                {t('nav.integrations')}
              </SectionLink>
            </li>
            <li>
              <Link to={pagePath(segment, 'login')}>{t('nav.logIn')}</Link>
            </li>
          </ul>
          <p className="mobile-menu-heading">{t('nav.language')}</p>
          <LanguageLinks route={route} className="language-list language-list-inline" />
          <Link to={pagePath(segment, 'register')} className="button button-primary button-block">
            {t('nav.startTrial')}
          </Link>
        </nav>
      </div>
    </header>
  );
}
