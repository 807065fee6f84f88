// The guest ordering API (/api/guest/v1): public, for the guest page a venue's QR code opens. No
// back-office session is read here; a signed-in member sends their member token as Bearer. Errors
// are { error: { code, messageKey, message, fieldErrors } } with `code` one of the domain's
// GUEST_ERROR_CODES, which the page translates. Writes are rate-limited per client address.
import { createHash } from 'node:crypto';
import type { GuestErrorCode } from '@fika/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../kernel/errors.ts';
import { parseInput } from '../kernel/validate.ts';
import { GuestError, guestError } from '../modules/guest-ordering/guest-errors.ts';
import { guestQuoteSchema } from '../modules/guest-ordering/guest-input.ts';
import {
  guestMemberView,
  memberOfRequest,
  requestMemberCode,
  startMemberSession,
} from '../modules/guest-ordering/guest-members.ts';
import { guestLanguage, loadGuestMenu, offeredServiceType } from '../modules/guest-ordering/guest-menu.ts';
import { guestOrderStatus, guestOrderView, placeGuestOrder } from '../modules/guest-ordering/guest-orders.ts';
import { priceGuestBasket } from '../modules/guest-ordering/guest-pricing.ts';
import {
  guestVenueView,
  loadGuestVenue,
  loadOrderingVenue,
  resolveVenueTable,
} from '../modules/guest-ordering/guest-venue.ts';
import { orderIdOfToken } from '../modules/guest-ordering/order-token.ts';
import type { Db } from '../platform/db/client.ts';
import { takeSlot } from '../platform/db/counted-limits.ts';
import type { Mailer } from '../platform/mailer.ts';
import type { CardCheckout } from '../platform/providers/card-checkout.ts';
import { guestOpenApi } from './guest-openapi.ts';

export interface GuestApiDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  checkout: CardCheckout;
}

type Query = Record<string, string | undefined>;

const PREFIX = '/api/guest/v1';
/** Quotes and orders one client address may ask for per window. */
export const GUEST_RATE_LIMITS = {
  quote: { limit: 300, windowMs: 5 * 60 * 1000 },
  order: { limit: 30, windowMs: 10 * 60 * 1000 },
  session: { limit: 30, windowMs: 15 * 60 * 1000 },
} as const;
/** How often the events stream looks for a new status, and how long it stays open. */
const EVENTS_POLL_MS = 1500;
const EVENTS_MAX_MS = 15 * 60 * 1000;
const FINAL_STATUSES = new Set(['COMPLETED', 'REJECTED', 'CANCELLED']);

function sendGuestError(reply: FastifyReply, status: number, code: GuestErrorCode, error: AppError | null) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({
      error: {
        code,
        messageKey: `errors.${code}`,
        message: error?.message ?? 'The request is malformed.',
        fieldErrors: error?.fieldErrors ?? [],
      },
    });
}

// A strong entity tag of a JSON body; 304 when the client holds it.
function sendTagged(req: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl: string) {
  const json = JSON.stringify(body);
  const tag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', tag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  const given = req.headers['if-none-match'];
  if (given?.split(',').some((t) => t.trim() === tag || t.trim() === '*')) return reply.status(304).send();
  return reply.status(200).type('application/json; charset=utf-8').send(json);
}

async function limit(db: Db, key: string, rule: { limit: number; windowMs: number }) {
  if (!(await takeSlot(db, key, rule.limit, rule.windowMs))) throw guestError('tooManyRequests');
}

/** Registers the guest API's routes. */
export function registerGuestApi(server: FastifyInstance, deps: GuestApiDeps): void {
  const { db, config } = deps;
  server.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.setErrorHandler((error, _req, reply) => {
      if (error instanceof GuestError) return sendGuestError(reply, error.status, error.guestCode, error);
      if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
        return sendGuestError(reply, 400, 'badInput', error);
      }
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        return sendGuestError(reply, 429, 'tooManyRequests', error);
      }
      const status = (error as { statusCode?: unknown }).statusCode;
      // Malformed JSON, a body too large or of another type: bad input in the guest's terms.
      if (typeof status === 'number' && status >= 400 && status < 500 && !(error instanceof AppError)) {
        return sendGuestError(reply, 400, 'badInput', null);
      }
      throw error;
    });

    const memberOf = async (req: FastifyRequest, companyId: string) => {
      const member = await memberOfRequest(db, config, req.headers.authorization);
      // A member of another company orders as a guest here.
      return member && member.companyId === companyId ? member.memberId : null;
    };

    scope.get<{ Params: { slug: string } }>(`${PREFIX}/venues/:slug`, async (req, reply) => {
      const query = req.query as Query;
      const venue = await loadOrderingVenue(db, req.params.slug);
      const table = query.table ? await resolveVenueTable(db, config.jwtSecret, venue, query.table) : null;
      // Its open state and pickup times change by the minute: revalidate every time.
      return sendTagged(req, reply, guestVenueView(venue, new Date(), table), 'no-cache');
    });

    scope.get<{ Params: { slug: string } }>(`${PREFIX}/venues/:slug/menu`, async (req, reply) => {
      const query = req.query as Query;
      const venue = await loadOrderingVenue(db, req.params.slug);
      const serviceType = offeredServiceType(venue, query.serviceType);
      const lang = guestLanguage(query.lang, venue.companyLanguage);
      const menu = await loadGuestMenu(db, venue, serviceType, lang, new Date());
      return sendTagged(req, reply, menu.view, 'public, max-age=30');
    });

    scope.post<{ Params: { slug: string } }>(`${PREFIX}/venues/:slug/quote`, async (req, reply) => {
      await limit(db, `guest-quote:${req.ip}`, GUEST_RATE_LIMITS.quote);
      const input = parseInput(guestQuoteSchema, req.body);
      const venue = await loadOrderingVenue(db, req.params.slug);
      const serviceType = offeredServiceType(venue, input.serviceType);
      if (input.tableRef) await resolveVenueTable(db, config.jwtSecret, venue, input.tableRef);
      const lang = guestLanguage((req.query as Query).lang, venue.companyLanguage);
      const now = new Date();
      const menu = await loadGuestMenu(db, venue, serviceType, lang, now);
      const priced = await priceGuestBasket(db, venue, menu, {
        serviceType,
        lines: input.lines,
        promoCode: input.promoCode,
        memberId: await memberOf(req, venue.companyId),
        lang,
        now,
      });
      return reply.header('cache-control', 'no-store').send(priced.quote);
    });

    scope.post<{ Params: { slug: string } }>(`${PREFIX}/venues/:slug/orders`, async (req, reply) => {
      await limit(db, `guest-order:${req.ip}`, GUEST_RATE_LIMITS.order);
      const venue = await loadGuestVenue(db, req.params.slug);
      const memberId = await memberOf(req, venue.companyId);
      const { placed, replayed } = await placeGuestOrder(
        deps,
        req.params.slug,
        req.body,
        memberId,
        (req.query as Query).lang,
      );
      return reply
        .status(replayed ? 200 : 201)
        .header('cache-control', 'no-store')
        .send(placed);
    });

    scope.get<{ Params: { token: string } }>(`${PREFIX}/orders/:token`, async (req, reply) => {
      const view = await guestOrderView(db, config, req.params.token);
      return reply.header('cache-control', 'no-store').send(view);
    });

    scope.get<{ Params: { token: string } }>(`${PREFIX}/orders/:token/events`, async (req, reply) => {
      const token = req.params.token;
      const orderId = orderIdOfToken(config.jwtSecret, token);
      const first = orderId ? await guestOrderStatus(db, orderId) : null;
      if (!orderId || !first) throw guestError('badInput', 'token');
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let closed = false;
      let last = '';
      const started = Date.now();
      const send = async () => {
        const view = await guestOrderView(db, config, token);
        const key = `${view.status}`;
        if (key !== last) {
          last = key;
          raw.write(`event: status\nid: ${view.status}\ndata: ${JSON.stringify(view)}\n\n`);
        }
        return view.status;
      };
      const finish = () => {
        if (closed) return;
        closed = true;
        clearInterval(timer);
        raw.end();
      };
      // Polls the order row (one indexed read) rather than listening: several servers share the work.
      const timer = setInterval(() => {
        if (closed) return;
        if (Date.now() - started > EVENTS_MAX_MS) return finish();
        guestOrderStatus(db, orderId)
          .then(async (now) => {
            if (!now || closed) return finish();
            if (now.status !== last) {
              const status = await send();
              if (FINAL_STATUSES.has(status)) finish();
            } else raw.write(': ping\n\n');
          })
          .catch(() => finish());
      }, EVENTS_POLL_MS);
      req.raw.on('close', finish);
      try {
        const status = await send();
        if (FINAL_STATUSES.has(status)) finish();
      } catch {
        finish();
      }
    });

    scope.post(`${PREFIX}/members/code`, async (req, reply) => {
      await requestMemberCode(deps, req.body, req.ip);
      // Whether the address is a member or not, the answer is the same.
      return reply.status(202).header('cache-control', 'no-store').send({ sent: true });
    });

    scope.post(`${PREFIX}/members/session`, async (req, reply) => {
      await limit(db, `guest-session:${req.ip}`, GUEST_RATE_LIMITS.session);
      const session = await startMemberSession(deps, req.body, (req.query as Query).lang);
      return reply.header('cache-control', 'no-store').send(session);
    });

    scope.get(`${PREFIX}/members/me`, async (req, reply) => {
      const member = await memberOfRequest(db, config, req.headers.authorization);
      if (!member) {
        return sendGuestError(reply, 401, 'codeInvalid', guestError('codeInvalid'));
      }
      const view = await guestMemberView(
        db,
        member.companyId,
        member.memberId,
        guestLanguage((req.query as Query).lang, 'en'),
      );
      return reply.header('cache-control', 'no-store').send(view);
    });

    scope.get(`${PREFIX}/openapi.json`, async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(guestOpenApi()),
    );
  });
}
