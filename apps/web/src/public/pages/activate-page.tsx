import { ActivateView } from '../auth/activate-view.tsx';
import type { PageProps } from '../page-props.ts';

/** /activate/{token}: verifies the e-mail address and signs the new owner in (§2.1, §4). */
export function ActivatePage({ route }: PageProps) {
  return (
    <div className="auth-page">
      <ActivateView route={route} />
    </div>
  );
}
