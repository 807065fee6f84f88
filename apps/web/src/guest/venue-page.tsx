import type { GuestMenu, GuestMenuItem, GuestQuote, GuestVenue, OnlineServiceType } from '@fika/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchMenu, fetchQuote, fetchVenue } from './api.ts';
import { addToCart, basketLines, type Cart, itemCount, loadCart, reconcileCart, saveCart } from './cart.ts';
import { Checkout } from './checkout.tsx';
import { useI18n } from './i18n.ts';
import { ItemSheet } from './item-sheet.tsx';
import { loadMemberSession, type MemberSession } from './member.tsx';
import { ErrorNote, errorCode, Money, openStateText, Segment, Spinner } from './parts.tsx';
import { guestPath, type Navigate } from './routes.ts';

type Load<T> = { status: 'loading' } | { status: 'error'; code: string } | { status: 'ready'; data: T };

const serviceKey = (slug: string) => `fika.guest.service.${slug}`;

export interface PromoState {
  code: string;
}

/** /order/{slug}: the venue's head, the menu of the chosen service type, the cart and the checkout. */
export function VenuePage({
  slug,
  table,
  segment,
  navigate,
  onCountry,
}: {
  slug: string;
  table: string | null;
  segment: string;
  navigate: Navigate;
  onCountry: (country: string) => void;
}) {
  const { t, language } = useI18n();
  const [venue, setVenue] = useState<Load<GuestVenue>>({ status: 'loading' });
  const [venueAttempt, setVenueAttempt] = useState(0);
  const [serviceType, setServiceType] = useState<OnlineServiceType | null>(null);
  const [menu, setMenu] = useState<Load<GuestMenu>>({ status: 'loading' });
  const [menuAttempt, setMenuAttempt] = useState(0);
  const [cart, setCartState] = useState<Cart>(() => loadCart(slug));
  const [sheet, setSheet] = useState<GuestMenuItem | null>(null);
  const [view, setView] = useState<'menu' | 'checkout'>('menu');
  const [promo, setPromo] = useState<string | null>(null);
  const [member, setMember] = useState<MemberSession | null>(() => loadMemberSession(slug));
  const [quote, setQuote] = useState<Load<GuestQuote> | null>(null);
  const [quoteAttempt, setQuoteAttempt] = useState(0);
  const [added, setAdded] = useState<string | null>(null);

  const setCart = useCallback(
    (next: Cart) => {
      setCartState(next);
      saveCart(slug, next);
    },
    [slug],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt.
  useEffect(() => {
    let current = true;
    setVenue({ status: 'loading' });
    fetchVenue(slug, table, language)
      .then((data) => {
        if (!current) return;
        setVenue({ status: 'ready', data });
        onCountry(data.country);
        document.title = data.name;
        let saved: string | null = null;
        try {
          saved = sessionStorage.getItem(serviceKey(slug));
        } catch {
          saved = null;
        }
        const offered = data.serviceTypes;
        const choice: OnlineServiceType | undefined =
          data.table && offered.includes('TABLE_SERVICE')
            ? 'TABLE_SERVICE'
            : (offered.find((type) => type === saved && type !== 'TABLE_SERVICE') ??
              offered.find((type) => type !== 'TABLE_SERVICE') ??
              offered[0]);
        setServiceType(choice ?? null);
      })
      .catch((caught: unknown) => {
        if (current) setVenue({ status: 'error', code: errorCode(caught) });
      });
    return () => {
      current = false;
    };
  }, [slug, table, language, venueAttempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt.
  useEffect(() => {
    if (!serviceType) return;
    let current = true;
    setMenu({ status: 'loading' });
    fetchMenu(slug, serviceType, language)
      .then((data) => {
        if (!current) return;
        setMenu({ status: 'ready', data });
        const items = new Map(
          data.categories.flatMap((c) => c.items.map((item) => [item.id, item] as const)),
        );
        setCartState((previous) => {
          const next = reconcileCart(previous, items);
          if (next.lines.length !== previous.lines.length) saveCart(slug, next);
          return next;
        });
      })
      .catch((caught: unknown) => {
        if (current) setMenu({ status: 'error', code: errorCode(caught) });
      });
    return () => {
      current = false;
    };
  }, [slug, serviceType, language, menuAttempt]);

  // The server prices the basket (offers, member level, promo code): every sum shown comes from here.
  const basket = JSON.stringify(basketLines(cart));
  const memberToken = member?.token ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: basket is the cart's content as text.
  useEffect(() => {
    if (!serviceType || cart.lines.length === 0) {
      setQuote(null);
      return;
    }
    let current = true;
    setQuote((previous) => (previous?.status === 'ready' ? previous : { status: 'loading' }));
    const timer = setTimeout(() => {
      fetchQuote(
        slug,
        { serviceType, lines: basketLines(cart), promoCode: promo, tableRef: table },
        language,
        memberToken,
      )
        .then((data) => {
          if (current) setQuote({ status: 'ready', data });
        })
        .catch((caught: unknown) => {
          if (current) setQuote({ status: 'error', code: errorCode(caught) });
        });
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug, serviceType, basket, promo, table, language, memberToken, quoteAttempt]);

  const items = useMemo(
    () =>
      new Map(
        menu.status === 'ready'
          ? menu.data.categories.flatMap((c) => c.items.map((item) => [item.id, item] as const))
          : [],
      ),
    [menu],
  );

  const add = (item: GuestMenuItem, chosen: string[], quantity: number) => {
    setCart(addToCart(cart, item, chosen, quantity));
    setAdded(t('menu.added', { name: item.name }));
  };

  const chooseService = (type: OnlineServiceType) => {
    setServiceType(type);
    try {
      sessionStorage.setItem(serviceKey(slug), type);
    } catch {
      // No storage: the choice holds for this page.
    }
  };

  if (venue.status === 'loading')
    return (
      <main className="g-page g-center">
        <Spinner label={t('loading')} />
      </main>
    );
  if (venue.status === 'error')
    return (
      <main className="g-page g-center">
        <ErrorNote
          code={venue.code}
          onRetry={
            venue.code === 'offline' || venue.code === 'unknown'
              ? () => setVenueAttempt((n) => n + 1)
              : undefined
          }
        />
      </main>
    );
  const v = venue.data;
  const count = itemCount(cart);
  const quoteData = quote?.status === 'ready' ? quote.data : null;

  if (view === 'checkout' && serviceType)
    return (
      <Checkout
        slug={slug}
        venue={v}
        serviceType={serviceType}
        table={table}
        cart={cart}
        setCart={setCart}
        items={items}
        quote={quote}
        onRequote={() => setQuoteAttempt((n) => n + 1)}
        promo={promo}
        setPromo={setPromo}
        member={member}
        setMember={setMember}
        onBack={() => setView('menu')}
        onPlaced={(token) => {
          setCart({ lines: [] });
          setPromo(null);
          navigate(guestPath(segment, `${encodeURIComponent(slug)}/status/${encodeURIComponent(token)}`));
        }}
      />
    );

  return (
    <>
      <main className="g-page g-has-bar">
        <VenueHead venue={v} />
        {v.serviceTypes.length > 0 && serviceType && (
          <ServiceChoice venue={v} value={serviceType} onChange={chooseService} />
        )}
        {menu.status === 'loading' && <Spinner label={t('menu.loading')} />}
        {menu.status === 'error' && (
          <ErrorNote code={menu.code} onRetry={() => setMenuAttempt((n) => n + 1)} />
        )}
        {menu.status === 'ready' && <MenuList menu={menu.data} currency={v.currency} onOpen={setSheet} />}
      </main>
      <p className="g-visually-hidden" role="status" aria-live="polite">
        {added}
      </p>
      {count > 0 && (
        <div className="g-bar">
          <button
            type="button"
            className="g-button g-primary g-bar-button"
            onClick={() => setView('checkout')}
          >
            <span className="g-bar-count">{t('cart.items', { count })}</span>
            <span>{t('cart.view')}</span>
            <span>
              {quoteData ? (
                <Money amount={quoteData.total} currency={v.currency} />
              ) : (
                <span className="g-dim">…</span>
              )}
            </span>
          </button>
        </div>
      )}
      {sheet && (
        <ItemSheet
          item={sheet}
          currency={v.currency}
          items={items}
          onClose={() => setSheet(null)}
          onAdd={(chosen, quantity) => add(sheet, chosen, quantity)}
          onOpenItem={setSheet}
        />
      )}
    </>
  );
}

function VenueHead({ venue }: { venue: GuestVenue }) {
  const { t, locale } = useI18n();
  const state = openStateText(venue, t, locale);
  return (
    <header className="g-head">
      {venue.imageUrl && (
        <img className="g-hero" src={venue.imageUrl} alt="" width={800} height={300} fetchPriority="high" />
      )}
      <div className="g-head-text">
        {venue.logoUrl && <img className="g-logo" src={venue.logoUrl} alt="" width={48} height={48} />}
        <div>
          <h1>{venue.name}</h1>
          <p className={`g-state ${venue.state.acceptingOrders ? 'g-open' : 'g-closed'}`}>{state}</p>
        </div>
      </div>
      {venue.description && <p className="g-description">{venue.description}</p>}
      {venue.table && <p className="g-table">{t('service.atTable', { code: venue.table.code })}</p>}
    </header>
  );
}

function ServiceChoice({
  venue,
  value,
  onChange,
}: {
  venue: GuestVenue;
  value: OnlineServiceType;
  onChange: (type: OnlineServiceType) => void;
}) {
  const { t } = useI18n();
  // Table service needs a table: it is offered when the page came from a table's QR code.
  const types = venue.serviceTypes.filter((type) => type !== 'TABLE_SERVICE' || venue.table);
  if (types.length < 2) return null;
  return (
    <fieldset className="g-segments">
      <legend className="g-visually-hidden">{t('service.label')}</legend>
      {types.map((type) => (
        <Segment key={type} name="service-type" checked={type === value} onChoose={() => onChange(type)}>
          {t(`service.${type}`)}
        </Segment>
      ))}
    </fieldset>
  );
}

function MenuList({
  menu,
  currency,
  onOpen,
}: {
  menu: GuestMenu;
  currency: string;
  onOpen: (item: GuestMenuItem) => void;
}) {
  const { t } = useI18n();
  const categories = menu.categories.filter((c) => c.items.length > 0);
  if (categories.length === 0) return <p className="g-empty">{t('menu.empty')}</p>;
  return (
    <>
      {categories.length > 1 && (
        <nav className="g-cats" aria-label={t('menu.categories')}>
          {categories.map((c) => (
            <a key={c.id} href={`#c-${c.id}`}>
              {c.name}
            </a>
          ))}
        </nav>
      )}
      {categories.map((category) => (
        <section
          key={category.id}
          id={`c-${category.id}`}
          className="g-cat"
          aria-labelledby={`h-${category.id}`}
        >
          <h2 id={`h-${category.id}`}>{category.name}</h2>
          <ul className="g-items">
            {category.items.map((item) => (
              <li key={item.id}>
                <button type="button" className="g-item" onClick={() => onOpen(item)}>
                  <span className="g-item-text">
                    <span className="g-item-name">{item.name}</span>
                    {item.description && <span className="g-item-desc">{item.description}</span>}
                    <Money amount={item.price} currency={currency} />
                  </span>
                  {item.imageUrl && (
                    <img src={item.imageUrl} alt="" width={88} height={88} loading="lazy" decoding="async" />
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
