// The read API (/api/v1) for a company's own systems, authenticated by an API credential from
// /api. Figures come from the same metric layer as the screens (finance/read.ts + metricsOf).
import { EMPTY_SUMS, isWellFormedId, metricsOf, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badInput, forbidden, notFound, unauthenticated } from '../../kernel/errors.ts';
import type { Db } from '../../platform/db/client.ts';
import { companies, legalEntities } from '../../platform/db/schema/index.ts';
import type { Providers } from '../../platform/providers/index.ts';
import { readLastUpdated, readSums } from '../finance/read.ts';
import { MAX_LIST_DAYS, parseRange, totalsOf } from '../payments/payments.service.ts';
import { companyVenues } from '../venues/venues.service.ts';
import { authenticateApiKey } from './api-credentials.service.ts';

type Query = Record<string, string | undefined>;

/** Registers GET /api/v1/finance/summary and GET /api/v1/payments/transactions. */
export function registerReadApi(server: FastifyInstance, db: Db, providers: Providers): void {
  const companyOf = async (authorization: string | undefined) => {
    const auth = await authenticateApiKey(db, authorization);
    const [company] = auth ? await db.select().from(companies).where(eq(companies.id, auth.companyId)) : [];
    if (!company) throw unauthenticated();
    return company;
  };

  // Errors (bad dates, unknown venue, bad key) answer in the shape of every REST route (http/errors.ts).
  server.get('/api/v1/finance/summary', async (req) => {
    const company = await companyOf(req.headers.authorization);
    const query = req.query as Query;
    const range = parseRange(query.from ?? '', query.to ?? '', 366);
    // A key speaks for the whole company: every venue that is not deleted.
    const venues = await companyVenues(db, company.id);
    // Given, even empty, venueId names one venue: '' is bad input, not "every venue".
    const { venueId } = query;
    if (venueId !== undefined && !isWellFormedId(venueId)) {
      throw badInput([{ field: 'venueId', message: VALIDATION_MESSAGE_KEYS.invalid }]);
    }
    const chosen = venueId !== undefined ? venues.filter((v) => v.id === venueId) : venues;
    if (chosen.length === 0 && venueId !== undefined) throw notFound('Venue');
    const filter = { venueIds: chosen.map((v) => v.id), ...range };
    const [sums, lastUpdatedAt] = await Promise.all([
      readSums(db, company.id, filter),
      readLastUpdated(db, company.id, filter),
    ]);
    const metrics = metricsOf(sums[0]?.sums ?? EMPTY_SUMS);
    return {
      from: range.from,
      to: range.to,
      currency: company.defaultCurrency,
      venueIds: filter.venueIds,
      metrics,
      lastUpdatedAt,
    };
  });

  server.get('/api/v1/payments/transactions', async (req) => {
    const company = await companyOf(req.headers.authorization);
    if (!company.isPaymentsOnly) throw forbidden();
    const query = req.query as Query;
    const range = parseRange(query.from ?? '', query.to ?? '', MAX_LIST_DAYS);
    const entities = await db
      .select()
      .from(legalEntities)
      .where(eq(legalEntities.companyId, company.id))
      .orderBy(asc(legalEntities.createdAt), asc(legalEntities.id));
    const accounts = (
      await Promise.all(
        entities.map((e) => providers.payments.balanceAccounts({ ...e, timezone: company.timezone })),
      )
    ).flat();
    const balanceAccounts = await Promise.all(
      accounts.map(async (account) => {
        const transactions = await providers.payments.transactions(account, range);
        return { id: account.id, currency: account.currency, totals: totalsOf(transactions), transactions };
      }),
    );
    return { from: range.from, to: range.to, balanceAccounts };
  });
}
