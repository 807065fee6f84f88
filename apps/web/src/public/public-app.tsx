import { resolveUiLanguage, type UiLanguage } from '@fika/domain';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { applyHead, pageHead } from './head.ts';
import { switchPublicLanguage } from './i18n.ts';
import { MarketingLayout } from './layout/marketing-layout.tsx';
import { ActivatePage } from './pages/activate-page.tsx';
import { CreateCompanyPage } from './pages/create-company-page.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { OnboardingPage } from './pages/onboarding-page.tsx';
import { PrivacyPage } from './pages/privacy-page.tsx';
import { ProductPage } from './pages/product-page.tsx';
import { RegisterPage } from './pages/register-page.tsx';
import { ResetPasswordPage } from './pages/reset-password-page.tsx';
import { PublicRouter, usePublicRouter } from './router.tsx';
import { matchPublicPath, type PublicRoute } from './routes.ts';

export interface PublicAppProps {
  url: string;
  i18n: I18n;
  /** Where a missing or invalid language segment leads (§2.1). */
  defaultSegment: string;
  /** Language of pages without a segment (reset-password, activate). */
  fallbackLanguage: UiLanguage;
  /** Absolute origin for canonical and hreflang links. */
  siteUrl: string;
}

function pageFor(route: PublicRoute): ReactNode {
  switch (route.page) {
    case 'landing':
      return <LandingPage route={route} />;
    case 'pos':
    case 'online-ordering':
    case 'digital-kitchen-screens':
    case 'handheld-terminal':
      return <ProductPage route={route} product={route.page} />;
    case 'register':
      return <RegisterPage route={route} />;
    case 'create-company':
      return <CreateCompanyPage route={route} />;
    case 'onboarding':
      return <OnboardingPage route={route} />;
    case 'privacy-policy':
      return <PrivacyPage route={route} />;
    case 'reset-password':
      return <ResetPasswordPage route={route} />;
    case 'activate':
      return <ActivatePage route={route} />;
    case 'login':
      return <LoginPage route={route} />;
  }
}

function RoutedPage({ defaultSegment, fallbackLanguage, siteUrl }: Omit<PublicAppProps, 'url' | 'i18n'>) {
  const { location, navigate } = usePublicRouter();
  const { t, i18n } = useTranslation('marketing');
  const match = matchPublicPath(location.pathname, defaultSegment, fallbackLanguage);
  const route = match.kind === 'route' ? match.route : null;

  useEffect(() => {
    if (match.kind === 'redirect')
      navigate(`${match.to}${location.search}${location.hash}`, { replace: true });
  }, [match, navigate, location.search, location.hash]);

  const language = route?.language;
  useEffect(() => {
    if (language) void switchPublicLanguage(i18n, language);
  }, [i18n, language]);

  useEffect(() => {
    if (route && i18n.language === route.language) applyHead(pageHead(route, t, siteUrl));
  });

  if (!route) return null;
  return <MarketingLayout route={route}>{pageFor(route)}</MarketingLayout>;
}

/** The whole public site: language-aware routes inside the marketing layout. */
export function PublicApp({ url, i18n, ...rest }: PublicAppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <PublicRouter url={url}>
        <RoutedPage {...rest} />
      </PublicRouter>
    </I18nextProvider>
  );
}

/** Language of pages without a segment: the saved choice, else the browser's, else English. */
export function browserLanguage(saved: string | null): UiLanguage {
  return resolveUiLanguage({
    saved,
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}
