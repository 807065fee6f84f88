// The POS terminal API: terminals submit orders and status changes with their device credential
// (Authorization: Bearer <terminal id>.<secret>). Errors are JSON { error: { code, messageKey,
// message, fieldErrors } } (http/errors.ts), so a terminal can show or log them without parsing
// GraphQL; a 503 with Retry-After means the database is unreachable: retry with the same clientOrderId.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../kernel/errors.ts';
import { terminalOnlineOrders } from '../modules/guest-ordering/terminal-online-orders.ts';
import { PairingRateLimited, pollPairing, startPairing } from '../modules/licenses/pairing.service.ts';
import { recordTerminalOrder } from '../modules/orders/record.ts';
import { changeTerminalOrderStatus } from '../modules/orders/terminal-status.ts';
import { digitalReceiptUrl } from '../modules/receipts/digital-receipt-url.ts';
import { copyIdOf, recordReceiptCopy } from '../modules/reports/receipt-copies.ts';
import { PinRateLimited, staffLogin } from '../modules/staff/staff-login.ts';
import { feedVersion, parseSince, readFeed, recordFeedRead } from '../modules/terminals/feed.service.ts';
import { createFeedCache } from '../modules/terminals/feed-cache.ts';
import { readHeartbeat, recordHeartbeat, terminalPosAccessBlocked } from '../modules/terminals/heartbeat.ts';
import { requireKitchenLicence } from '../modules/terminals/kitchen-licence.ts';
import { createOffersCache } from '../modules/terminals/offers-cache.ts';
import { type AuthenticatedTerminal, authenticateTerminal } from '../modules/terminals/terminals.service.ts';
import type { Db } from '../platform/db/client.ts';
import type { CardCheckout } from '../platform/providers/card-checkout.ts';
import { restErrorOf } from './errors.ts';
import { terminalOpenApi } from './terminal-openapi.ts';

const badCredential = () =>
  new AppError(
    'UNAUTHENTICATED',
    'terminals.errors.badCredential',
    'Unknown, wrong or revoked terminal credential.',
  );

async function terminalOf(db: Db, req: FastifyRequest): Promise<AuthenticatedTerminal> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const terminal = match?.[1] ? await authenticateTerminal(db, match[1]) : null;
  if (!terminal) throw badCredential();
  return terminal;
}

/**
 * The terminal, refused (403 errors.licenseRequired) when it is a kitchen screen of a company
 * without kitchen screens licensed (§6): its feed, orders and staff sign-in stop; its heartbeat
 * still answers, so the device can say why.
 */
async function licensedTerminalOf(db: Db, req: FastifyRequest): Promise<AuthenticatedTerminal> {
  const terminal = await terminalOf(db, req);
  await requireKitchenLicence(db, terminal);
  return terminal;
}

// If-None-Match: a list of entity tags, weak or strong, or '*'; the feed's tag is '"<version>"'.
function matchesVersion(header: string | undefined, version: number): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === `"${version}"`);
}

// Whether the client takes gzip (q=0 refuses it), so a cached full feed goes out as stored.
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    return coding?.trim().toLowerCase() === 'gzip' && (!q || Number(q.trim().slice(2)) > 0);
  });
}

/**
 * `POST /terminal/v1/orders`, `POST /terminal/v1/orders/:clientOrderId/status`,
 * `POST /terminal/v1/orders/:clientOrderId/receipt-copy`, `GET /terminal/v1/online-orders`, `POST /terminal/v1/staff/login`, `GET /terminal/v1/config` (the venue's configuration feed),
 * `POST /terminal/v1/status` (heartbeat), `POST /terminal/v1/pairing` and `GET /terminal/v1/pairing/:id` (a new device
 * pairs and collects its credential) and `GET /terminal/v1/openapi.json`.
 */
export function registerTerminalApi(
  server: FastifyInstance,
  db: Db,
  checkout: CardCheckout,
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
): void {
  // The order's digital receipt, for the till to print as the receipt's QR code.
  const receiptUrlOf = (orderId: string) => digitalReceiptUrl(config, orderId);
  const fullFeeds = createFeedCache();
  const offersOf = createOffersCache();
  server.register(async (scope) => {
    // Orders are JSON only: a text/plain body would reach the order rules as a string (415 instead).
    scope.removeContentTypeParser('text/plain');
    scope.post('/terminal/v1/orders', async (req, reply) => {
      const terminal = await licensedTerminalOf(db, req);
      const { order, replayed, created } = await recordTerminalOrder(db, terminal, req.body, { offersOf });
      // 201 only for a new order; a replay or an update of an open one is 200 (as documented).
      return reply
        .status(created ? 201 : 200)
        .send({ ...order, replayed, receiptUrl: receiptUrlOf(order.id) });
    });

    scope.post<{ Params: { clientOrderId: string } }>(
      '/terminal/v1/orders/:clientOrderId/status',
      async (req, reply) => {
        const terminal = await licensedTerminalOf(db, req);
        const { order, replayed } = await changeTerminalOrderStatus(
          db,
          terminal,
          req.params.clientOrderId,
          req.body,
          checkout,
        );
        return reply.status(200).send({ ...order, replayed, receiptUrl: receiptUrlOf(order.id) });
      },
    );

    // A copy of a paid order's receipt was printed: the Z-report counts copies (modules/reports).
    scope.post<{ Params: { clientOrderId: string } }>(
      '/terminal/v1/orders/:clientOrderId/receipt-copy',
      async (req, reply) => {
        const terminal = await terminalOf(db, req);
        const copyId = copyIdOf(req.body, req.headers['idempotency-key']);
        return reply
          .status(200)
          .send(await recordReceiptCopy(db, terminal, req.params.clientOrderId, copyId));
      },
    );

    // The venue's online orders in progress (guest ordering), for the till to accept and ready.
    scope.get('/terminal/v1/online-orders', async (req, reply) => {
      const terminal = await licensedTerminalOf(db, req);
      const list = await terminalOnlineOrders(db, terminal);
      return reply.header('cache-control', 'private, no-store').send({ orders: list });
    });

    // A till signs a staff member in with their PIN; 401 for a wrong PIN, 429 + Retry-After after
    // MAX_PIN_FAILURES wrong ones in the window.
    scope.post('/terminal/v1/staff/login', async (req, reply) => {
      const terminal = await licensedTerminalOf(db, req);
      try {
        return reply.status(200).send(await staffLogin(db, terminal, req.body));
      } catch (error) {
        if (!(error instanceof PinRateLimited)) throw error;
        const { status, body } = restErrorOf(error);
        return reply.status(status).header('retry-after', String(error.retryAfterSeconds)).send(body);
      }
    });

    // A device with no credential yet asks for a pairing code to show (rate-limited per address).
    scope.post('/terminal/v1/pairing', async (req, reply) => {
      try {
        return reply
          .status(201)
          .header('cache-control', 'no-store')
          .send(await startPairing(db, req.ip, req.body));
      } catch (error) {
        if (!(error instanceof PairingRateLimited)) throw error;
        const { status, body } = restErrorOf(error);
        return reply.status(status).header('retry-after', String(error.retryAfterSeconds)).send(body);
      }
    });

    // The device polls its pairing with the pairing secret as Bearer token; once claimed it gets
    // its credential, exactly once.
    scope.get<{ Params: { id: string } }>('/terminal/v1/pairing/:id', async (req, reply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const state = await pollPairing(db, req.params.id, match?.[1] ?? '');
      const status = state.status === 'expired' || state.status === 'collected' ? 410 : 200;
      return reply.status(status).header('cache-control', 'no-store').send(state);
    });

    // Heartbeat: the app version and the orders not uploaded yet; answers whether the till may sell.
    scope.post('/terminal/v1/status', async (req, reply) => {
      const terminal = await terminalOf(db, req);
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      await recordHeartbeat(db, terminal, readHeartbeat(body));
      return reply.header('cache-control', 'no-store').send({
        posAccessBlocked: await terminalPosAccessBlocked(db, terminal),
        serverTime: new Date().toISOString(),
      });
    });

    scope.get<{ Querystring: { since?: string } }>('/terminal/v1/config', async (req, reply) => {
      const terminal = await licensedTerminalOf(db, req);
      const since = parseSince(req.query.since);
      // The heartbeat may ride on the feed read, so a polling till needs no second call.
      await recordHeartbeat(
        db,
        terminal,
        readHeartbeat({
          appVersion: req.headers['x-app-version'],
          unsyncedOrders: req.headers['x-unsynced-orders'],
        }),
      );
      reply.header('cache-control', 'private, no-cache').header('vary', 'authorization');
      // A poll with the tag the till already holds costs one indexed read (and rarely a write).
      const current = await feedVersion(db, terminal);
      if (matchesVersion(req.headers['if-none-match'], current)) {
        await recordFeedRead(db, terminal, current);
        return reply.status(304).header('etag', `"${current}"`).send();
      }
      if (since !== undefined) {
        const delta = await readFeed(db, terminal, since);
        await recordFeedRead(db, terminal, delta.version);
        return reply.status(200).header('etag', `"${delta.version}"`).send(delta);
      }
      let full = fullFeeds.get(terminal.companyId, terminal.venueId, current);
      if (!full) {
        const feed = await readFeed(db, terminal);
        full = { version: feed.version, json: JSON.stringify(feed) };
        fullFeeds.set(terminal.companyId, terminal.venueId, full);
      }
      await recordFeedRead(db, terminal, full.version);
      reply.status(200).header('etag', `"${full.version}"`).type('application/json; charset=utf-8');
      if (acceptsGzip(req.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(await fullFeeds.gzipOf(full));
      }
      return reply.send(full.json);
    });

    scope.get('/terminal/v1/openapi.json', async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(terminalOpenApi()),
    );
  });
}
