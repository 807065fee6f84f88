import { PASSWORD_MIN_LENGTH, passwordChecklist } from '@fika/domain';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthKey } from './auth-messages.ts';
import './auth.css';

const joinIds = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface FieldShellProps {
  label: string;
  hint?: ReactNode;
  /** Key of the message shown under the field; marks the control invalid. */
  error?: AuthKey | undefined;
  optional?: boolean;
  /** Ids of extra descriptions (a password checklist, say). */
  describedBy?: string;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** Label, hint, control and error of one field, wired together for screen readers. */
export function FieldShell({ label, hint, error, optional, describedBy, children }: FieldShellProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="auth-optional"> {t('common.optional')}</span>}
      </label>
      {hint && (
        <p id={hintId} className="auth-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': joinIds(hint ? hintId : undefined, describedBy, error && errorId),
      })}
      {error && (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<FieldShellProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
    name: string;
    value: string;
    onValue: (value: string) => void;
  };

/** A labelled text input; `error` is the key of its message. */
export function TextField({
  label,
  hint,
  error,
  optional,
  describedBy,
  value,
  onValue,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional} describedBy={describedBy}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          value={value}
          required={!optional}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<FieldShellProps, 'children'> & {
  name: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown as an empty first choice when nothing is chosen yet. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
};

/** A labelled select. */
export function SelectField({
  label,
  hint,
  error,
  optional,
  name,
  value,
  onValue,
  placeholder,
  options,
  autoComplete,
}: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          required={!optional}
          autoComplete={autoComplete}
          onChange={(event) => onValue(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The form-level message: announced at once, and named by the form's aria-describedby. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} className="form-error" role="alert">
      {children}
    </div>
  );
}

/** A success or information message that screen readers announce politely. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="notice" role="status">
      {children}
    </div>
  );
}

/** False in the prerendered HTML and the first client render, true once React has hydrated. */
export function useHydrated(): boolean {
  // The server snapshot is used for the HTML and while hydrating; a client-only render is true at once.
  return useSyncExternalStore(noSubscription, isClient, isServer);
}

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * The submit button. Disabled until hydration: a native submit of the prerendered form would put
 * the password in the URL. While a request is under way it stays focusable but does nothing.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="button button-primary auth-submit"
      disabled={!hydrated}
      aria-disabled={busy || undefined}
    >
      {busy ? t('common.sending') : children}
    </button>
  );
}

/** The §5 password rule as a checklist that follows what the user types. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  const met = passwordChecklist(password);
  const rules = [
    {
      key: 'minLength',
      met: met.minLength,
      text: t('passwordRules.minLength', { min: PASSWORD_MIN_LENGTH }),
    },
    { key: 'letter', met: met.letter, text: t('passwordRules.letter') },
    { key: 'characters', met: met.characters, text: t('passwordRules.characters') },
  ];
  return (
    <div id={id} className="auth-rules">
      <p className="auth-hint">{t('register.passwordHint')}</p>
      <ul>
        {rules.map((rule) => (
          <li key={rule.key} data-met={rule.met}>
            <span className="auth-rule-mark" aria-hidden="true">
              {rule.met ? '✓' : '•'}
            </span>
            {rule.text}
            <span className="auth-visually-hidden">
              {' '}
              ({rule.met ? t('passwordRules.met') : t('passwordRules.notMet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Moves focus to the first invalid control after a failed submit, so keyboard and screen-reader
 * users land on what needs fixing. Call `request()` once the errors are set.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [ticket, setTicket] = useState(0);
  useEffect(() => {
    if (ticket === 0) return; // Nothing submitted yet.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [ticket, formRef]);
  return () => setTicket((n) => n + 1);
}
