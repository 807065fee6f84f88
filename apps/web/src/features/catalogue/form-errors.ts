import {
  CATALOGUE_MESSAGE_KEYS as CATALOGUE,
  fieldErrorsFromZod,
  VALIDATION_MESSAGE_KEYS as KEYS,
} from '@fika/domain';
import type { ParseKeys } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageKey } from '../../lib/i18n.ts';
import type { FieldError, RequestResult } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';

/** A key of the catalogue namespace (src/locales/en/catalogue.json). */
export type CatalogueKey = ParseKeys<'catalogue'>;

// The validation messages the catalogue screens can show, typed against en/catalogue.json so one
// without an English text does not compile; anything else (a newer server) reads "invalid".
const KNOWN: ReadonlySet<string> = new Set<CatalogueKey>([
  KEYS.required,
  KEYS.invalid,
  KEYS.tooLong,
  CATALOGUE.vatRate,
  CATALOGUE.price,
  CATALOGUE.color,
  CATALOGUE.duplicate,
  CATALOGUE.parentCycle,
  CATALOGUE.percentage,
  CATALOGUE.nothingToChange,
  CATALOGUE.defaultOutsideGroups,
  CATALOGUE.imageType,
]);

/** The message key to show for a server or schema message. */
export function validationKey(message: string): CatalogueKey {
  return (KNOWN.has(message) ? message : 'validation.invalid') as CatalogueKey;
}

/**
 * Field errors of a catalogue form: from the domain schema before sending, or from the server's
 * BAD_USER_INPUT after. Only the fields the form shows are kept; `show` says whether any was.
 */
export function useFormErrors(fields: readonly string[]) {
  const { t } = useTranslation('catalogue');
  const [errors, setErrors] = useState<Readonly<Record<string, CatalogueKey>>>({});

  const show = useCallback(
    (list: readonly FieldError[]): boolean => {
      const next: Record<string, CatalogueKey> = {};
      for (const { field, message } of list) {
        if (fields.includes(field)) next[field] ??= validationKey(message);
      }
      setErrors(next);
      return Object.keys(next).length > 0;
    },
    [fields],
  );

  /** Checks `input` with a domain schema: the parsed value, or null with the errors shown. */
  const check = useCallback(
    <S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null => {
      const parsed = schema.safeParse(input);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      show(fieldErrorsFromZod(parsed.error));
      return null;
    },
    [show],
  );

  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  const errorOf = useCallback((field: string) => (errors[field] ? t(errors[field]) : undefined), [errors, t]);

  return { errors, errorOf, show, check, clear };
}

/**
 * The save of a catalogue drawer: check with the domain schema, send, then on success `done`; the
 * server's field errors go under the fields, anything else into an error toast. Resolves true
 * once saved (the drawer then closes).
 */
export function useSaveForm(fields: readonly string[]) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const errors = useFormErrors(fields);
  const { check, show } = errors;
  const save = useCallback(
    async <S extends z.ZodType, R>(
      schema: S,
      input: unknown,
      send: (data: z.output<S>) => Promise<RequestResult<R>>,
      done: (result: R) => Promise<void> | void,
    ): Promise<boolean> => {
      const data = check(schema, input);
      if (data === null) return false;
      const result = await send(data);
      if (result.success) {
        await done(result.data);
        return true;
      }
      if (show(result.fieldErrors)) return false;
      toast.error(
        result.errorCodes.includes('BAD_USER_INPUT')
          ? t('errors.formInvalid')
          : t(errorMessageKey(result.errorCodes), { ns: 'common' }),
      );
      return false;
    },
    [check, show, t, toast],
  );
  return { ...errors, save };
}
