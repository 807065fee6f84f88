// The server's folders as layers: kernel and platform below, modules above, the composition root
// on top. Pure functions over the file graph, so they are tested on small fixtures.
import { findCycles } from './import-graph.mjs';

const SERVER = 'apps/server/src/';

/**
 * The composition root: the only place that may import every module, and that nothing imports.
 * The command-line scripts are entry points like main.ts and compose the app the same way.
 */
export const COMPOSITION_ROOT = [`${SERVER}main.ts`, `${SERVER}app/`, `${SERVER}scripts/`];

export const ROOT_FOLDER = 'app';

/**
 * The layer folder of a server file, or null for files outside the layer check: tests (they
 * exercise the whole app) and whatever is not under apps/server/src.
 */
export function serverFolderOf(file) {
  if (!file.startsWith(SERVER) || /\.test\.tsx?$/.test(file)) return null;
  if (
    COMPOSITION_ROOT.some((prefix) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix)))
  ) {
    return ROOT_FOLDER;
  }
  const parts = file.slice(SERVER.length).split('/');
  if (parts.length === 1) return parts[0]; // a file of its own at the top, such as config.ts
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0];
}

/** Folder -> folders it imports, each with the file imports that make the edge (for the report). */
export function folderGraph(fileGraph) {
  const folders = new Map();
  for (const [from, targets] of fileGraph) {
    const fromFolder = serverFolderOf(from);
    if (!fromFolder) continue;
    if (!folders.has(fromFolder)) folders.set(fromFolder, new Map());
    for (const to of targets) {
      const toFolder = serverFolderOf(to);
      if (!toFolder || toFolder === fromFolder) continue;
      if (!folders.has(toFolder)) folders.set(toFolder, new Map());
      const edges = folders.get(fromFolder);
      if (!edges.has(toFolder)) edges.set(toFolder, []);
      edges.get(toFolder).push(`${from} -> ${to}`);
    }
  }
  return folders;
}

const isModule = (folder) => folder.startsWith('modules/');
const isFloor = (folder) => folder === 'kernel' || folder === 'platform';

/** The layer rules over a folder graph: what breaks them, one line each. */
export function checkServerLayers(folders) {
  const problems = [];
  const example = (from, to) => {
    const files = folders.get(from)?.get(to) ?? [];
    return `${files[0]}${files.length > 1 ? ` (and ${files.length - 1} more)` : ''}`;
  };
  for (const [from, edges] of folders) {
    for (const to of edges.keys()) {
      if (to === ROOT_FOLDER && from !== ROOT_FOLDER) {
        problems.push(`${from} imports the composition root: ${example(from, to)}`);
      }
      if (isFloor(from) && isModule(to)) {
        problems.push(`${from} imports a module (${to}): ${example(from, to)}`);
      }
    }
  }
  // The root imports every module by design; every other folder edge must point one way.
  const layered = new Map();
  for (const [from, edges] of folders) {
    layered.set(from, new Set(from === ROOT_FOLDER ? [] : edges.keys()));
  }
  for (const cycle of findCycles(layered)) {
    const steps = cycle.map((from, index) => {
      const to = cycle[(index + 1) % cycle.length];
      return `${from} -> ${to}  (${example(from, to)})`;
    });
    problems.push(`folder cycle:\n      ${steps.join('\n      ')}`);
  }
  return problems;
}
