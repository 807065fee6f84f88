import { useTranslation } from 'react-i18next';
import { LoginForm } from '../auth/login-form.tsx';
import type { PageProps } from '../page-props.ts';

/** /{lang}/login, also shown for any unknown public path (§2.1). */
export function LoginPage({ route }: PageProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-page">
      <h1>{t('login.title')}</h1>
      <p className="auth-lead">{t('login.intro')}</p>
      <LoginForm route={route} />
    </div>
  );
}
