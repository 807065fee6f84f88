import { fieldErrorsFromZod, MODIFICATION_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { ParseKeys } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageKey } from '../../lib/i18n.ts';
import type { RequestResult } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';

/** A key of the 'pim' namespace (src/locales/en/pim.json). */
export type PimKey = ParseKeys<'pim'>;

// The messages this area's schemas give, typed against en/pim.json: one without an English text
// does not compile. Anything else (a newer server) reads "invalid".
const MESSAGE_KEYS: ReadonlySet<string> = new Set<PimKey>([
  VALIDATION_MESSAGE_KEYS.required,
  VALIDATION_MESSAGE_KEYS.invalid,
  VALIDATION_MESSAGE_KEYS.tooLong,
  MODIFICATION_MESSAGE_KEYS.duplicate,
  MODIFICATION_MESSAGE_KEYS.minAboveMax,
  MODIFICATION_MESSAGE_KEYS.modificationPrice,
  MODIFICATION_MESSAGE_KEYS.defaultOutsideGroups,
  MODIFICATION_MESSAGE_KEYS.tooManyDefaults,
  MODIFICATION_MESSAGE_KEYS.maxBelowDefaults,
  MODIFICATION_MESSAGE_KEYS.notSameModifications,
]);

/** Options of one {@link PimForm.submit}. */
export interface PimSubmit<S extends z.ZodType, R> {
  /** The domain schema the server checks too: nothing is sent until it passes. */
  schema: S;
  input: unknown;
  send: (data: z.output<S>) => Promise<RequestResult<R>>;
  /** Runs after a successful save, before the success toast. */
  onSuccess?: (result: R) => void | Promise<void>;
  /** The success toast. */
  saved: string;
}

/** What {@link usePimForm} gives a form. */
export interface PimForm {
  /** Checks, sends and reports: true when saved, false with the problems shown otherwise. */
  submit: <S extends z.ZodType, R>(options: PimSubmit<S, R>) => Promise<boolean>;
  /** The translated message of a field path ('modifications.0.price'), for Mantine's `error`. */
  errorOf: (field: string) => string | undefined;
  /** Drops a field's message once the user changes it. */
  clearError: (field: string) => void;
  /** Drops every message (a new record was loaded). */
  reset: () => void;
}

/**
 * The submit flow of this area's drawers: domain schema first (errors under the fields), then the
 * server; its field errors go under the same fields, any other failure into an error toast. What
 * the user typed is never cleared.
 */
export function usePimForm(): PimForm {
  const { t } = useTranslation('pim');
  const toast = useToast();
  const [errors, setErrors] = useState<Readonly<Record<string, PimKey>>>({});

  const show = useCallback((list: readonly { field: string; message: string }[]) => {
    const next: Record<string, PimKey> = {};
    for (const { field, message } of list) {
      next[field] ??= (MESSAGE_KEYS.has(message) ? message : VALIDATION_MESSAGE_KEYS.invalid) as PimKey;
    }
    setErrors(next);
  }, []);

  const submit = useCallback(
    async <S extends z.ZodType, R>({ schema, input, send, onSuccess, saved }: PimSubmit<S, R>) => {
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        show(fieldErrorsFromZod(parsed.error));
        return false;
      }
      setErrors({});
      const result = await send(parsed.data);
      if (result.success) {
        await onSuccess?.(result.data);
        toast.success(saved);
        return true;
      }
      if (result.fieldErrors.length > 0) {
        show(result.fieldErrors);
        toast.error(t('form.invalid'));
        return false;
      }
      toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
      return false;
    },
    [show, t, toast],
  );

  const errorOf = useCallback((field: string) => (errors[field] ? t(errors[field]) : undefined), [errors, t]);
  const clearError = useCallback(
    (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _dropped, ...rest } = current;
        return rest;
      }),
    [],
  );
  const reset = useCallback(() => setErrors({}), []);
  return { submit, errorOf, clearError, reset };
}
