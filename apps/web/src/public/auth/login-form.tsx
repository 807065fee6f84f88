import { emailSchema, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../../features/auth/index.ts';
import { Link } from '../router.tsx';
import type { PublicRoute } from '../routes.ts';
import { resendActivationEmail } from './auth-client.ts';
import { errorKey, type FieldErrors, validationKey } from './auth-messages.ts';
import { FormAlert, Notice, SubmitButton, TextField, useFocusFirstInvalid } from './form-kit.tsx';
import { goToBackOffice, linkSegment } from './navigation.ts';

/** What is wrong with the login fields before anything is sent. */
function validateLogin(email: string, password: string): FieldErrors {
  const errors: Record<string, ReturnType<typeof validationKey>> = {};
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) errors.email = validationKey(parsed.error.issues[0]?.message ?? '');
  if (password === '') errors.password = validationKey(VALIDATION_MESSAGE_KEYS.required);
  return errors;
}

/** The public log-in form: e-mail and password, with the reason when the server says no. */
export function LoginForm({ route }: { route: PublicRoute }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorCodes, setErrorCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const alertId = useId();
  const segment = linkSegment(route);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(email, password);
    setErrors(found);
    setErrorCodes(null);
    setResentTo(null);
    if (Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    setBusy(true);
    const result = await signIn(email, password);
    if (result.ok) {
      goToBackOffice();
      return;
    }
    setBusy(false);
    setErrorCodes(result.errorCodes);
  }

  async function resend() {
    const result = await resendActivationEmail(email);
    if (result.ok) {
      setErrorCodes(null);
      setResentTo(email.trim());
    } else setErrorCodes(result.errorCodes);
  }

  return (
    <>
      <form
        ref={formRef}
        className="form auth-form"
        noValidate
        aria-describedby={errorCodes ? alertId : undefined}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <TextField
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          label={t('common.email')}
          value={email}
          onValue={setEmail}
          error={errors.email}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('common.password')}
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
        {errorCodes && (
          <FormAlert id={alertId}>
            <p>{t(errorKey(errorCodes))}</p>
            {errorCodes.includes('ACCOUNT_NOT_ACTIVATED') && (
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => void resend()}
              >
                {t('login.resendActivation')}
              </button>
            )}
          </FormAlert>
        )}
        {resentTo && (
          <Notice>
            <p>{t('login.activationSent', { email: resentTo })}</p>
          </Notice>
        )}
        <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
      </form>
      <div className="auth-links">
        <Link to="/reset-password">{t('login.forgotPassword')}</Link>
        <Link to={`/${segment}/register`}>
          {t('login.notMember')} {t('login.startTrial')}
        </Link>
      </div>
    </>
  );
}
