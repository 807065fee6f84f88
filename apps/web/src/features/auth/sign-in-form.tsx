import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { signIn } from './auth-api.ts';

export interface SignInFormProps {
  /** Called once the token is stored. */
  onSignedIn: () => void;
  /** Codes to explain on first render, e.g. why a stored session was dropped. */
  initialErrorCodes?: readonly string[];
}

/** E-mail and password form; shows the translated reason when sign-in fails. */
export function SignInForm({ onSignedIn, initialErrorCodes = [] }: SignInFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errorCodes, setErrorCodes] = useState<readonly string[] | null>(
    initialErrorCodes.length > 0 ? initialErrorCodes : null,
  );
  const [submitting, setSubmitting] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrorCodes(null);
    const result = await signIn(email, password);
    if (result.ok) {
      onSignedIn();
      return;
    }
    setSubmitting(false);
    setErrorCodes(result.errorCodes);
  }

  return (
    <form
      className="form"
      onSubmit={(event) => void handleSubmit(event)}
      aria-describedby={errorCodes ? errorId : undefined}
    >
      <div className="field">
        <label htmlFor={emailId}>{t('auth.signIn.email')}</label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={passwordId}>{t('auth.signIn.password')}</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {errorCodes && (
        <p id={errorId} className="form-error" role="alert">
          {t(errorMessageKey(errorCodes))}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={submitting} aria-busy={submitting}>
        {t('auth.signIn.submit')}
      </button>
    </form>
  );
}
