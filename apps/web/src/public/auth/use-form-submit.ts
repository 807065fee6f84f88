import { fieldErrorsFromZod } from '@fika/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { AuthCallResult } from './auth-client.ts';
import { type FieldErrors, toFieldErrors } from './auth-messages.ts';
import { useFocusFirstInvalid } from './form-kit.tsx';

export interface FormSubmitOptions<S extends z.ZodMiniType, R> {
  /** The domain schema the form's input must pass before anything is sent. */
  schema: S;
  /** The form's current input, as the schema expects it. */
  input: () => unknown;
  send: (data: z.output<S>) => Promise<AuthCallResult<R>>;
  onSuccess: (data: z.output<S>, result: R) => void;
  /** Runs as a submit starts, before validation (e.g. to hide an earlier confirmation). */
  onStart?: () => void;
}

/**
 * The submit flow every public form shares: validate with the domain schema (errors under the
 * fields, focus on the first), send, then show the server's field errors and error codes — or
 * hand the result on. What the user typed is never cleared.
 */
export function useFormSubmit<S extends z.ZodMiniType, R>({
  schema,
  input,
  send,
  onSuccess,
  onStart,
}: FormSubmitOptions<S, R>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorCodes, setErrorCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const alertId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onStart?.();
    setErrorCodes(null);
    const parsed = schema.safeParse(input());
    if (!parsed.success) {
      setErrors(toFieldErrors(fieldErrorsFromZod(parsed.error)));
      focusInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await send(parsed.data);
    setBusy(false);
    if (result.ok) {
      onSuccess(parsed.data, result.data);
      return;
    }
    setErrors(toFieldErrors(result.fieldErrors));
    setErrorCodes(result.errorCodes);
    focusInvalid();
  }

  return { errors, errorCodes, busy, formRef, alertId, onSubmit };
}
