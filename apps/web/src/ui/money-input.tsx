import { isValidMinorAmount, MAX_MINOR_AMOUNT, minorToDecimal, parseMoney } from '@fika/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../lib/company.tsx';
import { useFormats } from './use-formats.ts';

/** How a locale writes amounts of a currency: its decimal separator and where the symbol goes. */
export interface MoneyFormat {
  decimalSeparator: string;
  symbol: string;
  symbolFirst: boolean;
}

const formats = new Map<string, MoneyFormat>();

/** The decimal separator and currency symbol of `locale` for `currency` ('sv', 'SEK' → ',', 'kr', after). */
export function moneyFormat(currency: string, locale: string): MoneyFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = new Intl.NumberFormat(locale, {
        style: 'currency',
        // The same symbol as every amount on screen (formatMoney): "SEK" in English, "kr" in Swedish.
        currency,
      }).formatToParts(1.5);
    } catch {
      parts = [
        { type: 'currency', value: currency },
        { type: 'integer', value: '1' },
        { type: 'decimal', value: '.' },
      ];
    }
    const symbolAt = parts.findIndex((p) => p.type === 'currency');
    const numberAt = parts.findIndex((p) => p.type === 'integer');
    format = {
      decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      symbol: parts[symbolAt]?.value ?? currency,
      symbolFirst: symbolAt !== -1 && symbolAt < numberAt,
    };
    formats.set(key, format);
  }
  return format;
}

/** Reads typed text as minor units; null when it is empty, not an amount, negative (unless allowed) or too large. */
export function readAmount(text: string, currency: string, allowNegative: boolean): number | null {
  const minor = parseMoney(text, currency);
  if (minor === null) return null;
  if (allowNegative) return Math.abs(minor) <= MAX_MINOR_AMOUNT ? minor : null;
  return isValidMinorAmount(minor) ? minor : null;
}

/**
 * What a money field holds: minor units, null when empty, NaN when the text is not an amount it
 * accepts. Unreadable text must never pass for an empty field: a form that saved it as "no price"
 * would store 0 (issue #11), while NaN fails every domain price schema with its field error.
 */
export function readMoneyField(text: string, currency: string, allowNegative: boolean): number | null {
  if (text.trim() === '') return null;
  return readAmount(text, currency, allowNegative) ?? Number.NaN;
}

/** Whether a money field's value is an amount (not empty, not NaN for unreadable text). */
export function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/** Props of {@link MoneyInput}. */
export interface MoneyInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** Integer minor units (öre, cents), null for an empty field, NaN for text that is not an amount. */
  value: number | null;
  /**
   * Called with minor units, null while the field is empty, or NaN while its text is not an amount
   * the field accepts (see {@link readMoneyField}): forms refuse NaN through their price schemas.
   */
  onChange: (value: number | null) => void;
  /** Defaults to the company currency of the session. */
  currency?: string;
  /** Modification prices may be negative; catalogue prices may not (default). */
  allowNegative?: boolean;
  /** Shown while the text is not an amount, unless `error` is given; a general message by default. */
  invalidError?: ReactNode;
}

/**
 * A money field: shows and edits an integer amount of minor units in the company currency, with the
 * decimal separator and currency symbol of the interface language ("45,50 kr" in Swedish). Accepts
 * what people type ("45", "45.5", "1 234,50") and rewrites it tidily when the field loses focus.
 */
export function MoneyInput({
  value,
  onChange,
  currency: currencyProp,
  allowNegative = false,
  invalidError,
  error,
  onBlur,
  ...props
}: MoneyInputProps) {
  const { t } = useTranslation('common');
  const { locale } = useFormats();
  const companyCurrency = useCompanyCurrency();
  const currency = currencyProp ?? companyCurrency;
  const format = useMemo(() => moneyFormat(currency, locale), [currency, locale]);
  const show = (minor: number | null) =>
    isAmount(minor) ? minorToDecimal(minor, currency, format.decimalSeparator) : '';
  const [text, setText] = useState(() => show(value));
  // A new value from outside (a reset, a loaded record) replaces the text; the user's own typing
  // does not. Object.is: NaN (unreadable text) equals itself here, so it never loops.
  const [shown, setShown] = useState(value);
  if (!Object.is(value, shown)) {
    setShown(value);
    if (!Object.is(readMoneyField(text, currency, allowNegative), value) && !Number.isNaN(value)) {
      setText(show(value));
    }
  }

  const invalid = Number.isNaN(readMoneyField(text, currency, allowNegative));
  const symbol = (
    <span aria-hidden style={{ fontSize: 'var(--mantine-font-size-sm)', whiteSpace: 'nowrap' }}>
      {format.symbol}
    </span>
  );
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      leftSection={format.symbolFirst ? symbol : undefined}
      // "SEK" before the amount needs more room than a one-letter symbol.
      leftSectionWidth={format.symbolFirst ? Math.max(36, format.symbol.length * 9 + 16) : undefined}
      rightSection={format.symbolFirst ? undefined : symbol}
      rightSectionWidth={format.symbolFirst ? undefined : Math.max(36, format.symbol.length * 9 + 16)}
      error={error ?? (invalid ? (invalidError ?? t('money.invalid')) : undefined)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const minor = readMoneyField(next, currency, allowNegative);
        // Not for NaN: a parent that keeps its last amount (a filter) must not wipe what was typed.
        if (!Number.isNaN(minor)) setShown(minor);
        onChange(minor);
      }}
      onBlur={(event) => {
        const minor = readMoneyField(text, currency, allowNegative);
        if (isAmount(minor)) setText(show(minor));
        onBlur?.(event);
      }}
    />
  );
}
