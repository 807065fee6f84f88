import { fieldErrorsFromZod, VALIDATION_MESSAGE_KEYS as KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageKey } from '../../lib/i18n.ts';
import type { FieldError, RequestResult } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';

/** A key of the settings namespace (src/locales/en/settings.json). */
export type SettingsKey = ParseKeys<'settings'>;

/** The first message key per field path ('location.city'), the one the user should fix first. */
export type FieldErrors = Readonly<Record<string, SettingsKey>>;

// The messages the settings schemas can give; typed against en/settings.json, so one without an
// English text does not compile. Anything else (a newer server) reads "invalid".
const MESSAGE_KEYS: ReadonlySet<string> = new Set<SettingsKey>([
  KEYS.required,
  KEYS.invalid,
  KEYS.tooLong,
  KEYS.phone,
  KEYS.country,
  KEYS.currency,
  KEYS.companyLanguage,
  KEYS.orgNumberLength,
  KEYS.orgNumberCharacters,
]);

/** Field errors from the domain schema or the server, keyed by field path. */
export function toFieldErrors(errors: readonly FieldError[]): FieldErrors {
  const out: Record<string, SettingsKey> = {};
  for (const { field, message } of errors) {
    out[field] ??= (MESSAGE_KEYS.has(message) ? message : KEYS.invalid) as SettingsKey;
  }
  return out;
}

/** Options of {@link useSettingsSubmit}. */
export interface SettingsSubmitOptions<S extends z.ZodType, R> {
  /** The domain schema the input must pass before anything is sent (the server uses the same one). */
  schema: S;
  /** The form's current input, as the schema expects it. */
  input: () => unknown;
  /** The field paths the form shows; a server error on any other field is reported as a whole. */
  fields: readonly string[];
  send: (data: z.output<S>) => Promise<RequestResult<R>>;
  onSuccess: (result: R, data: z.output<S>) => void | Promise<void>;
}

/**
 * The submit flow of the settings forms: check with the domain schema (errors under the fields,
 * focus on the first), send, then show the server's field errors under the same fields, or any
 * other failure as an error toast. What the user typed is never cleared.
 */
export function useSettingsSubmit<S extends z.ZodType, R>(options: SettingsSubmitOptions<S, R>) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTicket, setFocusTicket] = useState(0);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (focusTicket === 0) return; // Nothing submitted yet.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTicket]);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    setFocusTicket((n) => n + 1);
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const { schema, input, fields, send, onSuccess } = latest.current;
      const parsed = schema.safeParse(input());
      if (!parsed.success) {
        showErrors(toFieldErrors(fieldErrorsFromZod(parsed.error)));
        return;
      }
      setErrors({});
      setBusy(true);
      const result = await send(parsed.data);
      if (result.success) {
        try {
          await onSuccess(result.data, parsed.data);
        } finally {
          setBusy(false);
        }
        return;
      }
      setBusy(false);
      const shown = result.fieldErrors.filter((error) => fields.includes(error.field));
      if (shown.length > 0) {
        showErrors(toFieldErrors(shown));
        return;
      }
      toast.error(
        result.errorCodes.includes('BAD_USER_INPUT')
          ? t('form.invalid')
          : t(errorMessageKey(result.errorCodes), { ns: 'common' }),
      );
    },
    [busy, showErrors, t, toast],
  );

  /** Drops a field's message once the user changes it. */
  const clearError = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  /** Drops every message (the form was reset). */
  const clearErrors = useCallback(() => setErrors({}), []);

  /** The translated message of a field, for Mantine's `error` prop. */
  const errorOf = useCallback((field: string) => (errors[field] ? t(errors[field]) : undefined), [errors, t]);

  return { errors, errorOf, clearError, clearErrors, busy, formRef, onSubmit };
}
