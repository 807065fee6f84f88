import { emailRequestSchema } from '@fika/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthCallResult } from './auth-client.ts';
import { errorKey } from './auth-messages.ts';
import { FormAlert, Notice, SubmitButton, TextField } from './form-kit.tsx';
import { useFormSubmit } from './use-form-submit.ts';

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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, errorCodes, busy, formRef, alertId, onSubmit } = useFormSubmit({
    schema: emailRequestSchema,
    input: () => ({ email }),
    send: (data) => send(data.email),
    onStart: () => setSentTo(null),
    onSuccess: (data) => setSentTo(data.email),
  });

  return (
    <form
      ref={formRef}
      className="form auth-form"
      noValidate
      aria-describedby={errorCodes ? alertId : undefined}
      onSubmit={(event) => void onSubmit(event)}
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
