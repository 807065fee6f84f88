import { useTranslation } from 'react-i18next';
import { Link } from '../router.tsx';
import type { PublicRoute } from '../routes.ts';
import { linkSegment } from './navigation.ts';

const STEPS = ['download', 'signIn', 'printers', 'products', 'staff'] as const;

/**
 * /{lang}/onboarding/{accountId}: the getting-started guide a new customer lands on. It shows the
 * account reference from the link as given and nothing else about the account: the page is public.
 */
export function OnboardingGuide({ route }: { route: PublicRoute }) {
  const { t } = useTranslation('auth');
  const segment = linkSegment(route);
  return (
    <>
      <h1>{t('onboarding.title')}</h1>
      <p className="auth-lead">{t('onboarding.intro')}</p>
      {route.params.accountId && (
        <dl className="auth-reference">
          <dt>{t('onboarding.reference')}</dt>
          <dd>{route.params.accountId}</dd>
        </dl>
      )}
      <section className="auth-card" aria-labelledby="onboarding-steps">
        <h2 id="onboarding-steps">{t('onboarding.stepsTitle')}</h2>
        <ol className="auth-steps">
          {STEPS.map((step) => (
            <li key={step}>
              <h3>{t(`onboarding.steps.${step}.title`)}</h3>
              <p>{t(`onboarding.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="auth-actions">
        <Link className="button button-primary" to={`/${segment}/login`}>
          {t('common.logIn')}
        </Link>
        {/* A full page load: the back office is another app, which boot.ts starts when signed in. */}
        <a className="button button-secondary" href="/">
          {t('onboarding.openBackOffice')}
        </a>
      </div>
      <section aria-labelledby="onboarding-help">
        <h2 id="onboarding-help">{t('onboarding.helpTitle')}</h2>
        <p>{t('onboarding.helpText')}</p>
      </section>
    </>
  );
}
