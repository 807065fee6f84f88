import { VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import type { Namespace, ParseKeys } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../lib/i18n.ts';
import type { FieldError, RequestFailure, RequestResult } from '../lib/request.ts';
import { useToast } from './toasts.tsx';

/** Any namespace of src/locales: each area words its forms' messages in its own. */
export type FormNamespace = Extract<Namespace, string>;

/**
 * What a form checks its input with: a domain schema. Structural, so a full zod schema, a
 * zod/mini one or a hand-written check all fit; issues name the field by path.
 */
export interface FormSchema<T = unknown> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** What a {@link FormSchema} gives when the input passes. */
export type FormOutput<S> = S extends FormSchema<infer T> ? T : never;

/** How one area's forms word their messages: written once per area, next to its schemas. */
export interface FormMessages<N extends FormNamespace = FormNamespace> {
  ns: N;
  /**
   * The schema and server messages with a text in `ns`; typed against en/<ns>.json at the call
   * site, so one without an English text does not compile. Anything else (a newer server) reads
   * "invalid".
   */
  known: ReadonlySet<string>;
  /** The toast when the server refused the input (BAD_USER_INPUT). */
  invalid: ParseKeys<N> & string;
  /** Toast `invalid` also when the server's field errors are shown under the fields. */
  toastShownErrors?: boolean;
}

/** Options of one {@link FormSubmit.submit}. */
export interface SubmitOptions<S extends FormSchema, R> {
  /** The domain schema the server checks too: nothing is sent until it passes. */
  schema: S;
  input: unknown;
  send: (data: FormOutput<S>) => Promise<RequestResult<R>>;
  /** Runs after a successful save, before the `saved` toast. */
  onSuccess?: (result: R, data: FormOutput<S>) => void | Promise<void>;
  /** The success toast, if the form shows one (from the sent data, e.g. to name the record). */
  saved?: string | ((data: FormOutput<S>) => string);
  /** The toast of a failure with no field error to show, when the area has its own words for it. */
  failed?: (failure: RequestFailure) => string | undefined;
}

/** What {@link useFormSubmit} gives a form. */
export interface FormSubmit {
  /** Checks, sends and reports: true when saved, false with the problems shown otherwise. */
  submit: <S extends FormSchema, R>(options: SubmitOptions<S, R>) => Promise<boolean>;
  /** Checks `input` with a domain schema: the parsed value, or null with the errors shown. */
  check: <S extends FormSchema>(schema: S, input: unknown) => FormOutput<S> | null;
  /** Shows field errors (the server's, say); true when any of them is on a field the form has. */
  show: (list: readonly FieldError[]) => boolean;
  /** The translated message of a field path ('modifications.0.price'), for Mantine's `error`. */
  errorOf: (field: string) => string | undefined;
  /** Drops a field's message once the user changes it. */
  clearError: (field: string) => void;
  /** Drops every message (a new record was loaded, the form was reset). */
  reset: () => void;
  /** True while a submit is on its way. */
  busy: boolean;
  /** Put on the <form>: after errors are shown, the first invalid control gets the focus. */
  formRef: React.RefObject<HTMLFormElement | null>;
}

/**
 * The submit flow of every form: domain schema first (errors under the fields), then the server;
 * its field errors go under the same fields, anything else into an error toast. What the user
 * typed is never cleared. With `fields`, only those are shown under fields; an error on any other
 * is reported as a whole.
 */
export function useFormSubmit<N extends FormNamespace>(
  messages: FormMessages<N>,
  fields?: readonly string[],
): FormSubmit {
  const { ns, known, invalid, toastShownErrors = false } = messages;
  const { t } = useTranslation(ns);
  const toast = useToast();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTicket, setFocusTicket] = useState(0);

  useEffect(() => {
    if (focusTicket === 0) return; // Nothing shown yet.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTicket]);

  const show = useCallback(
    (list: readonly FieldError[]): boolean => {
      const next: Record<string, string> = {};
      for (const { field, message } of list) {
        if (fields && !fields.includes(field)) continue;
        next[field] ??= known.has(message) ? message : VALIDATION_MESSAGE_KEYS.invalid;
      }
      setErrors(next);
      const any = Object.keys(next).length > 0;
      if (any) setFocusTicket((n) => n + 1);
      return any;
    },
    [fields, known],
  );

  const check = useCallback(
    <S extends FormSchema>(schema: S, input: unknown): FormOutput<S> | null => {
      const parsed = schema.safeParse(input);
      if (parsed.success) {
        setErrors({});
        return parsed.data as FormOutput<S>;
      }
      show(
        parsed.error.issues.map((issue) => ({
          field: issue.path.map(String).join('.'),
          message: issue.message,
        })),
      );
      return null;
    },
    [show],
  );

  // The namespace's own keys; `t` of a generic namespace does not narrow, hence the one cast.
  const translate = t as unknown as (key: string, options?: { ns: 'common' }) => string;

  const submit = useCallback(
    async <S extends FormSchema, R>({
      schema,
      input,
      send,
      onSuccess,
      saved,
      failed,
    }: SubmitOptions<S, R>) => {
      if (sending.current) return false;
      const data = check(schema, input);
      if (data === null) return false;
      sending.current = true;
      setBusy(true);
      try {
        const result = await send(data);
        if (result.success) {
          await onSuccess?.(result.data, data);
          if (saved) toast.success(typeof saved === 'string' ? saved : saved(data));
          return true;
        }
        if (show(result.fieldErrors)) {
          if (toastShownErrors) toast.error(translate(invalid));
          return false;
        }
        toast.error(
          failed?.(result) ??
            (result.errorCodes.includes('BAD_USER_INPUT')
              ? translate(invalid)
              : translate(errorMessageKey(result.errorCodes), { ns: 'common' })),
        );
        return false;
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [check, show, invalid, toastShownErrors, translate, toast],
  );

  const errorOf = useCallback(
    (field: string) => (errors[field] ? translate(errors[field]) : undefined),
    [errors, translate],
  );
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
  return { submit, check, show, errorOf, clearError, reset, busy, formRef };
}
