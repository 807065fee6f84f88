import { type ComponentType, lazy } from 'react';
import type { PageProps } from './page-props.ts';
import type { ProductPage as Product, PublicPage } from './routes.ts';

/** The pages the router shows besides the landing page (which ships with the site). */
export interface PageComponents {
  ActivatePage: ComponentType<PageProps>;
  CreateCompanyPage: ComponentType<PageProps>;
  LoginPage: ComponentType<PageProps>;
  OnboardingPage: ComponentType<PageProps>;
  PrivacyPage: ComponentType<PageProps>;
  ProductPage: ComponentType<PageProps & { product: Product }>;
  RegisterPage: ComponentType<PageProps>;
  ResetPasswordPage: ComponentType<PageProps>;
}

// Each page is its own chunk, so a first visit loads neither the forms (and their validation
// library) nor copy it does not show.
const imports = {
  activate: () => import('./pages/activate-page.tsx'),
  createCompany: () => import('./pages/create-company-page.tsx'),
  login: () => import('./pages/login-page.tsx'),
  onboarding: () => import('./pages/onboarding-page.tsx'),
  privacy: () => import('./pages/privacy-page.tsx'),
  product: () => import('./pages/product-page.tsx'),
  register: () => import('./pages/register-page.tsx'),
  resetPassword: () => import('./pages/reset-password-page.tsx'),
};

/** The browser's pages: loaded on first use. The prerenderer passes the same pages loaded eagerly. */
export const lazyPages: PageComponents = {
  ActivatePage: lazy(() => imports.activate().then((m) => ({ default: m.ActivatePage }))),
  CreateCompanyPage: lazy(() => imports.createCompany().then((m) => ({ default: m.CreateCompanyPage }))),
  LoginPage: lazy(() => imports.login().then((m) => ({ default: m.LoginPage }))),
  OnboardingPage: lazy(() => imports.onboarding().then((m) => ({ default: m.OnboardingPage }))),
  PrivacyPage: lazy(() => imports.privacy().then((m) => ({ default: m.PrivacyPage }))),
  ProductPage: lazy(() => imports.product().then((m) => ({ default: m.ProductPage }))),
  RegisterPage: lazy(() => imports.register().then((m) => ({ default: m.RegisterPage }))),
  ResetPasswordPage: lazy(() => imports.resetPassword().then((m) => ({ default: m.ResetPasswordPage }))),
};

/** Starts loading a page's code, so hydration does not wait for it after the framework starts. */
export function preloadPage(page: PublicPage): Promise<unknown> {
  switch (page) {
    case 'landing':
      return Promise.resolve();
    case 'pos':
    case 'online-ordering':
    case 'digital-kitchen-screens':
    case 'handheld-terminal':
      return imports.product();
    case 'privacy-policy':
      return imports.privacy();
    case 'register':
      return imports.register();
    case 'create-company':
      return imports.createCompany();
    case 'onboarding':
      return imports.onboarding();
    case 'reset-password':
      return imports.resetPassword();
    case 'activate':
      return imports.activate();
    case 'login':
      return imports.login();
  }
}
