// The rules of a company's payment methods (Settings › Payment methods): the standard ones a company
// starts with per country and the add / rename schemas. Apart from payment-methods.ts (the labels),
// which the always-loaded dashboard imports, so the shell does not carry zod.
import * as z from 'zod/mini';
import { type CountryCode, isCountryCode } from './countries.ts';
import { PAYMENT_METHODS, type PaymentMethod } from './orders.ts';
import { OBJECT_PARAMS, oneOf, requiredText } from './validation.ts';

/**
 * The payment methods a new company starts with in each country: card and cash everywhere, the
 * country's mobile payment (Swish, Vipps, MobilePay), gift cards and invoice. The company renames,
 * removes or adds (from PAYMENT_METHODS) in Settings › Payment methods.
 */
export const STANDARD_PAYMENT_METHODS: Readonly<Record<CountryCode, readonly PaymentMethod[]>> = {
  SE: ['CARD', 'CASH', 'SWISH', 'GIFT_CARD', 'INVOICE'],
  NO: ['CARD', 'CASH', 'VIPPS', 'GIFT_CARD', 'INVOICE'],
  DK: ['CARD', 'CASH', 'MOBILEPAY', 'GIFT_CARD', 'INVOICE'],
  GB: ['CARD', 'CASH', 'GIFT_CARD', 'INVOICE'],
  ES: ['CARD', 'CASH', 'GIFT_CARD', 'INVOICE'],
  TR: ['CARD', 'CASH', 'GIFT_CARD', 'INVOICE'],
};

/** The standard methods of `country` (card, cash, gift card and invoice for a country not listed). */
export const standardPaymentMethods = (country: string): readonly PaymentMethod[] =>
  isCountryCode(country) ? STANDARD_PAYMENT_METHODS[country] : STANDARD_PAYMENT_METHODS.GB;

/** The longest name a payment method may have (a till's button and a report's row). */
export const MAX_PAYMENT_METHOD_NAME = 40;

/** The message keys (in the payment-methods namespace) of the payment-method rules. */
export const PAYMENT_METHOD_ERRORS = {
  internalId: 'validation.paymentMethodCode',
  taken: 'validation.paymentMethodTaken',
  last: 'validation.lastPaymentMethod',
} as const;

/**
 * A payment method to add: the code terminals record (one of PAYMENT_METHODS, since a till can
 * only take payments it knows) and the name the company gives it.
 */
export const paymentMethodSchema = z.object(
  {
    internalId: oneOf(PAYMENT_METHODS, PAYMENT_METHOD_ERRORS.internalId),
    name: requiredText(MAX_PAYMENT_METHOD_NAME),
  },
  OBJECT_PARAMS,
);
/** What the add-payment-method form or request holds. */
export type PaymentMethodInput = z.input<typeof paymentMethodSchema>;

/** A new name for a payment method. */
export const paymentMethodNameSchema = z.object(
  { name: requiredText(MAX_PAYMENT_METHOD_NAME) },
  OBJECT_PARAMS,
);
