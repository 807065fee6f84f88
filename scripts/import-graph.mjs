// The import graph of the repository and the pure checks over it (cycles, server layers).
// Kept apart from check-imports.mjs so the cycle finder is unit-tested on small fixtures
// without touching the disk.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];

/**
 * Every module specifier a file imports: static, re-export, dynamic, `require` and `import('x')`
 * types. TypeScript's pre-processor scans tokens (comments and strings are skipped) without
 * building a syntax tree, which keeps the whole repository under a second.
 */
export function importsOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** Resolves a specifier the way the bundler config does: relative paths and workspace packages. */
export function makeResolver(root, files, packages) {
  const known = new Set(files);
  const tryFile = (absolute) => {
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    if (known.has(relative)) return relative;
    for (const extension of SOURCE_EXTENSIONS) {
      if (known.has(relative + extension)) return relative + extension;
    }
    for (const extension of SOURCE_EXTENSIONS) {
      if (known.has(`${relative}/index${extension}`)) return `${relative}/index${extension}`;
    }
    // `./x.js` written for a `./x.ts` source.
    const withoutJs = relative.replace(/\.(m|c)?js$/, '');
    if (withoutJs !== relative) {
      for (const extension of ['.ts', '.tsx', '.mts', '.cts']) {
        if (known.has(withoutJs + extension)) return withoutJs + extension;
      }
    }
    return null;
  };
  return (from, specifier) => {
    if (specifier.startsWith('.')) return tryFile(path.resolve(root, path.dirname(from), specifier));
    for (const [name, { dir, exports }] of packages) {
      if (specifier === name || specifier.startsWith(`${name}/`)) {
        const subpath = `.${specifier.slice(name.length)}`;
        const target = exports[subpath] ?? (subpath === '.' ? 'index.ts' : subpath);
        return tryFile(path.resolve(root, dir, target));
      }
    }
    return null;
  };
}

/** The workspace packages by name, with their `exports` map (strings only, as ours are). */
export function readWorkspacePackages(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = new Map();
  for (const dir of manifest.workspaces ?? []) {
    const own = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const exports = typeof own.exports === 'string' ? { '.': own.exports } : (own.exports ?? {});
    packages.set(own.name, { dir, exports });
  }
  return packages;
}

/** Strongly connected components (Tarjan, iterative), each sorted, in a stable order. */
export function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  const nodes = [...graph.keys()].sort();
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work = [{ node: start, targets: [...(graph.get(start) ?? [])].sort(), at: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at];
        frame.at += 1;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: [...(graph.get(target) ?? [])].sort(), at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

function shortestPath(graph, from, to, allowed) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (allowed.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  if (!previous.has(to)) return null;
  const pathNodes = [];
  for (let node = to; node !== null; node = previous.get(node)) pathNodes.unshift(node);
  return pathNodes;
}

/**
 * The cycles of a directed graph (Map node -> Set of nodes), as lists of nodes where the last
 * imports the first. Listing every elementary cycle can be exponential, so this lists, per
 * tangle (strongly connected component), the shortest cycle through each of its imports until
 * every import that takes part in a cycle is shown at least once: enough to see what to cut.
 */
export function findCycles(graph) {
  const cycles = [];
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    const selfLoop = component.length === 1 && graph.get(component[0])?.has(component[0]);
    if (component.length === 1 && !selfLoop) continue;
    const covered = new Set();
    for (const from of component) {
      for (const to of [...(graph.get(from) ?? [])].sort()) {
        if (!members.has(to) || covered.has(`${from}\0${to}`)) continue;
        const back = from === to ? [to] : shortestPath(graph, to, from, members);
        if (!back) continue;
        const cycle = from === to ? [from] : [from, ...back.slice(0, -1)];
        // Rotate so the same cycle always prints from its smallest node.
        const smallest = cycle.indexOf([...cycle].sort()[0]);
        const rotated = [...cycle.slice(smallest), ...cycle.slice(0, smallest)];
        for (let i = 0; i < rotated.length; i += 1) {
          covered.add(`${rotated[i]}\0${rotated[(i + 1) % rotated.length]}`);
        }
        if (!cycles.some((known) => known.join('\0') === rotated.join('\0'))) cycles.push(rotated);
      }
    }
  }
  return cycles;
}
