// tsx bench/profile-summary.ts <dir or .cpuprofile> [top] — the self time of a V8 CPU profile
// (node --cpu-prof) by function and by package, and the inclusive time (the function and what it
// calls) of the top functions, to read where a benchmark's time goes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const target = process.argv[2];
if (!target) throw new Error('usage: tsx bench/profile-summary.ts <dir or file> [top]');
const top = Number(process.argv[3] ?? 25);
const files = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(target, f))
  : [target];

// Where a frame comes from: a package under node_modules, the server's own source, or Node/V8.
function area(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  if (url.includes('/apps/server/')) return 'fika server';
  if (url.startsWith('node:')) return 'node';
  return url ? url : '(native/V8)';
}

// A function as the tables name it: its name, and where it is (file in the server, else package).
function label(frame: Node['callFrame']): string {
  const where = area(frame.url);
  return `${frame.functionName || '(anonymous)'}  ${where === 'fika server' ? frame.url.replace(/.*\/apps\/server\//, '') : where}:${frame.lineNumber + 1}`;
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = area(frame.url);
    const name = label(frame);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byArea.set(where, (byArea.get(where) ?? 0) + us);
  }
  // Inclusive: each sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byFunctionInclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) continue;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      byFunctionInclusive.set(name, (byFunctionInclusive.get(name) ?? 0) + us);
    }
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  console.log('\nself time by package');
  for (const [name, us] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${pct(us)}  ${name}`);
  console.log('\nself time by function');
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${pct(us)}  ${name}`);
  console.log('\ninclusive time by function (itself and what it calls)');
  for (const [name, us] of [...byFunctionInclusive].sort((a, b) => b[1] - a[1]).slice(0, top * 2))
    console.log(`${pct(us)}  ${name}`);
}
