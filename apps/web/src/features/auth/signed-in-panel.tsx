import { useTranslation } from 'react-i18next';
import type { Session } from './auth-api.ts';

export interface SignedInPanelProps {
  session: Session;
  onSignOut: () => void;
}

/** Who is signed in and for which company, with a way out. */
export function SignedInPanel({ session, onSignOut }: SignedInPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <h1>{t('session.title')}</h1>
      {session.kind === 'user' ? (
        <>
          <p className="lead">{t('session.signedInAs', { name: session.user.name })}</p>
          {session.user.company && (
            <dl className="facts">
              <dt>{t('session.company')}</dt>
              <dd>{session.user.company.name}</dd>
            </dl>
          )}
        </>
      ) : (
        <p className="lead">{t('session.signedInAsOrganizationAdmin')}</p>
      )}
      <button type="button" className="button button-secondary" onClick={onSignOut}>
        {t('session.signOut')}
      </button>
    </div>
  );
}
