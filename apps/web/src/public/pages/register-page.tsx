import { RegisterForm } from '../auth/register-form.tsx';
import type { PageProps } from '../page-props.ts';

/** /{lang}/register: sign-up, then the check-your-email state (§2.1, §4). */
export function RegisterPage({ route }: PageProps) {
  return (
    <div className="auth-page">
      <RegisterForm route={route} />
    </div>
  );
}
