// tsx bench/api-probe.ts — in-process: the CPU cost of one GraphQL request through the whole
// Fastify app (fastify.inject, no sockets) beside the floor's work, each profiled (PROFILE=<file>;
// the floor's beside it as <file>.floor.cpuprofile).
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
// The layers between the floor and the whole app, each timed alone: GraphQL through envelop only
// (parse, validate, context, execute, stringify: Yoga's plugins, no HTTP), and Yoga's own Fetch API
// handling (yoga.fetch: a Request in, a Response out, no Fastify). Fastify's share is the rest.
const { createGraphQL } = await import('../apps/server/src/app/yoga.ts');
const yoga = createGraphQL({ db: database.db, config } as never);
const fakeReq = {
  headers: { authorization: `Bearer ${token}` },
  log: server.log,
  id: 'probe',
  ip: '127.0.0.1',
};
const { query } = JSON.parse(body) as { query: string };
const envelopOnly = async () => {
  const { parse, validate, contextFactory, execute, schema } = yoga.getEnveloped({ req: fakeReq } as never);
  const document = parse(query);
  const errors = validate(schema, document);
  if (errors.length > 0) throw errors[0];
  const contextValue = await contextFactory();
  return JSON.stringify(await execute({ schema, document, contextValue, operationName: 'GetUserMetadata' }));
};
const yogaOnly = async () => {
  const request = new yoga.fetchAPI.Request('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  return (await yoga.fetch(request, { req: fakeReq } as never)).text();
};
const runLayer = async (name: string, work: () => Promise<unknown>, n: number) => {
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i += 10) await Promise.all(Array.from({ length: 10 }, work));
  const used = process.cpuUsage(cpu);
  console.log(`${name} ${n}: ${((used.user + used.system) / 1000 / n).toFixed(3)} ms CPU each`);
};
console.log((await envelopOnly()).slice(0, 80), (await yogaOnly()).slice(0, 80));
await run(500);
await runFloor(500);
for (let round = 0; round < 2; round++) {
  await runLayer('floor', floor, 1000);
  await runLayer('envelop only', envelopOnly, 1000);
  await runLayer('yoga.fetch', yogaOnly, 1000);
  await run(1000);
}
const { Session } = await import('node:inspector/promises');
const { writeFileSync } = await import('node:fs');
const session = new Session();
session.connect();
await session.post('Profiler.enable');
// Both profiled alike, so a function's share can be compared between the API and its floor.
const profiled = async (work: () => Promise<void>, file: string) => {
  await session.post('Profiler.start');
  await work();
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
};
const file = process.env.PROFILE ?? '/tmp/apiprobe/api.cpuprofile';
await profiled(() => run(N), file);
await profiled(() => runFloor(N), file.replace(/(\.cpuprofile)?$/, '.floor.cpuprofile'));
await server.close();
await database.close();
process.exit(0);
