// Small shared pieces of the guest page.
import type { GuestVenue } from '@fika/domain';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { formatMoney, formatVenueTime } from './format.ts';
import { type T, useI18n } from './i18n.ts';

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

export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { locale } = useI18n();
  return <span className="g-money">{formatMoney(amount, currency, locale)}</span>;
}

/** "Open until 22:00", "Closed – opens Tue 07:00", "Paused until 14:30". */
export function openStateText(venue: GuestVenue, t: T, locale: string): string {
  const time = (iso: string) => formatVenueTime(iso, venue.timezone, locale);
  const s = venue.state;
  if (s.pausedUntil && new Date(s.pausedUntil) > new Date())
    return t('state.paused', { time: time(s.pausedUntil) });
  if (s.open && !s.acceptingOrders) return t('state.notTaking');
  if (s.open) return s.closesAt ? t('state.openUntil', { time: time(s.closesAt) }) : t('state.open');
  return s.opensAt ? t('state.closedOpens', { time: time(s.opensAt) }) : t('state.closed');
}
