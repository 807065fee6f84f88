import { OnboardingGuide } from '../auth/onboarding-guide.tsx';
import type { PageProps } from '../page-props.ts';

/** /{lang}/onboarding/{accountId}: the public getting-started guide. */
export function OnboardingPage({ route }: PageProps) {
  return (
    <div className="auth-page auth-page-wide">
      <OnboardingGuide route={route} />
    </div>
  );
}
