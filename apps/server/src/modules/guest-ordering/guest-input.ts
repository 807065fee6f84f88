// What the guest page sends (GuestQuoteInput, GuestOrderInput), checked field by field: anything a
// browser cannot send or that is too large is bad input with a translatable field error.
import { GUEST_PAYMENT_METHODS, ONLINE_SERVICE_TYPES } from '@fika/domain';
import { z } from 'zod';

const MAX_LINES = 100;
const MAX_QUANTITY = 99;
const MAX_AMOUNT = 100_000_000;

const id = z
  .string({ error: 'validation.required' })
  .regex(/^[a-z0-9]{10,40}$/, { error: 'validation.invalid' });

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

const lineSchema = z.object({
  itemId: id,
  quantity: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(MAX_QUANTITY, { error: 'validation.tooLarge' }),
  modificationIds: z.array(id).max(50, { error: 'validation.invalid' }).default([]),
});

const quoteShape = {
  serviceType: z.enum(ONLINE_SERVICE_TYPES, { error: 'validation.invalid' }),
  lines: z
    .array(lineSchema)
    .min(1, { error: 'validation.required' })
    .max(MAX_LINES, { error: 'validation.tooLarge' }),
  promoCode: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(32, { error: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
  tableRef: z
    .string({ error: 'validation.invalid' })
    .max(80, { error: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
};

/** POST venues/:slug/quote. */
export const guestQuoteSchema = z.object(quoteShape);
export type GuestQuoteRequest = z.output<typeof guestQuoteSchema>;

/** POST venues/:slug/orders. */
export const guestOrderSchema = z.object({
  ...quoteShape,
  idempotencyKey: z
    .string({ error: 'validation.required' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'validation.invalid' }),
  pickupAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
  customer: z.object({
    name: text(100),
    email: z
      .email({ error: 'validation.email' })
      .max(254, { error: 'validation.tooLong' })
      .nullish()
      .or(z.literal('').transform(() => null)),
    phone: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(32, { error: 'validation.tooLong' })
      .regex(/^[+0-9 ()-]*$/, { error: 'validation.phone' })
      .nullish()
      .transform((v) => (v ? v : null)),
  }),
  payment: z.enum(GUEST_PAYMENT_METHODS, { error: 'validation.invalid' }),
  card: z
    .object({
      number: z
        .string({ error: 'validation.required' })
        .regex(/^[0-9 ]{12,23}$/, { error: 'validation.invalid' }),
      expiry: z
        .string({ error: 'validation.required' })
        .regex(/^(0[1-9]|1[0-2]) ?\/ ?[0-9]{2}$/, { error: 'validation.invalid' }),
      cvc: z.string({ error: 'validation.required' }).regex(/^[0-9]{3,4}$/, { error: 'validation.invalid' }),
    })
    .nullish(),
  tipAmount: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(MAX_AMOUNT, { error: 'validation.tooLarge' })
    .default(0),
  expectedTotal: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(MAX_AMOUNT, { error: 'validation.tooLarge' }),
});
export type GuestOrderRequest = z.output<typeof guestOrderSchema>;

/** POST members/code. */
const venueSlug = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(80, { error: 'validation.tooLong' });

export const memberCodeSchema = z.object({
  venueSlug,
  email: z.email({ error: 'validation.email' }).max(254, { error: 'validation.tooLong' }),
  lang: z.string().max(10).nullish(),
});

/** POST members/session. */
export const memberSessionSchema = z.object({
  venueSlug,
  email: z.email({ error: 'validation.email' }).max(254, { error: 'validation.tooLong' }),
  code: z.string({ error: 'validation.required' }).regex(/^[0-9]{6}$/, { error: 'validation.invalid' }),
});
