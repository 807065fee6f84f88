import { emailSchema } from '@fika/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthCallResult } from './auth-client.ts';
import { errorKey, type FieldErrors, validationKey } from './auth-messages.ts';
import { FormAlert, Notice, SubmitButton, TextField, useFocusFirstInvalid } from './form-kit.tsx';

export interface EmailRequestFormProps {
  /** Sends the request for the validated, normalised address. */
  send(email: string): Promise<AuthCallResult<unknown>>;
  /** The confirmation shown once sent (the server answers the same whether or not the account exists). */
  sentMessage(email: string): string;
  submitLabel: string;
}

/** One e-mail field that asks the server to mail a link: a new activation link or a password reset. */
export function EmailRequestForm({ send, sentMessage, submitLabel }: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorCodes, setErrorCodes] = useState<string[] | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const alertId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setErrorCodes(null);
    setSentTo(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setErrors({ email: validationKey(parsed.error.issues[0]?.message ?? '') });
      focusInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await send(parsed.data);
    setBusy(false);
    if (result.ok) setSentTo(parsed.data);
    else setErrorCodes(result.errorCodes);
  }

  return (
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
        autoComplete="email"
        inputMode="email"
        label={t('common.email')}
        value={email}
        onValue={setEmail}
        error={errors.email}
      />
      {errorCodes && (
        <FormAlert id={alertId}>
          <p>{t(errorKey(errorCodes))}</p>
        </FormAlert>
      )}
      {sentTo && (
        <Notice>
          <p>{sentMessage(sentTo)}</p>
        </Notice>
      )}
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
