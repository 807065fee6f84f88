// Terminal load for the benches (intake, scale, memory): venues and terminals set up through the
// real API, and terminals posting realistic till orders to `POST /terminal/v1/orders` — with retries
// of acknowledged orders and new orders sent twice at once — recording what was acknowledged so
// that intake-checks.ts can prove every acknowledged order was stored once.
import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { newId } from '../apps/server/src/lib/ids.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { venues } from '../apps/server/src/platform/db/schema/index.ts';
import type { orderMaterials } from '../apps/server/src/seed/demo-orders.ts';
import { orderGenerator, toTerminalInput } from '../apps/server/src/seed/order-generator.ts';
import { tillPricing } from '../apps/server/src/seed/till-pricing.ts';

export const TZ = 'Europe/Stockholm';
// Shares of posts that retry an acknowledged order, and that send a new order twice at once.
const RETRY_SHARE = 0.03;
const DOUBLE_SHARE = 0.01;

export interface Place {
  companyId: string;
  venueId: string;
}

export type Materials = Awaited<ReturnType<typeof orderMaterials>>;

/** Venues of the company named `names`, alike to the demo's Södermalm (its legal entity). */
export async function addVenues(database: Database, companyId: string, names: string[]): Promise<string[]> {
  const [model] = await database.db
    .select({ legalEntityId: venues.legalEntityId })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.name, 'Södermalm')));
  const rows = names.map((name) => ({
    id: newId(),
    companyId,
    legalEntityId: model?.legalEntityId ?? null,
    name,
    timezone: TZ,
  }));
  await database.db.insert(venues).values(rows);
  return rows.map((r) => r.id);
}

/** A terminal issued through the real GraphQL API; returns its credential. */
export async function createTerminal(
  origin: string,
  token: string,
  venueId: string,
  name: string,
): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation T($v: ID!, $n: String!) { createTerminal(venueId: $v, name: $n) { credential } }',
      variables: { v: venueId, n: name },
    }),
  });
  const body = (await response.json()) as { data?: { createTerminal: { credential: string } } };
  if (!body.data) throw new Error(`createTerminal: ${JSON.stringify(body)}`);
  return body.data.createTerminal.credential;
}

export function generatorFor(materials: Materials, venueId: string, seed: number, prefix: string) {
  return orderGenerator({
    seed,
    ...materials,
    timezone: TZ,
    country: 'SE',
    currency: 'SEK',
    tillOnly: true,
    idPrefix: prefix,
    // Priced as a till prices with the feed's offers, so intake checks real offer discounts.
    discounts: tillPricing(materials.pricing, { id: venueId, timezone: TZ }),
  });
}

export interface Ack {
  venueId: string;
  id: string;
  orderNumber: number;
}

export interface Phase {
  label: string;
  /** New orders acknowledged (201) in the measured window, per second. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  accepted: number;
  errors: number;
  problems: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

export function summary(
  label: string,
  seconds: number,
  latencies: number[],
  accepted: number,
  errors: number,
  problems: string[],
): Phase {
  latencies.sort((a, b) => a - b);
  return {
    label,
    rate: accepted / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    accepted,
    errors,
    problems,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** Closes the kept-alive connections of the terminals (at the end of a bench). */
export const closeTerminalConnections = () => agent.destroy();

function post(
  origin: string,
  credential: string,
  body: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}/terminal/v1/orders`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${credential}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = { text };
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    // A connection that fails (reset, refused) answers status 0: the terminal retries, as on a 503.
    request.on('error', (error) => resolve({ status: 0, json: { error: String(error) } }));
    request.end(body);
  });
}

export interface Terminal {
  venueId: string;
  credential: string;
}

export interface TerminalRun {
  label: string;
  origin: string;
  terminals: Terminal[];
  materials: Materials;
  /** Every acknowledged order, by `venueId|clientOrderId`; filled in. */
  acked: Map<string, Ack>;
  /** Seeds the generators: a different base per run keeps client order ids apart. */
  seedBase: number;
  warmup: number;
  seconds: number;
  /** Posts per second over all terminals (a steady load); flat out when left out. */
  rate?: number;
}

/** The terminals post for warmup + seconds; posts that start in the last `seconds` are measured. */
export async function runTerminals(run: TerminalRun): Promise<Phase> {
  const { label, origin, terminals, materials, acked, seedBase } = run;
  const latencies: number[] = [];
  const problems: string[] = [];
  let accepted = 0;
  let errors = 0;
  let unavailable = 0;
  const started = performance.now();
  const measureFrom = started + run.warmup * 1000;
  const deadline = measureFrom + run.seconds * 1000;
  // A steady load: each terminal posts every `interval` ms, on a schedule (not after its answer),
  // spread over the interval so that the terminals do not post in step.
  const interval = run.rate ? (terminals.length / run.rate) * 1000 : 0;
  const problem = (text: string) => {
    if (problems.length < 20) problems.push(text);
  };
  await Promise.all(
    terminals.map(async (terminal, t) => {
      const generator = generatorFor(materials, terminal.venueId, seedBase + t, `b${seedBase}-${t}`);
      const sent: { clientOrderId: string; body: string }[] = [];
      let draw = seedBase + t;
      const random = () => {
        draw = (draw * 1103515245 + 12345) % 2147483648;
        return draw / 2147483648;
      };
      let next = started + (interval * t) / terminals.length;
      const pace = async () => {
        if (!interval) return;
        const wait = next - performance.now();
        next += interval;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      };
      const timed = async (body: string) => {
        const at = performance.now();
        let answer = await post(origin, terminal.credential, body);
        // No answer: the order may have been stored, and the retry then answers it as a replay.
        let lost = answer.status === 0;
        // As a till does (terminal API): 503 — or no answer at all — means retry the same order,
        // after a pause (the client order id makes the retry safe).
        for (let retry = 0; (answer.status === 503 || answer.status === 0) && retry < 10; retry++) {
          unavailable++;
          await new Promise((resolve) => setTimeout(resolve, 250));
          answer = await post(origin, terminal.credential, body);
          lost ||= answer.status === 0;
        }
        if (at >= measureFrom && at < deadline) latencies.push(performance.now() - at);
        if (answer.status >= 300 || answer.status === 0) {
          errors++;
          problem(`${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
        }
        return { ...answer, at, lost };
      };
      const acknowledge = (clientOrderId: string, json: Record<string, unknown>, at: number) => {
        const ack = { venueId: terminal.venueId, id: String(json.id), orderNumber: Number(json.orderNumber) };
        const key = `${terminal.venueId}|${clientOrderId}`;
        const before = acked.get(key);
        if (before && (before.id !== ack.id || before.orderNumber !== ack.orderNumber)) {
          problem(`${clientOrderId} answered as two orders (${before.orderNumber}, ${ack.orderNumber})`);
        }
        if (!before && at >= measureFrom && at < deadline) accepted++;
        acked.set(key, ack);
      };
      for (await pace(); performance.now() < deadline; await pace()) {
        const r = random();
        if (r < RETRY_SHARE && sent.length > 0) {
          // A till that lost the answer sends the same order again.
          const again = sent[Math.floor(random() * sent.length)] as (typeof sent)[number];
          const answer = await timed(again.body);
          const before = acked.get(`${terminal.venueId}|${again.clientOrderId}`);
          if (answer.status !== 200 || answer.json.replayed !== true || answer.json.id !== before?.id) {
            problem(`retry of ${again.clientOrderId}: ${answer.status} ${JSON.stringify(answer.json)}`);
          }
          continue;
        }
        const input = toTerminalInput(generator.order(new Date(), { minutesOpen: 0 }));
        const body = JSON.stringify(input);
        if (r < RETRY_SHARE + DOUBLE_SHARE) {
          // The same new order twice at once: one order; one 201 and one 200 replay naming it.
          const [a, b] = await Promise.all([timed(body), timed(body)]);
          const statuses = [a.status, b.status].sort().join(',');
          if ((statuses !== '200,201' && !(a.lost || b.lost)) || a.json.id !== b.json.id) {
            problem(`double send of ${input.clientOrderId}: ${statuses}, ids ${a.json.id} / ${b.json.id}`);
          }
          for (const x of [a, b])
            if (x.status === 200 || x.status === 201) acknowledge(input.clientOrderId, x.json, a.at);
        } else {
          const answer = await timed(body);
          if (answer.status === 201 || (answer.status === 200 && answer.lost))
            acknowledge(input.clientOrderId, answer.json, answer.at);
          else if (answer.status === 200)
            problem(`new order ${input.clientOrderId} answered ${answer.status}`);
        }
        sent.push({ clientOrderId: input.clientOrderId, body });
      }
    }),
  );
  if (unavailable > 0) console.log(`  … ${label}: ${unavailable} answers were 503 or none, and retried`);
  return summary(label, run.seconds, latencies, accepted, errors, problems);
}
