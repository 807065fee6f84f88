// tsx bench/profile-summary.ts <dir or .cpuprofile> [top] — the self time of a V8 CPU profile
// (node --cpu-prof) by function and by package, to read where a benchmark's time goes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
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
    const name = `${frame.functionName || '(anonymous)'}  ${where === 'fika server' ? frame.url.replace(/.*\/apps\/server\//, '') : where}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byArea.set(where, (byArea.get(where) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  console.log('\nself time by package');
  for (const [name, us] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${pct(us)}  ${name}`);
  console.log('\nself time by function');
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${pct(us)}  ${name}`);
}
