// The guest ordering API's contract (/api/guest/v1): what the server answers and the guest page
// (apps/web/src/guest) reads. Money is integer minor units of `currency`; instants are ISO strings;
// texts are in the language the guest asked for (`?lang=`), falling back to the company's.

/** Service types a venue can offer online (a subset of ORDER_TYPES). */
export const ONLINE_SERVICE_TYPES = ['TAKE_AWAY', 'EAT_HERE', 'TABLE_SERVICE'] as const;
export type OnlineServiceType = (typeof ONLINE_SERVICE_TYPES)[number];

/** How a guest pays: by card through the payment provider (sandbox here), or at the counter. */
export const GUEST_PAYMENT_METHODS = ['CARD', 'COUNTER'] as const;
export type GuestPaymentMethod = (typeof GUEST_PAYMENT_METHODS)[number];

/** The statuses a guest sees, in the order an online order passes through them. */
export const GUEST_ORDER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'READY',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const;
export type GuestOrderStatus = (typeof GUEST_ORDER_STATUSES)[number];

/** Whether a venue takes orders right now, and why not. */
export interface GuestOpenState {
  /** Open by its hours (and exceptions) at this moment. */
  open: boolean;
  /** While open: when it closes (the end of the running interval, past midnight included). */
  closesAt: string | null;
  /** While closed: when it next opens (within 14 days), if it does. */
  opensAt: string | null;
  /** Set while the venue has paused online orders. */
  pausedUntil: string | null;
  /** open, not paused, online ordering enabled: an order may be placed now. */
  acceptingOrders: boolean;
}

/** GET /api/guest/v1/venues/:slug — the venue's page head. ETag'd. */
export interface GuestVenue {
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  logoUrl: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  currency: string;
  /** The company's country (money and dates are formatted for the guest's language and this country). */
  country: string;
  timezone: string;
  serviceTypes: OnlineServiceType[];
  minOrderAmount: number;
  tipsEnabled: boolean;
  payment: { card: boolean; counter: boolean };
  preparationMinutes: number;
  state: GuestOpenState;
  /** Pickup times a guest may choose now (ISO instants): within opening hours, after preparation. */
  pickupSlots: string[];
  /** Present when the page was opened from a table's QR code (`?table=` resolved). */
  table: { code: string; floorPlanName: string } | null;
}

export interface GuestModificationOption {
  id: string;
  name: string;
  price: number;
  /** Chosen for the guest when the sheet opens (the catalogue's preselected option, "Standard"). */
  preselected?: boolean;
}

export interface GuestModificationGroup {
  id: string;
  name: string;
  /** Choices the guest must make (0: optional) and may make at most. */
  min: number;
  max: number;
  options: GuestModificationOption[];
}

export interface GuestMenuItem {
  id: string;
  name: string;
  description: string | null;
  /** The menu's price for the service type, VAT included. */
  price: number;
  imageUrl: string | null;
  allergens: string[];
  modificationGroups: GuestModificationGroup[];
  /** Items suggested with this one (upsells), by id, each also in the menu. */
  upsellItemIds: string[];
}

export interface GuestMenuCategory {
  id: string;
  name: string;
  items: GuestMenuItem[];
}

/**
 * GET /api/guest/v1/venues/:slug/menu?serviceType=&lang= — the menu the venue's settings assign to
 * the service type, as available now (menu availabilities). ETag'd and cacheable for a short while.
 */
export interface GuestMenu {
  serviceType: OnlineServiceType;
  menuId: string | null;
  menuName: string | null;
  categories: GuestMenuCategory[];
}

/** One line of a guest's basket as the page sends it. */
export interface GuestBasketLine {
  itemId: string;
  quantity: number;
  modificationIds: string[];
}

/** POST /api/guest/v1/venues/:slug/quote — body. A signed-in member sends their token as Bearer. */
export interface GuestQuoteInput {
  serviceType: OnlineServiceType;
  lines: GuestBasketLine[];
  promoCode?: string | null;
  tableRef?: string | null;
}

export interface GuestQuoteLine {
  itemId: string;
  name: string;
  quantity: number;
  /** Unit price including modifications. */
  unitPrice: number;
  gross: number;
  discount: number;
  net: number;
  /** Offer, level or promo names behind the discount. */
  discountNames: string[];
}

/** The server's price of a basket: the page shows these figures, never its own sums. */
export interface GuestQuote {
  lines: GuestQuoteLine[];
  subtotal: number;
  discountTotal: number;
  total: number;
  vatTotal: number;
  /** The promo code as checked: its title, or the translatable reason it does not apply. */
  promo: { code: string; title: string | null; applied: boolean; errorCode: string | null } | null;
  /** The signed-in member's level discount (0 without one). */
  memberDiscountPercentage: number;
  minOrderAmount: number;
  meetsMinimum: boolean;
}

/** POST /api/guest/v1/venues/:slug/orders — body. Same idempotencyKey again: the same order. */
export interface GuestOrderInput extends GuestQuoteInput {
  /** A key the page makes once per checkout (a UUID): a double tap or a retry creates one order. */
  idempotencyKey: string;
  /** An instant from pickupSlots. */
  pickupAt: string;
  customer: { name: string; email?: string | null; phone?: string | null };
  payment: GuestPaymentMethod;
  /** Sandbox card details when payment is CARD (the sandbox's test numbers decide the outcome). */
  card?: { number: string; expiry: string; cvc: string } | null;
  tipAmount?: number;
  /** The total the guest saw: a different server total is refused (the price changed). */
  expectedTotal: number;
}

/** The answer to a placed order; `token` opens its status page. */
export interface GuestPlacedOrder {
  token: string;
  orderNumber: number;
  status: GuestOrderStatus;
  total: number;
}

/** GET /api/guest/v1/orders/:token — the guest's order as it goes (polled, or /events as SSE). */
export interface GuestOrderView {
  token: string;
  venueName: string;
  venueSlug: string;
  orderNumber: number;
  status: GuestOrderStatus;
  serviceType: OnlineServiceType;
  tableCode: string | null;
  pickupAt: string | null;
  currency: string;
  lines: { name: string; quantity: number; total: number; modifications: string[] }[];
  total: number;
  discountTotal: number;
  tipAmount: number;
  payment: GuestPaymentMethod;
  placedAt: string;
}

/** A signed-in member as the guest page shows them. */
export interface GuestMember {
  name: string | null;
  email: string;
  points: number;
  level: {
    title: string;
    discountPercentage: number;
    primaryColor: string;
    secondaryColor: string;
  } | null;
  stampCards: { name: string; stamps: number; stampsRequired: number; rewardsAvailable: number }[];
}

/** POST /api/guest/v1/members/session — answer: the member token (Bearer) and who they are. */
export interface GuestMemberSession {
  token: string;
  member: GuestMember;
}

/**
 * Error codes of the guest API (the body is `{ error: { code, message, field? } }` as the REST
 * errors elsewhere; the page translates `code`).
 */
export const GUEST_ERROR_CODES = [
  'venueNotFound',
  'venueClosed',
  'venuePaused',
  'onlineOrderingOff',
  'serviceTypeNotOffered',
  'itemUnavailable',
  'modificationInvalid',
  'belowMinimum',
  'pickupTimeInvalid',
  'priceChanged',
  'promoUnknown',
  'promoExpired',
  'promoUsedUp',
  'promoMemberLimit',
  'promoMembersOnly',
  'tableInvalid',
  'cardDeclined',
  'codeInvalid',
  'codeTooManyAttempts',
  'tooManyRequests',
  'badInput',
] as const;
export type GuestErrorCode = (typeof GUEST_ERROR_CODES)[number];
