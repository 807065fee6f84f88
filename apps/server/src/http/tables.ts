// The tables' REST side: the public guest endpoint a table's QR code leads to, and the QR sheet PDF
// the /tables screen downloads (the back-office bearer token, like every signed-in request).
import { isWellFormedId, slugify, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../kernel/context.ts';
import { badInput, type FieldError, notFound } from '../kernel/errors.ts';
import { requireUser } from '../kernel/guards.ts';
import { scoped } from '../kernel/tenant.ts';
import { bearerToken, principalFromToken } from '../modules/auth/principal.ts';
import { guestTableUrl, guestVenueUrl } from '../modules/online-ordering/guest-links.ts';
import { venueSlug } from '../modules/online-ordering/venue-slug.ts';
import { resolveGuestTable } from '../modules/tables/guest-tables.ts';
import { renderQrSheet } from '../modules/tables/qr-sheet.ts';
import { qrSheetTables } from '../modules/tables/tables.service.ts';
import { floorPlans, venues } from '../platform/db/schema/index.ts';
import { restError, sendRestError } from './errors.ts';

type Base = Omit<Ctx, 'principal' | 'requestId' | 'ip' | 'log'>;
type Query = Record<string, string | undefined>;

const TABLE_NOT_FOUND = restError(
  404,
  'NOT_FOUND',
  'guest.errors.tableNotFound',
  'This table code is not valid. Ask the staff for help.',
);
const TABLE_INACTIVE = restError(
  410,
  'GONE',
  'guest.errors.tableInactive',
  'This table is not taking orders right now. Ask the staff for help.',
);

// Given, an id must look like one: '' or junk is bad input, not "left out".
function idParam(query: Query, field: string, required: boolean, errors: FieldError[]): string | null {
  const value = query[field];
  if (value === undefined && !required) return null;
  if (value === undefined || !isWellFormedId(value)) {
    errors.push({
      field,
      message: value ? VALIDATION_MESSAGE_KEYS.invalid : VALIDATION_MESSAGE_KEYS.required,
    });
    return null;
  }
  return value;
}

/** GET /api/guest/v1/tables/:reference and GET /tables/qr-sheet.pdf. */
export function registerTables(server: FastifyInstance, base: Base): void {
  server.get<{ Params: { reference: string } }>('/api/guest/v1/tables/:reference', async (req, reply) => {
    const table = await resolveGuestTable(base.db, base.config.jwtSecret, req.params.reference);
    if (table === 'missing') return sendRestError(reply, TABLE_NOT_FOUND);
    if (table === 'inactive') return sendRestError(reply, TABLE_INACTIVE);
    return reply.header('cache-control', 'no-store').send({ table });
  });

  server.get('/tables/qr-sheet.pdf', async (req, reply) => {
    const principal = await principalFromToken(
      base.db,
      base.config.jwtSecret,
      bearerToken(req.headers.authorization),
    );
    const ctx: Ctx = { ...base, principal, log: req.log, requestId: String(req.id), ip: req.ip };
    const user = requireUser(ctx);
    const query = req.query as Query;
    const errors: FieldError[] = [];
    const venueId = idParam(query, 'venueId', true, errors);
    const floorPlanId = idParam(query, 'floorPlanId', false, errors);
    const tableId = idParam(query, 'tableId', false, errors);
    // The online-ordering QR screen's sheet: the venue's own guest-page code before its tables.
    const includeVenue = query.includeVenue === 'true';
    if (errors.length > 0 || !venueId) throw badInput(errors);
    const tables = await qrSheetTables(ctx, { venueId, floorPlanId, tableId });
    if (tables.length === 0 && !includeVenue) {
      throw badInput([{ field: 'floorPlanId', message: 'validation.noTables' }]);
    }
    const [venue] = await base.db
      .select({ name: venues.name })
      .from(venues)
      .where(and(scoped(venues, user), eq(venues.id, venueId)));
    if (!venue) throw notFound('Venue');
    let planName = '';
    if (floorPlanId) {
      const [plan] = await base.db
        .select({ name: floorPlans.name })
        .from(floorPlans)
        .where(and(scoped(floorPlans, user), eq(floorPlans.id, floorPlanId)));
      planName = plan?.name ?? '';
    }
    const language = user.company.defaultLanguage;
    const slug = await venueSlug(base.db, user.company.id, venueId);
    const cards = [
      ...(includeVenue
        ? [
            {
              code: venue.name,
              venueName: venue.name,
              planName: '',
              url: guestVenueUrl(base.config, user.company, slug),
            },
          ]
        : []),
      ...tables.map((t) => ({
        code: t.code,
        venueName: venue.name,
        planName: t.floorPlanName,
        url: guestTableUrl(base.config, user.company, slug, t.id),
      })),
    ];
    const title = [venue.name, planName, tableId ? (tables[0]?.code ?? '') : ''].filter(Boolean).join(' – ');
    const bytes = await renderQrSheet(cards, title, language);
    const name = [
      slugify(venue.name) || 'venue',
      slugify(planName),
      tableId ? slugify(tables[0]?.code ?? '') : '',
    ]
      .filter(Boolean)
      .join('-');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="qr-${name}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes));
  });
}
