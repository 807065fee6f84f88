// The OpenAPI 3.1 document of the guest ordering API, served at GET /api/guest/v1/openapi.json.
// Request bodies come from the zod schemas the routes parse with; answers are the domain's
// contract types (packages/domain/src/guest-ordering.ts), named here.
import { GUEST_ERROR_CODES } from '@fika/domain';
import { z } from 'zod';
import {
  guestOrderSchema,
  guestQuoteSchema,
  memberCodeSchema,
  memberSessionSchema,
} from '../modules/guest-ordering/guest-input.ts';

type Schema = Record<string, unknown>;

const json = (schema: Schema) => ({ 'application/json': { schema } });
const body = (schema: z.ZodType) => ({
  required: true,
  content: json(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema),
});
const answer = (description: string, contract: string) => ({
  description: `${description} (the domain's ${contract}).`,
  content: json({ type: 'object' }),
});
const errorAnswer = { description: 'A refusal', content: json({ $ref: '#/components/schemas/Error' }) };
const slug = { name: 'slug', in: 'path', required: true, schema: { type: 'string' } };
const lang = {
  name: 'lang',
  in: 'query',
  required: false,
  description: 'The guest’s language (en, sv, no, da, es, tr, ar); default the company’s.',
  schema: { type: 'string' },
};
const token = { name: 'token', in: 'path', required: true, schema: { type: 'string' } };
const member = [{ memberToken: [] }, {}];

let built: Schema | undefined;

export function guestOpenApi(): Schema {
  built ??= {
    openapi: '3.1.0',
    info: {
      title: 'Fika guest ordering API',
      version: '1',
      description:
        'What the guest ordering page (/order/{slug}) talks to. Public; a signed-in member sends the member token from POST members/session as `Authorization: Bearer <token>`. Amounts are integer minor units of the venue’s currency, VAT included; instants are ISO strings. Errors are `{ error: { code, messageKey, message, fieldErrors } }` with `code` one of the guest error codes.',
    },
    servers: [{ url: '/' }],
    paths: {
      '/api/guest/v1/venues/{slug}': {
        get: {
          operationId: 'guestVenue',
          summary: 'The venue’s page head, open state and pickup times',
          parameters: [
            slug,
            {
              name: 'table',
              in: 'query',
              required: false,
              description: 'A table’s signed reference.',
              schema: { type: 'string' },
            },
          ],
          responses: {
            200: answer('The venue', 'GuestVenue'),
            304: { description: 'Not modified (ETag)' },
            default: errorAnswer,
          },
        },
      },
      '/api/guest/v1/venues/{slug}/menu': {
        get: {
          operationId: 'guestMenu',
          summary: 'The menu of a service type as available now (ETag, max-age 30 s)',
          parameters: [
            slug,
            { name: 'serviceType', in: 'query', required: true, schema: { type: 'string' } },
            lang,
          ],
          responses: {
            200: answer('The menu', 'GuestMenu'),
            304: { description: 'Not modified (ETag)' },
            default: errorAnswer,
          },
        },
      },
      '/api/guest/v1/venues/{slug}/quote': {
        post: {
          operationId: 'guestQuote',
          summary: 'The server’s price of a basket (offers, member level, promo code)',
          security: member,
          parameters: [slug, lang],
          requestBody: body(guestQuoteSchema),
          responses: { 200: answer('The quote', 'GuestQuote'), default: errorAnswer },
        },
      },
      '/api/guest/v1/venues/{slug}/orders': {
        post: {
          operationId: 'guestPlaceOrder',
          summary: 'Places an order; the same idempotencyKey again answers the same order (200)',
          security: member,
          parameters: [slug, lang],
          requestBody: body(guestOrderSchema),
          responses: {
            201: answer('The placed order', 'GuestPlacedOrder'),
            200: answer('The order this idempotency key placed before', 'GuestPlacedOrder'),
            default: errorAnswer,
          },
        },
      },
      '/api/guest/v1/orders/{token}': {
        get: {
          operationId: 'guestOrder',
          summary: 'The guest’s order as it goes',
          parameters: [token],
          responses: { 200: answer('The order', 'GuestOrderView'), default: errorAnswer },
        },
      },
      '/api/guest/v1/orders/{token}/events': {
        get: {
          operationId: 'guestOrderEvents',
          summary: 'Server-sent events: `event: status` with the GuestOrderView at each status change',
          parameters: [token],
          responses: { 200: { description: 'text/event-stream' }, default: errorAnswer },
        },
      },
      '/api/guest/v1/members/code': {
        post: {
          operationId: 'guestMemberCode',
          summary: 'E-mails a one-time six-digit sign-in code (always 202)',
          requestBody: body(memberCodeSchema),
          responses: { 202: { description: 'Sent if the address can receive it' }, default: errorAnswer },
        },
      },
      '/api/guest/v1/members/session': {
        post: {
          operationId: 'guestMemberSession',
          summary: 'Signs a member in with the code (joins them on the first sign-in)',
          parameters: [lang],
          requestBody: body(memberSessionSchema),
          responses: {
            200: answer('The member token and member', 'GuestMemberSession'),
            default: errorAnswer,
          },
        },
      },
      '/api/guest/v1/members/me': {
        get: {
          operationId: 'guestMember',
          summary: 'The signed-in member',
          security: [{ memberToken: [] }],
          parameters: [lang],
          responses: { 200: answer('The member', 'GuestMember'), default: errorAnswer },
        },
      },
    },
    components: {
      securitySchemes: { memberToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'messageKey', 'message', 'fieldErrors'],
              properties: {
                code: { type: 'string', enum: [...GUEST_ERROR_CODES] },
                messageKey: { type: 'string' },
                message: { type: 'string' },
                fieldErrors: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['field', 'message'],
                    properties: { field: { type: 'string' }, message: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  return built;
}
