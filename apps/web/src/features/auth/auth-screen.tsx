import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignedInPanel } from './signed-in-panel.tsx';
import { useSession } from './use-session.ts';

/** The sign-in page until the back office exists: the form, or who is signed in. */
export function AuthScreen() {
  const { t } = useTranslation();
  const { state, refresh, signOut } = useSession();

  switch (state.status) {
    case 'loading':
      return (
        <div className="card" aria-busy="true">
          <h1>{t('app.name')}</h1>
          <p className="lead" role="status">
            {t('session.loading')}
          </p>
        </div>
      );
    case 'signed-in':
      return <SignedInPanel session={state.session} onSignOut={signOut} />;
    case 'error':
      return (
        <div className="card">
          <h1>{t('session.loadFailed')}</h1>
          <p className="form-error" role="alert">
            {t(errorMessageKey(state.errorCodes))}
          </p>
          <div className="actions">
            <button type="button" className="button button-primary" onClick={() => void refresh()}>
              {t('session.retry')}
            </button>
            <button type="button" className="button button-secondary" onClick={signOut}>
              {t('session.signOut')}
            </button>
          </div>
        </div>
      );
    case 'signed-out':
      return (
        <div className="card">
          <h1>{t('auth.signIn.title')}</h1>
          <p className="lead">{t('auth.signIn.intro')}</p>
          <SignInForm onSignedIn={() => void refresh()} initialErrorCodes={state.errorCodes} />
        </div>
      );
  }
}
