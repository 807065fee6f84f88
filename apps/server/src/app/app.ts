import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from '../config.ts';
import { registerDevOutbox } from '../http/dev-outbox.ts';
import { registerDigitalReceipt } from '../http/digital-receipt.ts';
import { frameworkErrorOptions, registerErrorHandling } from '../http/errors.ts';
import { registerGuestApi } from '../http/guest-api.ts';
import { registerHealth } from '../http/health.ts';
import { registerPublicImages } from '../http/public-images.ts';
import { registerSandboxBilling } from '../http/sandbox-billing.ts';
import { registerSandboxCheckout } from '../http/sandbox-checkout.ts';
import { registerSandboxIntegrations } from '../http/sandbox-integrations.ts';
import { registerSandboxPayments } from '../http/sandbox-payments.ts';
import { registerTables } from '../http/tables.ts';
import { registerMonitoringIntake, registerTelemetry } from '../http/telemetry.ts';
import { registerTerminalApi } from '../http/terminal-api.ts';
import { registerUploads } from '../http/uploads.ts';
import { registerWebApp } from '../http/web-app.ts';
import { registerReadApi } from '../modules/api-credentials/read-api.ts';
import { fulfilLicenseCheckout } from '../modules/billing/license-checkout.service.ts';
import { registerReports } from '../modules/reports/reports.http.ts';
import { registerDayClose } from '../modules/vouchers/day-close.http.ts';
import { runInAuditScope } from '../platform/db/audit-scope.ts';
import type { Database } from '../platform/db/client.ts';
import { createMailer, type Mailer } from '../platform/mailer.ts';
import { createSandboxAccounting } from '../platform/providers/accounting.ts';
import { createSandboxBilling } from '../platform/providers/billing.ts';
import { createSandboxCapital } from '../platform/providers/capital.ts';
import { createSandboxCheckout } from '../platform/providers/card-checkout.ts';
import { createSandboxCompletion } from '../platform/providers/completion.ts';
import { createSandboxIntegrationAuth } from '../platform/providers/integration-auth.ts';
import { createSandboxPaymentAccounts } from '../platform/providers/payment-accounts.ts';
import { createSandboxPayments } from '../platform/providers/payments.ts';
import { createSandboxPayroll } from '../platform/providers/payroll.ts';
import { createFileStore } from '../platform/storage/file-store.ts';
import { registerGraphQL } from './graphql-route.ts';
import { registerJobs } from './jobs.ts';
import { createGraphQL } from './yoga.ts';

export interface App {
  server: FastifyInstance;
  mailer: Mailer;
}

// The built web app: apps/web/dist next to this package, wherever the server runs from.
function findWebDist(config: Config): string | undefined {
  if (config.webDist) {
    const dir = resolve(config.webDist);
    return existsSync(join(dir, 'index.html')) ? dir : undefined;
  }
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) return sibling;
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * The whole product on one Fastify instance: GraphQL, health, telemetry, the sandbox billing portal,
 * the dev outbox and the web app.
 */
export async function buildApp(config: Config, database: Database): Promise<App> {
  const server = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.production,
    // Per-request lines cost more than they tell at this volume; errors are still logged with the request id.
    logController: new LogController({ disableRequestLogging: true }),
    ...frameworkErrorOptions,
  });
  // First: hooks apply only to the routes registered after them.
  registerErrorHandling(server);
  const mailer = createMailer(database.db, config.smtpUrl, config.mailFrom);
  // Only sandbox providers exist so far: nothing leaves the machine.
  const billing = createSandboxBilling(database.db, config.publicUrl);
  const integrationAuth = createSandboxIntegrationAuth(config.publicUrl);
  const paymentAccounts = createSandboxPaymentAccounts(database.db, config.publicUrl, config.jwtSecret);
  const providers = {
    // A short answer time, as a real ledger API has; none under tests.
    accounting: createSandboxAccounting(database.db, process.env.VITEST === undefined ? 300 : 0),
    billing,
    capital: createSandboxCapital(),
    completion: createSandboxCompletion(),
    integrationAuth,
    paymentAccounts,
    payments: createSandboxPayments(),
    payroll: createSandboxPayroll(database.db),
  };
  const jobs = registerJobs(server, database, { config, mailer, providers });
  const yoga = createGraphQL({ db: database.db, readDb: database.readDb, config, mailer, providers, jobs });

  // Every request runs in its own audit scope, so whatever route writes, the write names its
  // caller (db/audit-scope.ts). Fastify loses the async context while it reads the body; the
  // request's AsyncResource carries the scope across to the handler (as @fastify/request-context does).
  const scopes = new WeakMap<object, AsyncResource>();
  server.addHook('onRequest', (req, reply, done) => {
    // The id the server logs a failure under: a user quotes it to support (the contact form sends it).
    reply.header('x-request-id', String(req.id));
    runInAuditScope(String(req.id), `${req.method} ${req.routeOptions.url ?? req.url}`, () => {
      const resource = new AsyncResource('fika-audit-scope');
      scopes.set(req, resource);
      resource.runInAsyncScope(done, req.raw);
    });
  });
  server.addHook('preValidation', (req, _reply, done) => {
    const resource = scopes.get(req);
    if (resource) resource.runInAsyncScope(done, req.raw);
    else done();
  });

  // Before any route: Fastify attaches hooks to the routes registered after them, and a product list
  // of 10,000 items is megabytes of JSON that compress tenfold.
  await server.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  registerGraphQL(server, yoga);

  registerHealth(server, database);
  registerTelemetry(server, database.db);
  registerMonitoringIntake(server, database.db, config);
  // One card checkout: the guest page charges through it, the till's rejection refunds through it.
  const checkout = createSandboxCheckout();
  registerTerminalApi(server, database.db, checkout, config);
  registerDayClose(server, { db: database.db, config, providers, jobs });
  registerSandboxBilling(server, billing);
  registerSandboxIntegrations(server, integrationAuth);
  await registerSandboxPayments(server, paymentAccounts);
  registerSandboxCheckout(server, billing, fulfilLicenseCheckout);
  registerReadApi(server, database.db, providers);
  const fileStore = createFileStore(database.db, config);
  registerUploads(server, database.db, fileStore);
  registerPublicImages(server, database.db, fileStore);
  registerReports(server, { db: database.db, config, mailer, providers, jobs });
  registerTables(server, { db: database.db, config, mailer, providers, jobs });
  registerDigitalReceipt(server, database.db, config);
  registerGuestApi(server, { db: database.db, config, mailer, checkout });
  if (!config.production) registerDevOutbox(server, database.db);

  const webDist = findWebDist(config);
  if (webDist) await registerWebApp(server, webDist);
  else server.log.warn('web app not built (apps/web/dist missing): serving the API only');
  return { server, mailer };
}
