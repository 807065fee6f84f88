import type { GuestOrderStatus, GuestOrderView } from '@fika/domain';
import { useEffect, useState } from 'react';
import { fetchOrder, fetchVenue, orderEventsUrl } from './api.ts';
import { formatVenueTime } from './format.ts';
import { useI18n } from './i18n.ts';
import { ErrorNote, errorCode, Money, Spinner } from './parts.tsx';
import { guestPath, type Navigate } from './routes.ts';

const STEPS: GuestOrderStatus[] = ['PENDING', 'ACCEPTED', 'READY'];
const FINAL: GuestOrderStatus[] = ['COMPLETED', 'REJECTED', 'CANCELLED'];
const POLL_MS = 5000;

/**
 * The order as it goes: server-sent events while the connection holds, polling when it does not
 * (a proxy that buffers, a phone that went to sleep), until the order is done.
 */
export function useOrder(token: string, language: string) {
  const [order, setOrder] = useState<GuestOrderView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt.
  useEffect(() => {
    let current = true;
    let events: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const apply = (next: GuestOrderView) => {
      if (!current) return;
      setOrder(next);
      setError(null);
      if (FINAL.includes(next.status)) {
        done = true;
        events?.close();
        clearTimeout(timer);
      }
    };
    const poll = () => {
      if (done || !current) return;
      fetchOrder(token, language)
        .then(apply)
        .catch((caught: unknown) => {
          if (current) setError(errorCode(caught));
        })
        .finally(() => {
          if (current && !done && !events) timer = setTimeout(poll, POLL_MS);
        });
    };
    poll();
    if (typeof EventSource === 'function') {
      events = new EventSource(orderEventsUrl(token, language));
      const onMessage = (event: MessageEvent<string>) => {
        try {
          const data = JSON.parse(event.data) as Partial<GuestOrderView> & { status?: GuestOrderStatus };
          if (data.orderNumber !== undefined) apply(data as GuestOrderView);
          else if (data.status)
            setOrder((previous) =>
              previous ? { ...previous, status: data.status as GuestOrderStatus } : previous,
            );
          if (data.status && FINAL.includes(data.status)) {
            done = true;
            events?.close();
          }
        } catch {
          // A comment or keep-alive line: nothing to show.
        }
      };
      events.addEventListener('message', onMessage);
      events.addEventListener('status', onMessage as EventListener);
      events.onerror = () => {
        // The stream broke: fall back to polling (EventSource would retry on its own, but some
        // networks never deliver; polling always does).
        events?.close();
        events = null;
        clearTimeout(timer);
        if (current && !done) timer = setTimeout(poll, POLL_MS);
      };
    }
    return () => {
      current = false;
      events?.close();
      clearTimeout(timer);
    };
  }, [token, language, attempt]);

  return { order, error, retry: () => setAttempt((n) => n + 1) };
}

/** …/order/{slug}/status/{token}: the order's number and status, live. */
export function StatusPage({
  token,
  slug,
  segment,
  navigate,
  onCountry,
}: {
  token: string;
  slug: string;
  segment: string;
  navigate: Navigate;
  onCountry: (country: string) => void;
}) {
  const { t, language, locale } = useI18n();
  const { order, error, retry } = useOrder(token, language);
  // The venue's time zone and country for the pickup time (the guest's phone may be elsewhere).
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetchVenue(slug, null, language)
      .then((venue) => {
        if (!current) return;
        setTimeZone(venue.timezone);
        onCountry(venue.country);
      })
      .catch(() => {
        // Without the venue, the phone's own zone: the status still shows.
      });
    return () => {
      current = false;
    };
  }, [slug, language, onCountry]);

  useEffect(() => {
    document.title = t('status.title');
  }, [t]);

  if (!order)
    return (
      <main className="g-page g-center">
        {error ? <ErrorNote code={error} onRetry={retry} /> : <Spinner label={t('loading')} />}
      </main>
    );

  const stepIndex = STEPS.indexOf(order.status);
  const money = (amount: number) => <Money amount={amount} currency={order.currency} />;
  return (
    <main className="g-page g-status">
      <p className="g-dim">{order.venueName}</p>
      <h1>{t('status.orderNumber', { number: order.orderNumber })}</h1>
      <p className="g-status-now" role="status" aria-live="polite" data-status={order.status}>
        {t(`status.${order.status}`)}
      </p>
      {stepIndex >= 0 || order.status === 'COMPLETED' ? (
        <ol className="g-steps">
          {STEPS.map((step, index) => (
            <li
              key={step}
              className={order.status === 'COMPLETED' || index <= stepIndex ? 'g-step g-step-done' : 'g-step'}
              aria-current={index === stepIndex ? 'step' : undefined}
            >
              {t(`status.step.${step}`)}
            </li>
          ))}
        </ol>
      ) : null}
      <section className="g-card">
        {order.tableCode && <p>{t('service.atTable', { code: order.tableCode })}</p>}
        {order.pickupAt && (
          <p>
            {t(`checkout.pickup.${order.serviceType}`)}:{' '}
            <strong>
              {formatVenueTime(
                order.pickupAt,
                timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
                locale,
              )}
            </strong>
          </p>
        )}
        <ul className="g-lines">
          {order.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move.
            <li key={index} className="g-line">
              <div className="g-line-text">
                <span>
                  {line.quantity} × {line.name}
                </span>
                {line.modifications.length > 0 && (
                  <span className="g-dim">{line.modifications.join(', ')}</span>
                )}
              </div>
              <span className="g-line-total">{money(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="g-sums">
          {order.discountTotal > 0 && (
            <div>
              <dt>{t('cart.discounts')}</dt>
              <dd>−{money(order.discountTotal)}</dd>
            </div>
          )}
          {order.tipAmount > 0 && (
            <div>
              <dt>{t('checkout.tip')}</dt>
              <dd>{money(order.tipAmount)}</dd>
            </div>
          )}
          <div className="g-total">
            <dt>{t('cart.total')}</dt>
            <dd>{money(order.total + order.tipAmount)}</dd>
          </div>
        </dl>
        <p className="g-dim">
          {order.payment === 'CARD' ? t('status.paidByCard') : t('status.payAtCounter')}
        </p>
      </section>
      <button
        type="button"
        className="g-button g-secondary g-wide"
        onClick={() => navigate(guestPath(segment, encodeURIComponent(slug)))}
      >
        {t('status.orderMore')}
      </button>
    </main>
  );
}
