#!/usr/bin/env node
// The import checks of `npm run lint` that Biome cannot express (its noRestrictedImports patterns
// in biome.json hold the folder boundaries):
//  1. no file-level import cycle in any workspace (type-only and lazy imports count: they do not
//     run in a loop, but the two files still cannot be understood, moved or split apart);
//  2. the server's folders in layers: nothing imports the composition root, the kernel and the
//     platform import no module, and no cycle between folders once the root's imports are set aside.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles, importsOf, makeResolver, readWorkspacePackages } from './import-graph.mjs';
import { checkServerLayers, folderGraph } from './server-layers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

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

report(
  'File import cycles',
  findCycles(graph).map((cycle) => [...cycle, cycle[0]].join('\n        -> ')),
);
report('Server layers', checkServerLayers(folderGraph(graph)));

// From the start of the process, loading TypeScript included.
const seconds = process.uptime().toFixed(1);
if (process.exitCode) {
  console.error(`\ncheck-imports: failed (${files.length} files, ${seconds} s).`);
} else {
  console.log(`check-imports: ${files.length} files, no import cycle, server layers hold (${seconds} s).`);
}

function report(title, lines) {
  if (lines.length === 0) return;
  process.exitCode = 1;
  console.error(`\n✖ ${title}: ${lines.length}`);
  for (const line of lines) console.error(`  ${line}`);
}
