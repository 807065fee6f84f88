import { passwordSchema } from '@fika/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, usePublicRouter } from '../router.tsx';
import type { PublicRoute } from '../routes.ts';
import { confirmPasswordReset, requestPasswordReset } from './auth-client.ts';
import { type AuthKey, errorKey, type FieldErrors, toFieldErrors, validationKey } from './auth-messages.ts';
import { EmailRequestForm } from './email-request-form.tsx';
import {
  FormAlert,
  Notice,
  PasswordRules,
  SubmitButton,
  TextField,
  useFocusFirstInvalid,
} from './form-kit.tsx';
import { linkSegment } from './navigation.ts';

/**
 * /reset-password: asks for a link, or with ?token=… sets the new password. An administrator's
 * invitation links here too (&invitation=1): the same form, worded as choosing a first password.
 */
export function ResetPasswordView({ route }: { route: PublicRoute }) {
  const { location } = usePublicRouter();
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  const invitation = params.get('invitation') === '1';
  const segment = linkSegment(route);
  // Keyed by token, so following "ask for a new link" starts the request form afresh.
  return token ? (
    <NewPasswordForm key={token} token={token} segment={segment} invitation={invitation} />
  ) : (
    <RequestResetForm segment={segment} />
  );
}

type Problem = 'used' | 'expired' | 'invalid';

const PROBLEM_TEXT: Record<Problem, AuthKey> = {
  used: 'reset.usedText',
  expired: 'reset.expiredText',
  invalid: 'reset.invalidText',
};

const INVITATION_PROBLEM_TEXT: Record<Problem, AuthKey> = {
  used: 'invite.usedText',
  expired: 'invite.expiredText',
  invalid: 'invite.invalidText',
};

function linkProblem(codes: readonly string[]): Problem | null {
  if (codes.includes('RESET_LINK_USED')) return 'used';
  if (codes.includes('RESET_LINK_EXPIRED')) return 'expired';
  if (codes.includes('RESET_LINK_INVALID')) return 'invalid';
  return null;
}

function RequestResetForm({ segment }: { segment: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <h1>{t('reset.title')}</h1>
      <p className="auth-lead">{t('reset.intro')}</p>
      <EmailRequestForm
        send={requestPasswordReset}
        sentMessage={(email) => t('reset.sent', { email })}
        submitLabel={t('reset.submit')}
      />
      <div className="auth-links">
        <Link to={`/${segment}/login`}>{t('common.backToLogin')}</Link>
      </div>
    </>
  );
}

function NewPasswordForm({
  token,
  segment,
  invitation,
}: {
  token: string;
  segment: string;
  invitation: boolean;
}) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorCodes, setErrorCodes] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<'done' | Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const alertId = useId();
  const rulesId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setErrorCodes(null);
    const found: Record<string, AuthKey> = {};
    const parsed = passwordSchema.safeParse(password);
    const firstIssue = parsed.success ? undefined : parsed.error.issues[0];
    if (firstIssue) found.password = validationKey(firstIssue.message);
    if (confirm !== password) found.confirm = 'reset.mismatch';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    setBusy(true);
    const result = await confirmPasswordReset(token, password);
    setBusy(false);
    if (result.ok) {
      setOutcome('done');
      return;
    }
    const problem = linkProblem(result.errorCodes);
    if (problem) {
      setOutcome(problem);
      return;
    }
    // The server names the field 'password'.
    setErrors(toFieldErrors(result.fieldErrors));
    setErrorCodes(result.errorCodes);
    focusInvalid();
  }

  if (outcome === 'done') {
    return (
      <>
        <h1>{t(invitation ? 'invite.doneTitle' : 'reset.doneTitle')}</h1>
        <Notice>
          <p>{t(invitation ? 'invite.doneText' : 'reset.doneText')}</p>
        </Notice>
        <div className="auth-actions">
          <Link className="button button-primary" to={`/${segment}/login`}>
            {t('common.logIn')}
          </Link>
        </div>
      </>
    );
  }
  if (outcome) {
    return (
      <>
        <h1>{t(invitation ? 'invite.title' : 'reset.newTitle')}</h1>
        <FormAlert>
          <p>{t((invitation ? INVITATION_PROBLEM_TEXT : PROBLEM_TEXT)[outcome])}</p>
        </FormAlert>
        <div className="auth-actions">
          {/* Only the inviter can send a new invitation; a used one means the account is set up. */}
          {(!invitation || outcome === 'used') && (
            <Link className="button button-primary" to={invitation ? `/${segment}/login` : '/reset-password'}>
              {t(invitation ? 'common.logIn' : 'reset.askNew')}
            </Link>
          )}
          <Link to={`/${segment}/login`}>{t('common.backToLogin')}</Link>
        </div>
      </>
    );
  }
  return (
    <>
      <h1>{t(invitation ? 'invite.title' : 'reset.newTitle')}</h1>
      {invitation && <p className="auth-lead">{t('invite.intro')}</p>}
      <form
        ref={formRef}
        className="form auth-form"
        noValidate
        aria-describedby={errorCodes ? alertId : undefined}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('reset.newPassword')}
          describedBy={rulesId}
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
        <PasswordRules id={rulesId} password={password} />
        <TextField
          name="confirm"
          type="password"
          autoComplete="new-password"
          label={t('reset.confirmPassword')}
          value={confirm}
          onValue={setConfirm}
          error={errors.confirm}
        />
        {errorCodes && (
          <FormAlert id={alertId}>
            <p>{t(errorKey(errorCodes))}</p>
          </FormAlert>
        )}
        <SubmitButton busy={busy}>{t(invitation ? 'invite.save' : 'reset.save')}</SubmitButton>
      </form>
    </>
  );
}
