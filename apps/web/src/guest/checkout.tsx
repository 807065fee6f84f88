import type {
  GuestMenuItem,
  GuestOrderInput,
  GuestPaymentMethod,
  GuestQuote,
  GuestVenue,
  OnlineServiceType,
} from '@fika/domain';
import { useRef, useState } from 'react';
import { placeOrder } from './api.ts';
import { basketLines, type Cart, MAX_QUANTITY, setQuantity } from './cart.ts';
import { formatMoney, formatVenueTime } from './format.ts';
import { useI18n } from './i18n.ts';
import { MemberPanel, type MemberSession } from './member.tsx';
import { ErrorNote, errorCode, Field, Money, openStateText, Segment, Spinner } from './parts.tsx';

type QuoteLoad =
  | { status: 'loading' }
  | { status: 'error'; code: string }
  | { status: 'ready'; data: GuestQuote };

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain http on a LAN address has no randomUUID; getRandomValues is everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per checkout of one basket: a double tap, a retry after a lost answer or a reload sends the
 * same key and the server answers with the one order. A changed basket is another checkout.
 */
export function idempotencyKey(slug: string, basket: string): string {
  const storageKey = `fika.guest.checkout.${slug}`;
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as {
      basket: string;
      key: string;
    } | null;
    if (saved && saved.basket === basket && saved.key) return saved.key;
    const key = randomKey();
    sessionStorage.setItem(storageKey, JSON.stringify({ basket, key }));
    return key;
  } catch {
    return randomKey();
  }
}

export function forgetCheckout(slug: string) {
  try {
    sessionStorage.removeItem(`fika.guest.checkout.${slug}`);
  } catch {
    // Nothing kept.
  }
}

const TIP_PERCENTS = [0, 5, 10, 15];

export function Checkout({
  slug,
  venue,
  serviceType,
  table,
  cart,
  setCart,
  quote,
  onRequote,
  promo,
  setPromo,
  member,
  setMember,
  onBack,
  onPlaced,
}: {
  slug: string;
  venue: GuestVenue;
  serviceType: OnlineServiceType;
  table: string | null;
  cart: Cart;
  setCart: (cart: Cart) => void;
  items: ReadonlyMap<string, GuestMenuItem>;
  quote: QuoteLoad | null;
  onRequote: () => void;
  promo: string | null;
  setPromo: (code: string | null) => void;
  member: MemberSession | null;
  setMember: (session: MemberSession | null) => void;
  onBack: () => void;
  onPlaced: (token: string) => void;
}) {
  const { t, language, locale } = useI18n();
  const [promoInput, setPromoInput] = useState(promo ?? '');
  const [name, setName] = useState(member?.member.name ?? '');
  const [email, setEmail] = useState(member?.member.email ?? '');
  const [phone, setPhone] = useState('');
  const [pickupAt, setPickupAt] = useState(venue.pickupSlots[0] ?? '');
  const [payment, setPayment] = useState<GuestPaymentMethod>(venue.payment.card ? 'CARD' : 'COUNTER');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [tipPercent, setTipPercent] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Synchronous guard: two taps in one frame see the same state, not this ref.
  const inFlight = useRef(false);

  const q = quote?.status === 'ready' ? quote.data : null;
  const tipAmount = q && venue.tipsEnabled ? Math.round((q.total * tipPercent) / 100) : 0;
  const money = (amount: number) => <Money amount={amount} currency={venue.currency} />;

  const submit = async () => {
    if (inFlight.current || !q) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    const basket = JSON.stringify(basketLines(cart));
    const input: GuestOrderInput = {
      serviceType,
      lines: basketLines(cart),
      // A code the server did not accept is left out: the guest saw the total without it.
      promoCode: q.promo?.applied ? promo : null,
      tableRef: table,
      idempotencyKey: idempotencyKey(slug, `${basket}|${q.promo?.applied ? promo : ''}`),
      pickupAt,
      customer: { name: name.trim(), email: email.trim() || null, phone: phone.trim() || null },
      payment,
      card:
        payment === 'CARD'
          ? { number: card.number.replace(/\s/g, ''), expiry: card.expiry, cvc: card.cvc }
          : null,
      tipAmount,
      expectedTotal: q.total,
    };
    try {
      const placed = await placeOrder(slug, input, language, member?.token ?? null);
      forgetCheckout(slug);
      onPlaced(placed.token);
    } catch (caught) {
      const code = errorCode(caught);
      setError(code);
      // The server's prices moved: show the new ones before the guest tries again.
      if (code === 'priceChanged' || code.startsWith('promo') || code === 'itemUnavailable') onRequote();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const promoVerdict = q?.promo;
  const canOrder = venue.state.acceptingOrders && venue.pickupSlots.length > 0;
  const pickupLabel = t(`checkout.pickup.${serviceType}`);

  return (
    <main className="g-page g-checkout">
      <div className="g-sheet-top">
        <button type="button" className="g-link" onClick={onBack}>
          {t('checkout.back')}
        </button>
      </div>
      <h1>{t('checkout.title')}</h1>
      {!venue.state.acceptingOrders && (
        <p className="g-error" role="alert">
          {openStateText(venue, t, locale)}
        </p>
      )}
      <section className="g-card" aria-labelledby="g-cart-title">
        <h2 id="g-cart-title">{t('cart.title')}</h2>
        {cart.lines.length === 0 && <p>{t('cart.empty')}</p>}
        <ul className="g-lines">
          {cart.lines.map((line, index) => {
            const priced = q?.lines[index];
            return (
              <li key={line.key} className="g-line">
                <div className="g-line-text">
                  <span className="g-item-name">{line.name}</span>
                  {line.modificationNames.length > 0 && (
                    <span className="g-dim">{line.modificationNames.join(', ')}</span>
                  )}
                  {priced && priced.discount > 0 && (
                    <span className="g-discount">
                      {priced.discountNames.join(', ')} −{money(priced.discount)}
                    </span>
                  )}
                </div>
                <fieldset className="g-stepper">
                  <legend className="g-visually-hidden">{t('cart.quantityOf', { name: line.name })}</legend>
                  <button
                    type="button"
                    className="g-icon-button"
                    aria-label={line.quantity === 1 ? t('cart.remove', { name: line.name }) : t('item.less')}
                    onClick={() => setCart(setQuantity(cart, line.key, line.quantity - 1))}
                  >
                    −
                  </button>
                  <output>{line.quantity}</output>
                  <button
                    type="button"
                    className="g-icon-button"
                    aria-label={t('item.more')}
                    disabled={line.quantity >= MAX_QUANTITY}
                    onClick={() => setCart(setQuantity(cart, line.key, line.quantity + 1))}
                  >
                    +
                  </button>
                </fieldset>
                <span className="g-line-total">
                  {priced ? money(priced.net) : money(line.unitPrice * line.quantity)}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="g-card" aria-labelledby="g-promo-title">
        <h2 id="g-promo-title">{t('promo.title')}</h2>
        <form
          className="g-inline"
          onSubmit={(event) => {
            event.preventDefault();
            const code = promoInput.trim().toUpperCase();
            setPromo(code || null);
          }}
        >
          <label className="g-field g-grow">
            <span className="g-visually-hidden">{t('promo.title')}</span>
            <input
              value={promoInput}
              maxLength={32}
              autoCapitalize="characters"
              autoComplete="off"
              placeholder={t('promo.placeholder')}
              onChange={(event) => setPromoInput(event.target.value)}
            />
          </label>
          <button type="submit" className="g-button g-secondary">
            {t('promo.apply')}
          </button>
        </form>
        {promo && promoVerdict && (
          <p role="status" className={promoVerdict.applied ? 'g-ok' : 'g-invalid'}>
            {promoVerdict.applied
              ? t('promo.applied', {
                  code: promoVerdict.code,
                  title: promoVerdict.title ?? promoVerdict.code,
                })
              : t(`errors.${promoVerdict.errorCode ?? 'promoUnknown'}`)}
            {promoVerdict.applied && (
              <>
                {' '}
                <button
                  type="button"
                  className="g-link"
                  onClick={() => {
                    setPromo(null);
                    setPromoInput('');
                  }}
                >
                  {t('promo.remove')}
                </button>
              </>
            )}
          </p>
        )}
      </section>

      <MemberPanel slug={slug} member={member} setMember={setMember} />

      <form
        className="g-card"
        aria-labelledby="g-details-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id="g-details-title">{t('checkout.details')}</h2>
        {venue.pickupSlots.length > 0 ? (
          <label className="g-field">
            <span>{pickupLabel}</span>
            <select value={pickupAt} onChange={(event) => setPickupAt(event.target.value)} required>
              {venue.pickupSlots.map((slot, index) => (
                <option key={slot} value={slot}>
                  {index === 0
                    ? t('checkout.asap', { time: formatVenueTime(slot, venue.timezone, locale) })
                    : formatVenueTime(slot, venue.timezone, locale)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="g-invalid">{t('checkout.noSlots')}</p>
        )}
        <Field
          label={t('checkout.name')}
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onValue={setName}
        />
        <Field
          label={t('checkout.emailOptional')}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onValue={setEmail}
        />
        <Field
          label={t('checkout.phoneOptional')}
          type="tel"
          autoComplete="tel"
          maxLength={30}
          value={phone}
          onValue={setPhone}
        />

        {venue.tipsEnabled && q && (
          <fieldset className="g-segments">
            <legend>{t('checkout.tip')}</legend>
            {TIP_PERCENTS.map((percent) => (
              <Segment
                key={percent}
                name="tip"
                checked={percent === tipPercent}
                onChoose={() => setTipPercent(percent)}
              >
                {percent === 0 ? t('checkout.noTip') : `${percent} %`}
              </Segment>
            ))}
          </fieldset>
        )}

        <fieldset className="g-segments">
          <legend>{t('checkout.payment')}</legend>
          {venue.payment.card && (
            <Segment name="payment" checked={payment === 'CARD'} onChoose={() => setPayment('CARD')}>
              {t('checkout.card')}
            </Segment>
          )}
          {venue.payment.counter && (
            <Segment name="payment" checked={payment === 'COUNTER'} onChoose={() => setPayment('COUNTER')}>
              {t('checkout.counter')}
            </Segment>
          )}
        </fieldset>
        {payment === 'CARD' && (
          <div className="g-sandbox">
            <p className="g-sandbox-label">
              <strong>{t('card.sandbox')}</strong> {t('card.hint')}
            </p>
            <Field
              label={t('card.number')}
              inputMode="numeric"
              autoComplete="cc-number"
              required
              maxLength={23}
              value={card.number}
              onValue={(value) => setCard({ ...card, number: value })}
            />
            <div className="g-inline">
              <Field
                label={t('card.expiry')}
                className="g-grow"
                autoComplete="cc-exp"
                placeholder={t('card.expiryPlaceholder')}
                required
                maxLength={7}
                value={card.expiry}
                onValue={(value) => setCard({ ...card, expiry: value })}
              />
              <Field
                label={t('card.cvc')}
                className="g-grow"
                inputMode="numeric"
                autoComplete="cc-csc"
                required
                maxLength={4}
                value={card.cvc}
                onValue={(value) => setCard({ ...card, cvc: value })}
              />
            </div>
          </div>
        )}

        <dl className="g-sums" aria-live="polite">
          {quote?.status === 'loading' && <Spinner label={t('cart.pricing')} />}
          {quote?.status === 'error' && <ErrorNote code={quote.code} onRetry={onRequote} />}
          {q && (
            <>
              <div>
                <dt>{t('cart.subtotal')}</dt>
                <dd>{money(q.subtotal)}</dd>
              </div>
              {q.discountTotal > 0 && (
                <div>
                  <dt>{t('cart.discounts')}</dt>
                  <dd>−{money(q.discountTotal)}</dd>
                </div>
              )}
              {tipAmount > 0 && (
                <div>
                  <dt>{t('checkout.tip')}</dt>
                  <dd>{money(tipAmount)}</dd>
                </div>
              )}
              <div className="g-total">
                <dt>{t('cart.total')}</dt>
                <dd>{money(q.total + tipAmount)}</dd>
              </div>
              <div className="g-dim">
                <dt>{t('cart.vatIncluded')}</dt>
                <dd>{money(q.vatTotal)}</dd>
              </div>
              {!q.meetsMinimum && (
                <p className="g-invalid">
                  {t('cart.minimum', { amount: formatMoney(q.minOrderAmount, venue.currency, locale) })}
                </p>
              )}
            </>
          )}
        </dl>
        {error && <ErrorNote code={error} />}
        <button
          type="submit"
          className="g-button g-primary g-wide"
          disabled={!q?.meetsMinimum || !canOrder || cart.lines.length === 0}
          aria-busy={submitting}
        >
          {submitting
            ? t('checkout.sending')
            : payment === 'CARD'
              ? t('checkout.pay')
              : t('checkout.placeOrder')}
          {q && !submitting && <> · {money(q.total + tipAmount)}</>}
        </button>
      </form>
    </main>
  );
}
