import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setToken } from '../../lib/token-storage.ts';
import { Link } from '../router.tsx';
import type { PublicRoute } from '../routes.ts';
import { type AuthCallResult, activateTemporaryUser, resendActivationEmail } from './auth-client.ts';
import { errorKey } from './auth-messages.ts';
import { EmailRequestForm } from './email-request-form.tsx';
import { FormAlert } from './form-kit.tsx';
import { goToBackOffice, linkSegment } from './navigation.ts';

type ActivationState =
  | { status: 'verifying' }
  | { status: 'active' }
  | { status: 'used' | 'expired' | 'invalid' }
  | { status: 'failed'; errorCodes: string[] };

type ActivationResult = AuthCallResult<{ token: string | null }>;

// A token works once: React's development double effects and a quick re-render must not spend
// it twice, so each token's call is shared for the life of the page.
const activations = new Map<string, Promise<ActivationResult>>();

/** One call per token and attempt (a retry after a network failure is a new attempt). */
function activateOnce(token: string, attempt: number): Promise<ActivationResult> {
  const key = `${attempt}:${token}`;
  let call = activations.get(key);
  if (!call) {
    call = activateTemporaryUser(token);
    activations.set(key, call);
  }
  return call;
}

function stateFor(result: ActivationResult): ActivationState {
  // Activated but no session came back: the account works, so the owner just logs in.
  if (result.ok) return { status: 'used' };
  const codes = result.errorCodes;
  if (codes.includes('ACTIVATION_LINK_USED')) return { status: 'used' };
  if (codes.includes('ACTIVATION_LINK_EXPIRED')) return { status: 'expired' };
  if (codes.includes('ACTIVATION_LINK_INVALID')) return { status: 'invalid' };
  return { status: 'failed', errorCodes: codes };
}

/** /activate/{token}: verifies the e-mail, signs the new owner in and opens the back office. */
export function ActivateView({ route }: { route: PublicRoute }) {
  const { t } = useTranslation('auth');
  const token = route.params.token ?? '';
  const [state, setState] = useState<ActivationState>({ status: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  const segment = linkSegment(route);

  useEffect(() => {
    let current = true;
    void activateOnce(token, attempt).then((result) => {
      if (!current) return;
      if (result.ok && result.data.token) {
        setToken(result.data.token);
        setState({ status: 'active' });
        // A new owner starts on the welcome screen and its setup path (§2.2, issue #17).
        goToBackOffice('/welcome');
        return;
      }
      setState(stateFor(result));
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  function retry() {
    setState({ status: 'verifying' });
    setAttempt((n) => n + 1);
  }

  switch (state.status) {
    case 'verifying':
    case 'active':
    case 'failed':
      return (
        <>
          <h1>{t('activate.title')}</h1>
          <div role="status" aria-busy={state.status === 'verifying'}>
            <p className="auth-lead">
              {state.status === 'active' ? t('activate.success') : t('activate.verifying')}
            </p>
          </div>
          {state.status === 'failed' && (
            <FormAlert>
              <p>{t(errorKey(state.errorCodes))}</p>
              <button type="button" className="button button-secondary" onClick={retry}>
                {t('activate.retry')}
              </button>
            </FormAlert>
          )}
        </>
      );
    case 'used':
      return (
        <>
          <h1>{t('activate.usedTitle')}</h1>
          <p className="auth-lead">{t('activate.usedText')}</p>
          <Link className="button button-primary" to={`/${segment}/login`}>
            {t('common.logIn')}
          </Link>
        </>
      );
    case 'expired':
    case 'invalid':
      return (
        <>
          <h1>{t('activate.failedTitle')}</h1>
          <p className="auth-lead">
            {state.status === 'expired' ? t('activate.expiredText') : t('activate.invalidText')}
          </p>
          <ResendActivationForm />
          <div className="auth-links">
            <Link to={`/${segment}/login`}>{t('common.backToLogin')}</Link>
          </div>
        </>
      );
  }
}

/** Asks for a fresh activation link. */
function ResendActivationForm() {
  const { t } = useTranslation('auth');
  return (
    <EmailRequestForm
      send={resendActivationEmail}
      sentMessage={(email) => t('activate.resent', { email })}
      submitLabel={t('activate.resend')}
    />
  );
}
