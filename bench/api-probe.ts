// tsx bench/api-probe.ts — in-process: the CPU cost of one GraphQL request through the whole
// Fastify app (fastify.inject, no sockets) beside the floor's work, for profiling (--cpu-prof).
import { buildApp } from '../apps/server/src/app/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/open.ts';

const config = loadConfig();
const database = await openDatabase(config);
const { server } = await buildApp(config, database);
await server.ready();
const token = process.env.TOKEN ?? '';
const body = JSON.stringify({
  operationName: 'GetUserMetadata',
  query:
    'query GetUserMetadata { userMetadata { id email name permissions { scopes venueIds } venues { id name timezone location { name city } } company { id name country defaultCurrency } } }',
});
const N = Number(process.env.N ?? 3000);
const run = async (n: number) => {
  const cpu = process.cpuUsage();
  const t = performance.now();
  for (let i = 0; i < n; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        server.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload: body,
        }),
      ),
    );
  }
  const used = process.cpuUsage(cpu);
  console.log(
    `${n} requests: ${((performance.now() - t) / n).toFixed(3)} ms wall, ${((used.user + used.system) / 1000 / n).toFixed(3)} ms CPU each`,
  );
};
const first = await server.inject({
  method: 'POST',
  url: '/graphql',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  payload: body,
});
console.log(first.body.slice(0, 120));
const { principalFromToken } = await import('../apps/server/src/modules/auth/principal.ts');
const { visibleVenues } = await import('../apps/server/src/modules/venues/venues.service.ts');
const floor = async () => {
  const p = await principalFromToken(database.db, config.jwtSecret, token);
  if (p?.kind !== 'user') throw new Error('no user');
  const v = await visibleVenues({ db: database.db } as never, p);
  return JSON.stringify({ p, v });
};
const runFloor = async (n: number) => {
  const cpu = process.cpuUsage();
  const t = performance.now();
  for (let i = 0; i < n; i += 10) await Promise.all(Array.from({ length: 10 }, floor));
  const used = process.cpuUsage(cpu);
  console.log(
    `floor ${n}: ${((performance.now() - t) / n).toFixed(3)} ms wall, ${((used.user + used.system) / 1000 / n).toFixed(3)} ms CPU each`,
  );
};
await run(500);
await runFloor(500);
const { Session } = await import('node:inspector/promises');
const { writeFileSync } = await import('node:fs');
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
await run(N);
const { profile } = await session.post('Profiler.stop');
writeFileSync(process.env.PROFILE ?? '/tmp/apiprobe/api.cpuprofile', JSON.stringify(profile));
await runFloor(N);
await server.close();
await database.close();
process.exit(0);
