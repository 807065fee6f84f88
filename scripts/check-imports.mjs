#!/usr/bin/env node
// The import boundaries of `npm run lint`, after `biome check`:
//  1. Biome's noRestrictedImports (the patterns in biome.json), less the baseline's `restricted` lines;
//  2. no file-level import cycle in any workspace (type-only and lazy imports count: they do not
//     run in a loop, but the two files still cannot be understood, moved or split apart);
//  3. the server's folders in layers: nothing imports the composition root, the kernel and the
//     platform import no module, and no cycle between folders once the root's imports are set aside.
// The baseline (scripts/import-baseline.txt) holds today's violations while their owners fix them;
// a line that is no longer needed fails too, so it is removed with the fix.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closesCycle, findCycles, importsOf, makeResolver, readWorkspacePackages } from './import-graph.mjs';
import { checkServerLayers, folderGraph } from './server-layers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE = 'scripts/import-baseline.txt';
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

// Biome runs in its own process while this one reads the imports.
const biomeRun = runBiomeRestrictedImports();
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) => SOURCE.test(file) && !file.includes('node_modules/') && fs.existsSync(path.join(root, file)),
  );

const resolve = makeResolver(root, files, readWorkspacePackages(root));
const graph = new Map(files.map((file) => [file, new Set()]));
for (const file of files) {
  for (const specifier of importsOf(fs.readFileSync(path.join(root, file), 'utf8'))) {
    const target = resolve(file, specifier);
    if (target && target !== file) graph.get(file).add(target);
  }
}

// Once every line is fixed the file goes, and the check runs without one.
const baselinePath = path.join(root, BASELINE);
const baseline = parseBaseline(fs.existsSync(baselinePath) ? fs.readFileSync(baselinePath, 'utf8') : '');
const problems = [];
const stale = [];

// 1. Biome's restricted imports, matched to the baseline by file and specifier.
const restricted = await biomeRun;
const seenRestricted = new Set();
for (const found of restricted) {
  const key = `${found.file} -> ${found.specifier}`;
  seenRestricted.add(key);
  if (!baseline.restricted.has(key))
    problems.push(`${found.file}:${found.line}  '${found.specifier}'\n      ${found.message}`);
}
for (const key of baseline.restricted.keys()) {
  if (!seenRestricted.has(key)) stale.push(`restricted ${key}`);
}
report('Restricted imports (biome.json noRestrictedImports)', problems.splice(0));

// 2. File cycles, with the baseline's imports set aside.
const withoutBaseline = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
for (const [from, to] of baseline.cycle.values()) {
  if (!graph.get(from)?.has(to) || !closesCycle(graph, from, to)) stale.push(`cycle ${from} -> ${to}`);
  withoutBaseline.get(from)?.delete(to);
}
const cycles = findCycles(withoutBaseline);
report(
  'File import cycles',
  cycles.map((cycle) => [...cycle, cycle[0]].join('\n        -> ')),
);

// 3. Server folders.
const layers = checkServerLayers(folderGraph(graph, baseline.root), baseline.folders);
stale.push(...layers.stale.map((edge) => `folders ${edge}`));
for (const file of baseline.root) {
  if (!graph.has(file)) stale.push(`root ${file}`);
}
report('Server layers', layers.problems);

if (stale.length > 0) {
  report(`Lines of ${BASELINE} no longer needed (remove them)`, stale);
}
// From the start of the process, loading TypeScript included.
const seconds = process.uptime().toFixed(1);
if (process.exitCode) {
  console.error(
    `\ncheck-imports: failed (${files.length} files, ${seconds} s). See the comment at the top of ${BASELINE}.`,
  );
} else {
  const left = baseline.restricted.size + baseline.cycle.size + baseline.folders.size + baseline.root.size;
  console.log(
    `check-imports: ${files.length} files, no new boundary break or cycle (${left} baseline lines left, ${seconds} s).`,
  );
}

function report(title, lines) {
  if (lines.length === 0) return;
  process.exitCode = 1;
  console.error(`\n✖ ${title}: ${lines.length}`);
  for (const line of lines) console.error(`  ${line}`);
}

/** `kind from -> to  @owner` lines; `#` starts a comment. */
function parseBaseline(text) {
  const entries = { restricted: new Map(), cycle: new Map(), folders: new Map(), root: new Set() };
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const match = /^(restricted|cycle|folders|root)\s+(\S+)(?:\s+->\s+(\S+))?\s+@([\w-]+)$/.exec(line);
    if (!match || (match[1] === 'root') !== (match[3] === undefined)) {
      throw new Error(`${BASELINE}:${index + 1}: cannot read "${raw}"`);
    }
    const [, kind, from, to] = match;
    if (kind === 'root') entries.root.add(from);
    else entries[kind].set(`${from} -> ${to}`, [from, to]);
  }
  return entries;
}

/** Biome's noRestrictedImports diagnostics, each with the specifier it points at. */
async function runBiomeRestrictedImports() {
  const biome = path.join(root, 'node_modules/.bin/biome');
  const args = ['lint', '--only=style/noRestrictedImports', '--reporter=json', '--max-diagnostics=none', '.'];
  // Biome exits 1 when it reports something: the JSON on stdout is the answer either way.
  const run = await new Promise((done) => {
    execFile(
      biome,
      args,
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout, stderr) => done({ stdout, stderr }),
    );
  });
  let output;
  try {
    output = JSON.parse(run.stdout);
  } catch {
    throw new Error(`biome lint did not answer in JSON:\n${run.stdout}\n${run.stderr}`);
  }
  const texts = new Map();
  return output.diagnostics
    .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
    .map((diagnostic) => {
      const file = diagnostic.location.path;
      if (!texts.has(file)) texts.set(file, fs.readFileSync(path.join(root, file), 'utf8').split('\n'));
      const { start, end } = diagnostic.location;
      const line = texts.get(file)[start.line - 1] ?? '';
      const quoted = start.line === end.line ? line.slice(start.column - 1, end.column - 1) : line;
      const specifier = /['"`]([^'"`]+)['"`]/.exec(quoted)?.[1] ?? quoted.trim();
      return { file, line: start.line, specifier, message: diagnostic.message };
    });
}
