import type { UiLanguage } from '@fika/domain';
import type { i18n as I18n, Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import arMarketing from '../../locales/ar/marketing.json';
import daMarketing from '../../locales/da/marketing.json';
import enMarketing from '../../locales/en/marketing.json';
import esMarketing from '../../locales/es/marketing.json';
import noMarketing from '../../locales/no/marketing.json';
import svMarketing from '../../locales/sv/marketing.json';
import trMarketing from '../../locales/tr/marketing.json';
import { createPublicI18n } from '../i18n.ts';
import { PublicRouter, usePublicRouter } from '../router.tsx';
import { matchPublicPath, type PublicRoute } from '../routes.ts';
import { MarketingLayout } from './marketing-layout.tsx';

/** The marketing namespace of every language, as the prerenderer has them. */
export const MARKETING_RESOURCES: Resource = {
  en: { marketing: enMarketing },
  sv: { marketing: svMarketing },
  no: { marketing: noMarketing },
  da: { marketing: daMarketing },
  es: { marketing: esMarketing },
  tr: { marketing: trMarketing },
  ar: { marketing: arMarketing },
};

export function testI18n(language: UiLanguage = 'en'): Promise<I18n> {
  return createPublicI18n(language, MARKETING_RESOURCES);
}

function RoutedLayout({ page }: { page: (route: PublicRoute) => ReactNode }) {
  const { location } = usePublicRouter();
  const match = matchPublicPath(location.pathname, 'en-gb', 'en');
  if (match.kind !== 'route') return null;
  return <MarketingLayout route={match.route}>{page(match.route)}</MarketingLayout>;
}

/** A public page inside the marketing layout, routed from `url` the way the real app is (tests only). */
export function TestSite({
  i18n,
  url,
  page,
}: {
  i18n: I18n;
  url: string;
  page: (route: PublicRoute) => ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <PublicRouter url={url}>
        <RoutedLayout page={page} />
      </PublicRouter>
    </I18nextProvider>
  );
}
