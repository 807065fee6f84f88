// Small shared pieces of the guest page.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useI18n } from './i18n.ts';

export function Spinner({ label }: { label: string }) {
  return (
    <div className="g-loading" role="status" aria-live="polite">
      <span className="g-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A translated API error (`errors.<code>`), with a retry when one can help. */
export function ErrorNote({ code, onRetry }: { code: string; onRetry?: (() => void) | undefined }) {
  const { t } = useI18n();
  const text = t(`errors.${code}`);
  return (
    <div className="g-error" role="alert">
      <p>{text === `errors.${code}` ? t('errors.unknown') : text}</p>
      {onRetry && (
        <button type="button" className="g-button g-secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

export const errorCode = (caught: unknown): string =>
  caught && typeof caught === 'object' && 'code' in caught && typeof caught.code === 'string'
    ? caught.code
    : 'unknown';

/** A labelled text input of the page's forms (the label above, a 48 px tall field). */
export function Field({
  label,
  value,
  onValue,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <label className={className ? `g-field ${className}` : 'g-field'}>
      <span>{label}</span>
      <input {...input} value={value} onChange={(event) => onValue(event.target.value)} />
    </label>
  );
}

/** One choice of a segmented radio group (service type, tip, payment): a big pill to tap. */
export function Segment({
  name,
  checked,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className={checked ? 'g-segment g-active' : 'g-segment'}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      {children}
    </label>
  );
}
