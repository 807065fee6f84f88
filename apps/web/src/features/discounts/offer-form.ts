// The offer drawer's form values and how they become the API's input (the domain's offer rules
// check that input before it is sent, and the server checks it again).
import {
  type DiscountValueType,
  OFFER_MESSAGE_KEYS,
  type OfferChannel,
  type OfferInput,
  type OfferType,
  offerTypeUses,
  type ServiceType,
  VALIDATION_MESSAGE_KEYS,
  WEEKDAYS,
  type Weekday,
} from '@fika/domain';
import type { ParseKeys } from 'i18next';
import type { FormMessages } from '../../ui/use-form-submit.ts';
import type { Offer } from './use-discounts.ts';

/** How the drawer words its messages: those with a text in en/discounts.json. */
export const DISCOUNTS_FORM: FormMessages<'discounts'> = {
  ns: 'discounts',
  known: new Set<ParseKeys<'discounts'>>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.tooLong,
    ...Object.values(OFFER_MESSAGE_KEYS),
  ]),
  invalid: 'form.invalid',
  toastShownErrors: true,
};

/** A target as the picker holds it: 'i:<item id>' or 'c:<category id>', and how many (bundles). */
export interface DraftTarget {
  key: string;
  quantity: number;
}

export interface DraftRange {
  weekday: Weekday;
  start: string;
  end: string;
}

export interface DraftStep {
  /** The step's identity in the form (React key) until it is saved. */
  key: string;
  name: string;
  choices: { itemId: string; price: number | null }[];
}

/** The drawer's values. */
export interface OfferDraft {
  name: string;
  description: string;
  type: OfferType;
  discountType: DiscountValueType;
  /** Whole percent as typed; '' while empty. */
  percent: number | string;
  /** Minor units; null while empty, NaN while not an amount. */
  amount: number | null;
  active: boolean;
  automatic: boolean;
  usableInPos: boolean;
  combinable: boolean;
  priority: number | string;
  channels: OfferChannel[];
  serviceTypes: ServiceType[];
  minQuantity: number | string;
  minOrderAmount: number | null;
  startsOn: string;
  endsOn: string;
  targets: DraftTarget[];
  venueIds: string[];
  /** Kept in weekday order, so an error at `schedule.N` names the Nth range shown. */
  schedule: DraftRange[];
  steps: DraftStep[];
}

export const targetKey = (t: { itemId: string | null; categoryId: string | null }) =>
  t.itemId ? `i:${t.itemId}` : `c:${t.categoryId ?? ''}`;

/** The form of an offer, or of a new one (a 10 % item discount for every venue, any time). */
export function draftOf(offer: Offer | undefined): OfferDraft {
  const percentage = (offer?.discountType ?? 'PERCENTAGE') === 'PERCENTAGE';
  return {
    name: offer?.name ?? '',
    description: offer?.description ?? '',
    type: offer?.type ?? 'ITEM_DISCOUNT',
    discountType: offer?.discountType ?? 'PERCENTAGE',
    percent: offer ? (percentage ? offer.value : '') : 10,
    amount: offer && !percentage ? offer.value : null,
    active: offer?.active ?? true,
    automatic: offer?.automatic ?? true,
    usableInPos: offer?.usableInPos ?? true,
    combinable: offer?.combinable ?? true,
    priority: offer?.priority ?? 0,
    channels: offer?.channels ?? ['POS', 'ONLINE'],
    serviceTypes: offer?.serviceTypes ?? [],
    minQuantity: offer?.minQuantity ?? '',
    minOrderAmount: offer?.minOrderAmount ?? null,
    startsOn: offer?.startsOn ?? '',
    endsOn: offer?.endsOn ?? '',
    targets: (offer?.targets ?? []).map((t) => ({ key: targetKey(t), quantity: t.quantity })),
    venueIds: offer?.venueIds ?? [],
    schedule: sortRanges(offer?.schedule ?? []),
    steps: (offer?.steps ?? []).map((s) => ({
      key: newStepKey(),
      name: s.name,
      choices: s.choices.map((c) => ({ itemId: c.itemId, price: c.price ?? null })),
    })),
  };
}

let stepKeys = 0;
export const newStepKey = () => `step-${stepKeys++}`;

export function sortRanges<R extends { weekday: Weekday }>(list: readonly R[]): R[] {
  return [...list].sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday));
}

// An empty number field is no minimum; text that is not a number stays NaN, which the rules refuse.
const optionalNumber = (value: number | string) => (value === '' ? null : Number(value));

/** What the form sends (through the domain's offer rules). */
export function inputOf(draft: OfferDraft): OfferInput {
  const { percent, amount, targets, ...rest } = draft;
  return {
    ...rest,
    value: !offerTypeUses(draft.type).value
      ? 0
      : draft.discountType === 'PERCENTAGE'
        ? Number(percent === '' ? Number.NaN : percent)
        : (amount ?? Number.NaN),
    priority: Number(draft.priority === '' ? 0 : draft.priority),
    minQuantity: optionalNumber(draft.minQuantity),
    targets: targets.map((t) => ({
      itemId: t.key.startsWith('i:') ? t.key.slice(2) : null,
      categoryId: t.key.startsWith('c:') ? t.key.slice(2) : null,
      quantity: t.quantity,
    })),
    schedule: draft.schedule.map(({ weekday, start, end }) => ({ weekday, start, end })),
    steps: draft.steps.map(({ name, choices }) => ({ name, choices })),
  };
}
