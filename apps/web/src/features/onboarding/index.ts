// What routes may import from the onboarding area: the welcome screen and the setup steps.
export { AccountStep } from './account-step.tsx';
export { InformationStep } from './information-step.tsx';
export { IntegrationsStep, LicensesStep } from './link-steps.tsx';
export { ProductLibraryStep } from './product-library-step.tsx';
export { StationsStep } from './stations-step.tsx';
export { WelcomePage } from './welcome-page.tsx';
