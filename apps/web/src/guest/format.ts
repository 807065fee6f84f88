// Money and times as the guest reads them: their language, the venue's country, currency and time zone.

const digitsCache = new Map<string, number>();
/** How many minor units a currency has (SEK 2, JPY 0), as Intl knows it. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits ?? 2);
  }
  return digits ?? 2;
}

/** Minor units → "45,00 kr" / "SEK 45.00" / "٤٥٫٠٠ SEK". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

const dayKey = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** "22:00" today in the venue's zone, "Tue 07:00" on another day. */
export function formatVenueTime(iso: string, timeZone: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = dayKey(at, timeZone) === dayKey(now, timeZone);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(sameDay ? {} : { weekday: 'short' }),
  }).format(at);
}
