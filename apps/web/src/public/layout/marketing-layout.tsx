import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicRoute } from '../routes.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The frame of every public page: skip link, header, the page in <main id="main">, footer. */
export function MarketingLayout({ route, children }: { route: PublicRoute; children: ReactNode }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="public-site">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader route={route} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter route={route} />
    </div>
  );
}
