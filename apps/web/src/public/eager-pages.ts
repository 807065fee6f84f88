import type { PageComponents } from './page-components.ts';
import { ActivatePage } from './pages/activate-page.tsx';
import { CreateCompanyPage } from './pages/create-company-page.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { OnboardingPage } from './pages/onboarding-page.tsx';
import { PrivacyPage } from './pages/privacy-page.tsx';
import { ProductPage } from './pages/product-page.tsx';
import { RegisterPage } from './pages/register-page.tsx';
import { ResetPasswordPage } from './pages/reset-password-page.tsx';

/**
 * Every page loaded up front, for the prerenderer: rendered synchronously, each page's HTML sits
 * in place inside its Suspense boundary, which the browser then hydrates without moving anything.
 */
export const eagerPages: PageComponents = {
  ActivatePage,
  CreateCompanyPage,
  LoginPage,
  OnboardingPage,
  PrivacyPage,
  ProductPage,
  RegisterPage,
  ResetPasswordPage,
};
