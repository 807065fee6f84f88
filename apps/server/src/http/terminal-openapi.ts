// The OpenAPI 3.1 document of the terminal API, served at GET /terminal/v1/openapi.json. Request
// bodies come from the same zod schemas the routes parse with (z.toJSONSchema), so they cannot drift;
// answers are written out here and checked against the real answers in terminal-openapi.test.ts.
import {
  BEEPER_MODES,
  DEVICE_KINDS,
  DISCOUNT_VALUE_TYPES,
  OFFER_CHANNELS,
  OFFER_TYPES,
  ONLINE_SERVICE_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  POS_STAFF_PERMISSIONS,
  SERVICE_TYPES,
  TABLE_SHAPES,
  WEEKDAYS,
} from '@fika/domain';
import { z } from 'zod';
import { terminalOrderSchema, terminalStatusSchema } from '../modules/orders/terminal-input.ts';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const bool: Schema = { type: 'boolean' };
const nullable = (type: 'string' | 'integer'): Schema => ({ type: [type, 'null'] });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const translations: Schema = {
  type: 'object',
  description: 'Translations by language code (en, sv, …); the default text is the plain field.',
  additionalProperties: str,
};

/** An object whose listed properties are all required (the API always sends every key). */
function object(properties: Record<string, Schema>, description?: string): Schema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: Object.keys(properties),
    properties,
  };
}

const id = { ...str, description: 'Stable id.' };

const entities: Record<string, Schema> = {
  Venue: object({
    id,
    name: str,
    legalName: nullable('string'),
    organizationNumber: nullable('string'),
    timezone: { ...str, description: 'IANA time zone, e.g. Europe/Stockholm.' },
    phone: str,
    staffIdleTimeout: {
      ...int,
      description: 'Seconds without use before the till logs staff out; 0: never.',
    },
    active: bool,
  }),
  Menu: object(
    {
      id,
      name: str,
      currency: { ...str, description: 'ISO 4217 code of the prices.' },
      isDefault: bool,
      serviceTypes: {
        ...arrayOf({ type: 'string', enum: [...SERVICE_TYPES] }),
        description: 'The service types this menu prices at this venue.',
      },
      availability: arrayOf(
        object({
          weekday: str,
          startMinute: { ...int, description: 'Minutes from midnight, venue time.' },
          endMinute: int,
        }),
      ),
    },
    'A menu linked to the venue. Its prices are its entries (menuEntries).',
  ),
  MenuEntry: object({
    id,
    menuId: str,
    itemId: str,
    price: { ...int, description: 'Minor units, VAT included.' },
    position: int,
  }),
  Item: object({
    id,
    title: str,
    titleLang: translations,
    description: { ...str, description: "Shown to guests under the title; line breaks kept; '' when none." },
    descriptionLang: translations,
    defaultPrice: { ...int, description: 'Minor units, VAT included; a menu entry sets the price sold at.' },
    manualPrice: { ...bool, description: 'The staff type the price at the till.' },
    vatRate: { ...int, description: 'Percent.' },
    volumeSuffix: nullable('string'),
    weightUnit: nullable('string'),
    courseTypeId: nullable('string'),
    allergens: arrayOf(str),
    categoryIds: arrayOf(str),
    modificationGroupIds: arrayOf(str),
    defaultModificationIds: arrayOf(str),
    stationIds: { ...arrayOf(str), description: 'Stations of this venue (or of every venue) it prints at.' },
    upsellIds: arrayOf(str),
  }),
  Category: object({
    id,
    name: str,
    nameLang: translations,
    color: nullable('string'),
    vatRate: int,
    parentId: nullable('string'),
    courseTypeId: nullable('string'),
  }),
  CourseType: object({ id, name: str, label: str, position: int }),
  ModificationGroup: object({
    id,
    title: str,
    titleLang: translations,
    minSelections: int,
    maxSelections: nullable('integer'),
    modifications: arrayOf(
      object({
        id,
        name: str,
        nameLang: translations,
        price: { ...int, description: 'Minor units.' },
        position: int,
      }),
    ),
  }),
  Upsell: object({ id, name: str, displayOrder: int, itemIds: arrayOf(str) }),
  Station: object({ id, name: str, venueId: { ...nullable('string'), description: 'null: every venue.' } }),
  PredefinedMessage: object({ id, message: str, type: str }),
  PosLayout: object({
    id,
    name: str,
    nameLang: translations,
    categories: arrayOf(
      object({ id, name: str, nameLang: translations, color: str, order: int, pageId: str }),
    ),
  }),
  PosPage: object({
    id,
    layoutId: str,
    name: str,
    nameLang: translations,
    columns: int,
    rows: int,
    buttons: arrayOf(
      object({
        id,
        position: { ...int, description: 'Cell index: row × columns + column.' },
        type: { type: 'string', enum: ['ITEM', 'PAGE', 'CATEGORY', 'OFFER'] },
        itemId: nullable('string'),
        targetPageId: nullable('string'),
        categoryId: nullable('string'),
        offerId: nullable('string'),
        label: nullable('string'),
        color: nullable('string'),
      }),
    ),
  }),
  Offer: object(
    {
      id,
      name: str,
      type: { type: 'string', enum: [...OFFER_TYPES] },
      discountType: { type: 'string', enum: [...DISCOUNT_VALUE_TYPES] },
      value: {
        ...int,
        description:
          'Minor units for FIXED (off) and PRICE (the price), whole percent (0–100) for PERCENTAGE.',
      },
      active: { ...bool, description: 'Always true here: inactive offers are not sent.' },
      automatic: { ...bool, description: 'Applies by itself; false: only when staff choose it.' },
      priority: { ...int, description: 'Higher goes first.' },
      combinable: {
        ...bool,
        description: 'false: takes its lines (an order discount: the order) for itself.',
      },
      usableInPos: bool,
      channels: arrayOf({ type: 'string', enum: [...OFFER_CHANNELS] }),
      serviceTypes: {
        ...arrayOf({ type: 'string', enum: [...ORDER_TYPES] }),
        description: 'Empty: every one.',
      },
      venueIds: { ...arrayOf(str), description: 'Empty: every venue.' },
      schedule: {
        ...arrayOf(
          object({
            weekday: { type: 'string', enum: [...WEEKDAYS] },
            startMinute: { ...int, description: 'Minutes from local midnight, inclusive.' },
            endMinute: { ...int, description: 'Exclusive; 1440 is midnight.' },
          }),
        ),
        description: 'When it applies, venue time; empty: any time.',
      },
      startsOn: {
        ...nullable('string'),
        format: 'date',
        description: 'First local date, inclusive; null: open.',
      },
      endsOn: {
        ...nullable('string'),
        format: 'date',
        description: 'Last local date, inclusive; null: open.',
      },
      minQuantity: nullable('integer'),
      minOrderAmount: { ...nullable('integer'), description: 'Minor units, before discounts.' },
      targets: {
        ...arrayOf(object({ itemId: nullable('string'), categoryId: nullable('string'), quantity: int })),
        description:
          'ITEM_DISCOUNT: the lines it may discount (none: every line). BUNDLE: the parts of the set.',
      },
      steps: {
        ...arrayOf(
          object({
            id,
            name: str,
            choices: arrayOf(
              object({
                itemId: str,
                price: {
                  ...nullable('integer'),
                  description: 'STAGED_INDIVIDUAL: the price of this choice.',
                },
              }),
            ),
          }),
        ),
        description: 'STAGED_BUNDLE and STAGED_INDIVIDUAL: choose one of the choices in each step.',
      },
    },
    'An active offer that may apply at this venue, as the pricing engine reads it (packages/domain priceBasket; rounding in docs/pricing.md). A POS page button of type OFFER names one by offerId.',
  ),
  Staff: object(
    { id, name: str, accessLevelId: nullable('string') },
    'Staff who may log in at this venue (active, working here). PINs are never sent: see /staff/login.',
  ),
  AccessLevel: object({
    id,
    name: str,
    permissions: {
      ...arrayOf({ type: 'string', enum: [...POS_STAFF_PERMISSIONS] }),
      description: 'Permissions at this venue: none where the level does not apply.',
    },
    manualDiscountCap: {
      ...nullable('integer'),
      description: 'Most a manual discount may take off, percent; null: no cap; 0: none allowed.',
    },
  }),
  FloorPlan: object(
    {
      id,
      name: str,
      position: { ...int, description: 'Tab order of the venue’s plans.' },
      width: { ...int, description: 'Grid cells across.' },
      height: { ...int, description: 'Grid cells down.' },
      areas: arrayOf(
        object(
          { id, label: str, posX: int, posY: int, width: int, height: int, rotation: int },
          'A labelled area (bar, kitchen door), placed like a table.',
        ),
      ),
      tables: arrayOf(
        object(
          {
            id,
            code: str,
            seats: int,
            shape: { type: 'string', enum: [...TABLE_SHAPES] },
            width: int,
            height: int,
            posX: { ...int, description: 'Top-left corner, grid cells.' },
            posY: int,
            rotation: { ...int, description: 'Degrees clockwise about the centre, 0–345 in 15° steps.' },
            section: { ...str, description: 'Empty: none.' },
            active: bool,
          },
          'A live table of the plan, by code.',
        ),
      ),
    },
    'A floor plan of the venue with its tables; a change to any of its tables re-sends the plan whole.',
  ),
  OnlineOrdering: object(
    {
      id: { ...str, description: 'The venue’s id: the list holds this venue’s entry only.' },
      enabled: { ...bool, description: 'The venue takes orders from guests’ phones.' },
      slug: { ...str, description: 'The guest page’s address: /order/{slug}.' },
      guestName: { ...nullable('string'), description: 'The name guests see; null: the venue’s name.' },
      description: nullable('string'),
      contactEmail: nullable('string'),
      contactPhone: nullable('string'),
      imageId: nullable('string'),
      timezone: { ...str, description: 'IANA time zone of the hours below.' },
      serviceTypes: arrayOf({ type: 'string', enum: [...ONLINE_SERVICE_TYPES] }),
      serviceMenus: arrayOf(
        object({ serviceType: { type: 'string', enum: [...ONLINE_SERVICE_TYPES] }, menuId: str }),
      ),
      preparationMinutes: int,
      pickupSlotMinutes: int,
      minOrderAmount: { ...int, description: 'Minor units; 0: none.' },
      tipsEnabled: bool,
      cardPayments: bool,
      counterPayments: bool,
      pausedUntil: {
        ...nullable('string'),
        format: 'date-time',
        description: 'Set and in the future: no online orders until then.',
      },
      openingHours: arrayOf(
        object({
          weekday: { type: 'string', enum: [...WEEKDAYS] },
          startMinute: { ...int, description: 'Minutes from local midnight, 15-minute steps.' },
          endMinute: { ...int, description: 'Exclusive; above 1440 runs into the next day.' },
        }),
      ),
      exceptions: {
        ...arrayOf(
          object({
            date: { ...str, format: 'date' },
            closed: bool,
            intervals: arrayOf(object({ startMinute: int, endMinute: int })),
            note: nullable('string'),
          }),
        ),
        description: 'Dates whose weekly hours do not hold, from yesterday to 60 days ahead.',
      },
    },
    'The venue’s online ordering (the cloud configuration of §7): settings, service menus, hours.',
  ),
  MembershipLevel: object(
    {
      id,
      title: { ...translations, description: 'By language (se, en, es, no).' },
      description: translations,
      discountPercentage: int,
      pointsRequired: int,
      primaryColor: str,
      secondaryColor: str,
      imageId: nullable('string'),
      isDefault: { ...bool, description: 'The level new members join at (exactly one).' },
    },
    'A membership level of the company.',
  ),
  StampCard: object(
    {
      id,
      name: str,
      stampsRequired: int,
      rewardKind: { type: 'string', enum: ['ITEM', 'OFFER'] },
      rewardItemId: nullable('string'),
      rewardOfferId: nullable('string'),
      expiryDays: {
        ...nullable('integer'),
        description: 'Stamps expire this long after the last; null: never.',
      },
      channels: arrayOf({ type: 'string', enum: ['POS', 'ONLINE'] }),
      itemIds: { ...arrayOf(str), description: 'Items that earn a stamp.' },
      categoryIds: { ...arrayOf(str), description: 'Categories whose items earn a stamp.' },
    },
    'An active stamp card; a deactivated one leaves the feed.',
  ),
  PromoCode: object(
    {
      id,
      code: { ...str, description: 'Compared ignoring case.' },
      title: { ...translations, description: 'By language (en, es, se).' },
      membershipLevelId: nullable('string'),
      offerId: nullable('string'),
      startsAt: { ...nullable('string'), format: 'date-time' },
      endsAt: { ...nullable('string'), format: 'date-time' },
      maxUses: nullable('integer'),
      maxUsesPerMember: nullable('integer'),
      usesLeft: { ...nullable('integer'), description: 'null: no limit. The server decides at redemption.' },
      channels: arrayOf({ type: 'string', enum: ['POS', 'ONLINE'] }),
    },
    'An active promo code (who redeemed it is never sent).',
  ),
  PaymentMethod: object(
    {
      id,
      internalId: {
        ...str,
        description: 'The code a payment with this method records (CARD, CASH, SWISH, …).',
      },
      name: { ...str, description: 'The company’s name for it: the till’s payment button.' },
    },
    'A payment method of the company (every venue); a removed one leaves the feed.',
  ),
  ReceiptTemplate: object(
    {
      id,
      venueId: {
        ...nullable('string'),
        description: 'Null: the company’s template; else the venue’s override.',
      },
      versionId: {
        ...nullable('string'),
        description: 'The current version: a receipt printed with it is issued with this version.',
      },
      version: int,
      logoImageId: nullable('string'),
      headerText: nullable('string'),
      footerText: nullable('string'),
      language: { ...nullable('string'), description: 'se, en, es or no; null: the venue’s country’s.' },
      showQrCode: { type: ['boolean', 'null'], description: 'Print a QR code to the digital receipt.' },
      hiddenLines: {
        type: ['array', 'null'],
        items: str,
        description: 'Receipt lines not printed (legalName, organizationNumber, address, serialNumber, …).',
      },
      vatNumber: nullable('string'),
    },
    'The receipt template: the till prints with the venue’s override (null fields: as the company’s) ' +
      'merged over the company’s; a reset override leaves the feed.',
  ),
  BeeperSettings: object(
    {
      id,
      venueId: str,
      rangeFrom: { ...int, description: 'The lowest pager number, 1–9999.' },
      rangeTo: { ...int, description: 'The highest pager number (inclusive), up to 9999.' },
      mode: {
        type: 'string',
        enum: [...BEEPER_MODES],
        description:
          'AUTOMATIC: submit the order with assignBeeper: true and the answer names the pager to hand out. MANUAL: staff type the pager’s number (beeperNumber).',
      },
    },
    'The venue’s pager range (at most one; none: the venue hands out no beepers).',
  ),
};

// Feed list name → entity schema: the lists of a full feed and of a delta.
const LISTS: Record<string, string> = {
  menus: 'Menu',
  menuEntries: 'MenuEntry',
  items: 'Item',
  categories: 'Category',
  courseTypes: 'CourseType',
  modificationGroups: 'ModificationGroup',
  upsells: 'Upsell',
  stations: 'Station',
  predefinedMessages: 'PredefinedMessage',
  posLayouts: 'PosLayout',
  posPages: 'PosPage',
  offers: 'Offer',
  staff: 'Staff',
  accessLevels: 'AccessLevel',
  floorPlans: 'FloorPlan',
  onlineOrdering: 'OnlineOrdering',
  membershipLevels: 'MembershipLevel',
  stampCards: 'StampCard',
  promoCodes: 'PromoCode',
  paymentMethods: 'PaymentMethod',
  receiptTemplates: 'ReceiptTemplate',
  beeperSettings: 'BeeperSettings',
};

const listProperties = Object.fromEntries(
  Object.entries(LISTS).map(([list, name]) => [list, arrayOf(ref(name))]),
);

const feedCommon = {
  version: { ...int, description: 'The feed version this answer is; also the ETag ("<version>").' },
  generatedAt: { ...str, format: 'date-time' },
};

const errorSchema = object({
  error: object({
    code: {
      type: 'string',
      enum: [
        'BAD_USER_INPUT',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'RATE_LIMITED',
        'SERVICE_UNAVAILABLE',
        'GONE',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'INTERNAL',
      ],
    },
    messageKey: { ...str, description: 'i18n key of the message, for a till that translates itself.' },
    message: { ...str, description: 'English text, for logs.' },
    fieldErrors: arrayOf(
      object({ field: { ...str, description: 'Dotted path, e.g. lines.0.quantity.' }, message: str }),
    ),
  }),
});

const orderAnswer = object({
  id: str,
  orderNumber: { ...int, description: 'The venue’s running order number.' },
  status: { type: 'string', enum: [...ORDER_STATUSES] },
  beeperNumber: {
    ...nullable('integer'),
    description:
      'The pager the order holds (or held, once completed): the number typed, or the one assigned for assignBeeper. null: none.',
  },
  replayed: { ...bool, description: 'true: this exact submission was already stored; nothing changed.' },
  receiptUrl: {
    ...str,
    format: 'uri',
    description:
      'The order’s digital receipt: a public, unguessable, read-only page (GET /r/<token>) that opens once the order is paid. Print it as the receipt’s QR code when the receipt template’s showQrCode is on. It stays the same for the order; keep it with the receipt.',
  },
});

const staffLoginAnswer = object({
  staff: ref('Staff'),
  accessLevel: { anyOf: [object({ id, name: str }), { type: 'null' }] },
  permissions: arrayOf({ type: 'string', enum: [...POS_STAFF_PERMISSIONS] }),
  manualDiscountCap: nullable('integer'),
});

const jsonSchemaOf = (schema: z.ZodType): Schema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;
  return rest;
};

const json = (schema: Schema, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const errorAnswer = (description: string) => json(ref('Error'), description);

const money = { ...int, description: 'Minor units, VAT included.' };
const onlineOrder = object(
  {
    clientOrderId: {
      ...str,
      description: 'Use it with the status endpoint and, to take payment, the order submission.',
    },
    orderNumber: int,
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    serviceType: { type: 'string', enum: [...ORDER_TYPES] },
    tableCode: nullable('string'),
    customerName: nullable('string'),
    customerPhone: nullable('string'),
    pickupAt: { type: ['string', 'null'], format: 'date-time' },
    placedAt: { type: 'string', format: 'date-time' },
    currency: str,
    totalAmount: money,
    vatAmount: money,
    discountAmount: money,
    tipAmount: money,
    paid: {
      ...bool,
      description:
        'Paid by card online: hand it over with status COMPLETED. Unpaid: take payment with a full submission.',
    },
    lines: arrayOf(
      object({
        itemId: nullable('string'),
        title: str,
        categoryId: nullable('string'),
        quantity: int,
        unitPrice: money,
        modifications: arrayOf({
          type: 'object',
          required: ['name', 'price'],
          properties: { modificationId: nullable('string'), name: str, price: int },
        }),
        discountAmount: money,
        discountKind: { type: ['string', 'null'], enum: ['OFFER', 'MANUAL', null] },
        offerId: nullable('string'),
        vatRate: int,
        totalAmount: money,
      }),
    ),
  },
  'An order a guest placed on the venue’s online ordering page (channel APP).',
);

// §6: a kitchen screen (device kind KDS) of a company without kitchen screens licensed.
const kitchenLicence = {
  '403': errorAnswer(
    'A kitchen screen (device kind KDS) whose company has no kitchen-screen licence (code FORBIDDEN, messageKey errors.licenseRequired). Its heartbeat still answers.',
  ),
};

const commonErrors = {
  '401': errorAnswer('Unknown, wrong or revoked terminal credential.'),
  '503': {
    ...errorAnswer(
      'The database is unreachable: retry after Retry-After seconds (the same request is safe).',
    ),
    headers: { 'Retry-After': { schema: int } },
  },
};

/** The document (built once: it depends on nothing at run time). */
let built: Schema | undefined;

export function terminalOpenApi(): Schema {
  built ??= {
    openapi: '3.1.0',
    info: {
      title: 'Fika terminal API',
      version: '1',
      description:
        'What a POS terminal (till) talks to: it reads its venue’s configuration feed, logs staff in with their PIN and sends orders. Authenticate every request with the terminal credential issued under Settings › Terminals: `Authorization: Bearer <terminal id>.<secret>`. Amounts are integer minor units of the company currency, VAT included. Every error is JSON in the Error shape.',
    },
    servers: [{ url: '/' }],
    security: [{ terminalCredential: [] }],
    paths: {
      '/terminal/v1/config': {
        get: {
          operationId: 'readConfig',
          summary: 'The configuration feed of the terminal’s venue',
          description:
            'Everything the till needs, as flat lists keyed by id. Keep the version (also the ETag). Poll with `If-None-Match: "<version>"` (304 when nothing changed) or with `?since=<version>` to get only what changed since then: changed entities in the lists (replace yours by id) and, under `deleted`, ids to drop (deleted, inactive, or no longer at this venue; ignore ids you do not hold). Any back-office change that affects the venue raises its version; versions only grow.',
          parameters: [
            {
              name: 'since',
              in: 'query',
              required: false,
              description:
                'A version this terminal holds: answer only what changed after it. Above the current version: 400.',
              schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
            },
            {
              name: 'If-None-Match',
              in: 'header',
              required: false,
              description: 'The ETag of the feed the terminal holds: 304 while it is current.',
              schema: str,
            },
            {
              name: 'X-App-Version',
              in: 'header',
              required: false,
              description: 'Heartbeat: the app version the device runs (up to 40 characters).',
              schema: str,
            },
            {
              name: 'X-Unsynced-Orders',
              in: 'header',
              required: false,
              description: 'Heartbeat: orders the device holds that it has not uploaded yet.',
              schema: { type: 'string', pattern: '^[0-9]{1,7}$' },
            },
          ],
          responses: {
            '200': {
              ...json(
                { anyOf: [ref('ConfigFeed'), ref('ConfigDelta')] },
                'The feed (ConfigFeed), or with `since` what changed (ConfigDelta).',
              ),
              headers: { ETag: { description: '"<version>"', schema: str } },
            },
            '304': {
              description: 'Not modified: the If-None-Match tag is the current version. No body.',
              headers: { ETag: { description: '"<version>"', schema: str } },
            },
            '400': errorAnswer(
              '`since` is not a whole number or is above the current version (field `since`).',
            ),
            ...kitchenLicence,
            ...commonErrors,
          },
        },
      },
      '/terminal/v1/online-orders': {
        get: {
          operationId: 'onlineOrders',
          summary: 'The venue’s online orders in progress',
          description:
            'Orders guests placed on the venue’s online ordering page that are not completed, cancelled, rejected or refunded, by pickup time (at most 200). Move them on with POST /terminal/v1/orders/{clientOrderId}/status (ACCEPTED, READY, REJECTED; COMPLETED hands over one already paid). A pay-at-the-counter order is paid with a full submission of the same clientOrderId (channel APP, status COMPLETED).',
          responses: {
            '200': json(object({ orders: arrayOf(ref('OnlineOrder')) }), 'The orders in progress.'),
            ...kitchenLicence,
            ...commonErrors,
          },
        },
      },
      '/terminal/v1/staff/login': {
        post: {
          operationId: 'staffLogin',
          summary: 'Log a staff member in at the till with their PIN',
          description:
            'Checks the PIN of an active staff member who works at the terminal’s venue and answers their permissions there. Wrong PIN or unknown staff: 401. After 5 wrong PINs within 5 minutes: 429 with Retry-After.',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: object({
                  staffId: str,
                  pin: { type: 'string', pattern: '^[0-9]{4,6}$', description: '4–6 digits.' },
                }),
              },
            },
          },
          responses: {
            '200': json(ref('StaffLogin'), 'The staff member and what they may do at this venue.'),
            '400': errorAnswer('The body is not { staffId, pin }.'),
            '429': {
              ...errorAnswer('Too many wrong PINs for this staff member: wait Retry-After seconds.'),
              headers: { 'Retry-After': { schema: int } },
            },
            ...commonErrors,
            '401': errorAnswer('Wrong terminal credential, or wrong PIN / staff not at this venue.'),
          },
        },
      },
      '/terminal/v1/orders': {
        post: {
          operationId: 'submitOrder',
          summary: 'Send an order (new or resubmitted)',
          description:
            'Idempotent by clientOrderId: the same submission again answers 200 with replayed: true. An open order may be resubmitted with other lines or status. Totals must match the lines (computed as the server does); every problem is reported in fieldErrors at once.',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('OrderSubmission') } },
          },
          responses: {
            '201': json(ref('OrderAnswer'), 'Stored.'),
            '200': json(ref('OrderAnswer'), 'Already stored (replayed) or an open order updated.'),
            '400': errorAnswer('The order breaks a rule; see fieldErrors.'),
            '409': errorAnswer(
              'The clientOrderId names a closed order with other content; or a beeper was asked for and the venue has no beeper range (beepers.errors.notSetUp) or every number of it is in use (beepers.errors.exhausted).',
            ),
            '413': errorAnswer('The body is too large.'),
            '415': errorAnswer('The body is not JSON.'),
            ...commonErrors,
          },
        },
      },
      '/terminal/v1/orders/{clientOrderId}/status': {
        post: {
          operationId: 'changeOrderStatus',
          summary: 'Move an open order along (ACCEPTED, READY, CANCELLED, …)',
          description:
            'An online order already paid by card that is REJECTED or CANCELLED is refunded in the same step: the card payment goes back to the guest, the refund is in the sales figures and the void journal, and the order keeps the status given (refundedAmount = its total). If the card provider refuses the refund, nothing changes (409 orders.errors.refundRefused): try again.',
          parameters: [{ name: 'clientOrderId', in: 'path', required: true, schema: str }],
          requestBody: { required: true, content: { 'application/json': { schema: ref('StatusChange') } } },
          responses: {
            '200': json(ref('OrderAnswer'), 'Changed, or already in that status (replayed).'),
            '400': errorAnswer('The change breaks a rule; see fieldErrors.'),
            '404': errorAnswer('No order with that clientOrderId from this terminal’s venue.'),
            '409': errorAnswer(
              'The order is closed, or the card provider refused to refund a withdrawn online order.',
            ),
            ...commonErrors,
          },
        },
      },
      '/terminal/v1/orders/{clientOrderId}/receipt-copy': {
        post: {
          operationId: 'recordReceiptCopy',
          summary: 'A copy of a paid order’s receipt was printed',
          description:
            'Send once per printed copy (a receipt reprinted on request, for an expense claim, …). The copy count of the order grows by one and the Z-report counts it next to the receipts issued. Give each copy an id of your own — `copyId` in the body or an `Idempotency-Key` header (the same value if both) — and retry freely: a report with an id already counted answers the same count with replayed: true and counts nothing, however often or concurrently it is repeated. Without an id every request counts a copy, so retry only when the request never reached the server (status 0 / 503).',
          parameters: [
            { name: 'clientOrderId', in: 'path', required: true, schema: str },
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: 'The copy’s id, when the body gives none.',
              schema: { ...str, maxLength: 100, pattern: '^[!-~]+$' },
            },
          ],
          requestBody: {
            required: false,
            content: {
              'application/json': {
                schema: {
                  ...object({
                    copyId: {
                      ...str,
                      maxLength: 100,
                      pattern: '^[!-~]+$',
                      description:
                        'The copy’s id (printable ASCII without spaces, e.g. a UUID): a report with an id already counted counts nothing.',
                    },
                  }),
                  required: [],
                },
              },
            },
          },
          responses: {
            '200': json(
              object({
                clientOrderId: str,
                orderNumber: int,
                receiptCopies: {
                  ...int,
                  description: 'Copies printed of this receipt so far, this one included.',
                },
                replayed: {
                  ...bool,
                  description:
                    'true: this copy id was already counted; the count it produced is answered again.',
                },
              }),
              'Counted, or already counted under this copy id (replayed).',
            ),
            '400': errorAnswer(
              'The clientOrderId is blank or too long, or the copy id is not printable ASCII, too long or differs between body and header (fieldErrors).',
            ),
            '404': errorAnswer('No order with that clientOrderId from this terminal’s venue.'),
            '409': errorAnswer('The order is not paid: it has no receipt yet (orders.errors.notPaid).'),
            ...commonErrors,
          },
        },
      },
      '/terminal/v1/status': {
        post: {
          operationId: 'reportStatus',
          summary: 'Heartbeat: app version and orders not uploaded yet',
          description:
            'Tells the back office what the device runs and how many orders it holds that are not uploaded (the same can ride on the feed read as X-App-Version and X-Unsynced-Orders headers). The answer says whether the till may sell (posAccessBlocked: under new licensing, no licence in force for this device).',
          requestBody: { required: false, content: { 'application/json': { schema: ref('Heartbeat') } } },
          responses: {
            '200': json(
              object({ posAccessBlocked: bool, serverTime: { ...str, format: 'date-time' } }),
              'Recorded.',
            ),
            '400': errorAnswer('A value is not a version or a count (fieldErrors).'),
            ...commonErrors,
          },
        },
      },
      '/terminal/v1/day-close': {
        post: {
          operationId: 'closeDay',
          summary: 'Close the venue’s accounting day now (end of day)',
          description:
            'Closes the terminal’s venue’s accounting day (today’s by the venue’s 05:30 boundary, or `day`): the day gets the next number of the venue’s gap-free Z sequence, the grand totals grow by its figures and its Z-report is frozen (what the back office shows, prints and e-mails). With an enabled accounting integration its voucher is posted at once, instead of at the next 05:30 run. Idempotent: a day already closed answers its Z number and voucher again; a day is never numbered or posted twice. A day with nothing sold, paid or refunded gets no number (zReport.status empty). `voucher` is null without an accounting integration or when nothing was sold; its `status` is sent, pending (the accounting system is unavailable: retried with backoff) or failed (with the system’s message; fixed and retried in the back office).',
          requestBody: {
            required: false,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    day: { type: 'string', format: 'date', description: 'YYYY-MM-DD; today when left out.' },
                  },
                },
              },
            },
          },
          responses: {
            '200': json(
              object({
                zReport: object({
                  day: str,
                  status: { type: 'string', enum: ['closed', 'alreadyClosed', 'empty'] },
                  number: { type: ['integer', 'null'], description: 'The Z number; null for an empty day.' },
                  closedAt: { type: ['string', 'null'], format: 'date-time' },
                  grandTotals: object({ sales: int, returns: int, net: int }),
                }),
                voucher: {
                  oneOf: [
                    { type: 'null' },
                    object({
                      id: str,
                      day: str,
                      status: { type: 'string', enum: ['pending', 'sent', 'failed'] },
                      message: { type: ['string', 'null'] },
                      series: { type: ['string', 'null'] },
                      number: { type: ['integer', 'null'] },
                    }),
                  ],
                },
              }),
              'The day’s Z-report and voucher.',
            ),
            '400': errorAnswer('`day` is not a past or current day (field `day`).'),
            ...commonErrors,
          },
        },
      },
      '/terminal/v1/pairing': {
        post: {
          operationId: 'startPairing',
          summary: 'A new device asks for a pairing code',
          description:
            'No credential needed. Show `code` on screen: an owner enters it in the back office (Licences › Claim device) within 15 minutes, with a venue and a name. Keep `secret`; poll GET /terminal/v1/pairing/{pairingId} with it to collect the credential. At most 20 codes per address in 10 minutes (429 with Retry-After).',
          security: [],
          requestBody: {
            required: false,
            content: { 'application/json': { schema: ref('PairingRequest') } },
          },
          responses: {
            '201': json(
              object({
                pairingId: str,
                code: { ...str, description: 'ABCD-EF23: what the device shows.' },
                secret: { ...str, description: 'Keep it: it becomes the secret of the terminal credential.' },
                expiresAt: { ...str, format: 'date-time' },
              }),
              'The code to show.',
            ),
            '400': errorAnswer('An unknown kind or an invalid app version (fieldErrors).'),
            '429': {
              ...errorAnswer('Too many codes from this address.'),
              headers: { 'Retry-After': { schema: int } },
            },
          },
        },
      },
      '/terminal/v1/pairing/{pairingId}': {
        get: {
          operationId: 'pollPairing',
          summary: 'Poll a pairing; collect the credential once it is claimed',
          description:
            'Authorization: Bearer <pairing secret>. waiting: keep showing the code (poll every few seconds). claimed: the terminal credential `<terminal id>.<secret>` — handed out once; use it for every other call. 410 expired (ask for a new code) or collected.',
          security: [{ pairingSecret: [] }],
          parameters: [{ name: 'pairingId', in: 'path', required: true, schema: str }],
          responses: {
            '200': json(
              {
                anyOf: [
                  object({
                    status: { const: 'waiting' },
                    code: str,
                    expiresAt: { ...str, format: 'date-time' },
                  }),
                  object({
                    status: { const: 'claimed' },
                    credential: str,
                    terminal: object({ id: str, name: str, venueId: str }),
                  }),
                ],
              },
              'Waiting for the claim, or claimed with the credential.',
            ),
            '404': errorAnswer('No pairing with this id and secret.'),
            '410': json(
              object({ status: { type: 'string', enum: ['expired', 'collected'] } }),
              'Expired before it was claimed, or the credential was already collected.',
            ),
          },
        },
      },
      '/terminal/v1/openapi.json': {
        get: {
          operationId: 'openApi',
          summary: 'This document',
          security: [],
          responses: { '200': { description: 'OpenAPI 3.1 JSON.' } },
        },
      },
    },
    components: {
      securitySchemes: {
        terminalCredential: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The terminal credential `<terminal id>.<secret>`, shown once when the terminal is created.',
        },
        pairingSecret: {
          type: 'http',
          scheme: 'bearer',
          description: 'The secret POST /terminal/v1/pairing answered.',
        },
      },
      schemas: {
        ...entities,
        ConfigFeed: {
          ...object({ ...feedCommon, venue: ref('Venue'), ...listProperties }, 'The whole feed.'),
        },
        ConfigDelta: {
          type: 'object',
          description: 'What changed after `since`: the venue only when it changed.',
          required: ['since', 'deleted', ...Object.keys(feedCommon), ...Object.keys(LISTS)],
          properties: {
            ...feedCommon,
            since: int,
            venue: ref('Venue'),
            ...listProperties,
            deleted: {
              type: 'object',
              description: 'Per list, the ids to drop.',
              properties: Object.fromEntries(Object.keys(LISTS).map((list) => [list, arrayOf(str)])),
              additionalProperties: false,
            },
          },
        },
        StaffLogin: staffLoginAnswer,
        OrderSubmission: jsonSchemaOf(terminalOrderSchema),
        StatusChange: jsonSchemaOf(terminalStatusSchema),
        OrderAnswer: orderAnswer,
        OnlineOrder: onlineOrder,
        Error: errorSchema,
        // Both optional: a device sends what it knows.
        Heartbeat: {
          ...object({
            appVersion: { ...str, maxLength: 40 },
            unsyncedOrders: { ...int, minimum: 0, maximum: 1_000_000 },
          }),
          required: [],
        },
        PairingRequest: {
          ...object({
            kind: {
              type: 'string',
              enum: [...DEVICE_KINDS],
              description: 'What the device is (default EPOS).',
            },
            appVersion: { ...str, maxLength: 40 },
          }),
          required: [],
        },
      },
    },
  };
  return built;
}
