import { ResetPasswordView } from '../auth/reset-password-view.tsx';
import type { PageProps } from '../page-props.ts';

/** /reset-password: asks for a reset link, or sets a new password from one. */
export function ResetPasswordPage({ route }: PageProps) {
  return (
    <div className="auth-page">
      <ResetPasswordView route={route} />
    </div>
  );
}
