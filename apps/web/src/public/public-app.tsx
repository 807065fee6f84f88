import { resolveUiLanguage, type UiLanguage } from '@fika/domain';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, use, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { applyHead, pageHead } from './head.ts';
import { missingNamespaces, namespacesFor, switchPublicLanguage } from './i18n.ts';
import { MarketingLayout } from './layout/marketing-layout.tsx';
import type { PageComponents } from './page-components.ts';
import { LandingPage } from './pages/landing-page.tsx';
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
  /** The pages besides the landing page: lazy in the browser, eager when prerendering. */
  pages: PageComponents;
}

function pageFor(route: PublicRoute, pages: PageComponents): ReactNode {
  const {
    ActivatePage,
    CreateCompanyPage,
    LoginPage,
    OnboardingPage,
    PrivacyPage,
    ProductPage,
    RegisterPage,
    ResetPasswordPage,
  } = pages;
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

// A page renders once its copy is loaded: until then it suspends, and the transition keeps the
// previous page on screen. Prerendering has every namespace, so it never waits here.
function TranslationsGate({ route, children }: { route: PublicRoute; children: ReactNode }) {
  const { i18n } = useTranslation('marketing');
  const loading = missingNamespaces(i18n, route.language, namespacesFor(route.page));
  if (loading) use(loading);
  return children;
}

function RoutedPage({
  defaultSegment,
  fallbackLanguage,
  siteUrl,
  pages,
}: Omit<PublicAppProps, 'url' | 'i18n'>) {
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
    if (language) void switchPublicLanguage(i18n, language, namespacesFor(route?.page ?? 'landing'));
  }, [i18n, language, route?.page]);

  useEffect(() => {
    if (route && i18n.language === route.language) applyHead(pageHead(route, t, siteUrl));
  });

  if (!route) return null;
  return (
    <MarketingLayout route={route}>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        {/* Keyed by segment: a page's state starts from it (sign-up presets the country), so
            another segment of the same page starts afresh. */}
        <TranslationsGate key={route.segment} route={route}>
          {pageFor(route, pages)}
        </TranslationsGate>
      </Suspense>
    </MarketingLayout>
  );
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
