// The honest floor (issue #18): bare Fastify routes that do the same work as a GraphQL operation
// without GraphQL — verify the same session JWT, run the same SQL through the same driver (the
// server's own data functions on PGlite or PostgreSQL, as configured by DATA_DIR/DATABASE_URL) and
// send the same JSON. The bench checks each floor answer equals the API's before it measures, so
// a ratio to the floor is the cost of the GraphQL layer and nothing else.
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Ctx, UserPrincipal } from '../apps/server/src/kernel/context.ts';
import { login } from '../apps/server/src/modules/auth/auth.service.ts';
import { bearerToken, loadPrincipal } from '../apps/server/src/modules/auth/principal.ts';
import { verifySession } from '../apps/server/src/modules/auth/session-tokens.ts';
import { visibleVenues } from '../apps/server/src/modules/venues/venues.service.ts';
import { openDatabase } from '../apps/server/src/platform/db/open.ts';
import { listFloors } from './lists-floor.ts';

const config = loadConfig();
const database = await openDatabase(config);
const db = database.db;

/** The caller as the API resolves it: JWT verified, then the same principal read. */
async function principalOf(authorization: string | undefined): Promise<UserPrincipal | null> {
  const token = bearerToken(authorization);
  const claims = token ? await verifySession(config.jwtSecret, token) : null;
  const principal = claims ? await loadPrincipal(db, claims) : null;
  return principal?.kind === 'user' ? principal : null;
}

// Only what the services read off the context; the rest is never touched on these paths.
const ctxOf = (principal: UserPrincipal) => ({ db, config, principal }) as unknown as Ctx;

const server = Fastify({ logger: false });
const unauthorized = JSON.stringify({ errors: [{ message: 'unauthorized' }] });

// Login: the same service call (rate-limit slots, user read, argon2id verify, last-login write,
// JWT signing) the mutation's resolver makes.
server.post('/login', async (req, reply) => {
  const { variables } = req.body as { variables: { u: string; p: string } };
  const ctx = { db, config, ip: req.ip } as unknown as Ctx;
  const result = await login(ctx, { username: variables.u, password: variables.p, backoffice: true });
  return reply.type('application/json').send(JSON.stringify({ data: { login: result } }));
});

// GetUserMetadata's selection (bench/api.ts), field for field.
server.post('/metadata', async (req, reply) => {
  const principal = await principalOf(req.headers.authorization);
  if (!principal) return reply.status(401).type('application/json').send(unauthorized);
  const venues = await visibleVenues(ctxOf(principal), principal);
  const { company } = principal;
  return reply.type('application/json').send(
    JSON.stringify({
      data: {
        userMetadata: {
          id: principal.userId,
          email: principal.profile.email,
          name: principal.profile.name,
          permissions: { scopes: principal.permissions.scopes, venueIds: principal.permissions.venueIds },
          venues: venues.map((v) => ({
            id: v.id,
            name: v.name,
            timezone: v.timezone,
            location: v.location && { name: v.location.name, city: v.location.city },
          })),
          company: {
            id: company.id,
            name: company.name,
            country: company.country,
            defaultCurrency: company.defaultCurrency,
          },
        },
      },
    }),
  );
});

for (const [name, floor] of Object.entries(listFloors)) {
  server.post(`/${name}`, async (req, reply) => {
    const principal = await principalOf(req.headers.authorization);
    if (!principal) return reply.status(401).type('application/json').send(unauthorized);
    const body = (req.body ?? {}) as { variables?: Record<string, unknown> };
    const data = await floor(ctxOf(principal), body.variables ?? {});
    return reply.type('application/json').send(JSON.stringify({ data }));
  });
}

server.get('/healthz', async () => ({ status: 'ok' }));
const close = async () => {
  await server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
await server.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
