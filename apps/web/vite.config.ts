import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server started by `npm run dev -w apps/server`; the dev server forwards to it so the app stays same-origin. */
const API_TARGET = process.env.FIKA_API ?? 'http://localhost:3000';

const BOOT = fileURLToPath(new URL('./src/boot.ts', import.meta.url));
const BACK_OFFICE = fileURLToPath(new URL('./src/app/main.tsx', import.meta.url));
const PUBLIC_SITE = fileURLToPath(new URL('./src/public/entry-client.tsx', import.meta.url));
const DASHBOARD = fileURLToPath(new URL('./src/features/dashboard/index.ts', import.meta.url));
const DASHBOARD_DIR = dirname(DASHBOARD);

/**
 * Files that re-export a whole package; whoever imports one uses only a few names. The walk below
 * follows just those names, as tree-shaking does, rather than every module the package has.
 */
const BARRELS: Record<string, RegExp> = {
  '@mantine/core': /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/,
  '@mantine/hooks': /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
  '@tabler/icons-react':
    /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/,
  '@fika/domain': /packages[\\/]domain[\\/]src[\\/]index\.ts$/,
};
const isBarrel = (id: string) => Object.values(BARRELS).some((pattern) => pattern.test(id));

type ModuleGraph = {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
};

/** `{ a, b as c }` → the names a list of bindings exports or imports (the part after `as`). */
function bindingNames(list: string, side: 'local' | 'imported'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((parts) => parts[0] !== '')
    .map((parts) => (side === 'imported' ? parts[0] : parts[parts.length - 1]) ?? '');
}

const barrelMaps = new Map<string, Map<string, string>>();
/** A barrel's names, each with the file it comes from. */
function barrelMap(graph: ModuleGraph, barrel: string): Map<string, string> {
  let map = barrelMaps.get(barrel);
  if (!map) {
    map = new Map();
    for (const match of (graph.getModuleInfo(barrel)?.code ?? '').matchAll(
      /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
    )) {
      const file = resolve(dirname(barrel), match[2] ?? '');
      for (const name of bindingNames(match[1] ?? '', 'local')) map.set(name, file);
    }
    // `export * from './x.ts'`: the names x declares or lists for export.
    for (const match of (graph.getModuleInfo(barrel)?.code ?? '').matchAll(
      /export\s*\*\s*from\s*["']([^"']+)["']/g,
    )) {
      const file = resolve(dirname(barrel), match[1] ?? '');
      const code = graph.getModuleInfo(file)?.code ?? '';
      for (const declared of code.matchAll(
        /export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g,
      ))
        map.set(declared[1] ?? '', file);
      for (const listed of code.matchAll(/export\s*\{([^}]*)\}/g))
        for (const name of bindingNames(listed[1] ?? '', 'local')) map.set(name, file);
    }
    barrelMaps.set(barrel, map);
  }
  return map;
}

/** The files of `barrel` that module `id` uses, or all the barrel imports when that is not clear. */
function usedThrough(graph: ModuleGraph, id: string, barrel: string): readonly string[] {
  const all = graph.getModuleInfo(barrel)?.importedIds ?? [];
  const pkg = Object.keys(BARRELS).find((name) => BARRELS[name]?.test(barrel));
  const code = graph.getModuleInfo(id)?.code;
  if (!pkg || !code) return all;
  const from = `\\s*from\\s*["']${pkg.replace('/', '\\/')}["']`;
  if (new RegExp(`(?:import|export)\\s*(?:\\*|[\\w$]+)[^{;]*${from}`).test(code)) return all;
  const map = barrelMap(graph, barrel);
  const files: string[] = [];
  for (const match of code.matchAll(new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}${from}`, 'g'))) {
    for (const name of bindingNames(match[1] ?? '', 'imported')) {
      const file = map.get(name);
      if (!file) return all;
      files.push(file);
    }
  }
  return files;
}

/** Every module `entry` imports statically, directly or not, itself included (barrels left out). */
function staticClosure(graph: ModuleGraph, entry: string, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (isBarrel(imported)) queue.push(...usedThrough(graph, id, imported));
      else queue.push(imported);
    }
    if (dynamic) queue.push(...(graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

let backOfficeModules: Set<string> | undefined;
/**
 * Starts each build's walk afresh and fails the build if the back-office chunk ends up importing,
 * directly or not, a chunk that imports it: such a pair runs in the wrong order in the browser.
 */
const firstLoadChunk: Plugin = {
  name: 'fika:first-load-chunk',
  apply: 'build',
  buildStart() {
    backOfficeModules = undefined;
    barrelMaps.clear();
  },
  generateBundle(_options, bundle) {
    const imports = (file: string) => {
      const chunk = bundle[file];
      return chunk?.type === 'chunk' ? chunk.imports : [];
    };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || chunk.name !== 'back-office') continue;
      const seen = new Set<string>();
      const queue = [...imports(chunk.fileName)];
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        if (file === chunk.fileName) this.error(`${chunk.fileName} is in an import cycle`);
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(...imports(file));
      }
    }
  },
};

/**
 * The modules the back office loads before its first render and the public site never imports:
 * app/main.tsx's static imports, less boot.ts's and the public site's.
 */
function firstLoad(graph: ModuleGraph): Set<string> {
  if (!backOfficeModules) {
    backOfficeModules = new Set();
    if (graph.getModuleInfo(BACK_OFFICE)) {
      const elsewhere = new Set([...staticClosure(graph, BOOT), ...staticClosure(graph, PUBLIC_SITE, true)]);
      for (const id of staticClosure(graph, BACK_OFFICE)) if (!elsewhere.has(id)) backOfficeModules.add(id);
      // The dashboard at / is a lazy route, but it is what most owners open first. The shared
      // pieces it uses (Mantine components, ui/ and lib/ helpers) would otherwise become small
      // chunks of their own once a second screen uses them, each gzipped and fetched on its own
      // at /; they join the group. The dashboard's own files stay in its route chunk.
      if (graph.getModuleInfo(DASHBOARD)) {
        for (const id of staticClosure(graph, DASHBOARD)) {
          if (!elsewhere.has(id) && !id.startsWith(DASHBOARD_DIR)) backOfficeModules.add(id);
        }
      }
    }
  }
  return backOfficeModules;
}

const LOCALES = fileURLToPath(new URL('./src/locales', import.meta.url));

/** Every translation file: its language, namespace and minified JSON. */
function localeFiles(): { language: string; namespace: string; json: string }[] {
  return readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(LOCALES, dir.name))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({
          language: dir.name,
          namespace: file.slice(0, -'.json'.length),
          json: JSON.stringify(JSON.parse(readFileSync(join(LOCALES, dir.name, file), 'utf8'))),
        })),
    )
    .sort((a, b) => `${a.language}/${a.namespace}`.localeCompare(`${b.language}/${b.namespace}`));
}

/** Changes whenever any translation does: part of the files' path, so they can be cached for good. */
const LOCALE_VERSION = createHash('sha256')
  .update(
    localeFiles()
      .map((file) => `${file.language}/${file.namespace}:${file.json}`)
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

/** The release the monitoring client names in its batches: FIKA_RELEASE, else the web app's version. */
const RELEASE = (process.env.FIKA_RELEASE ?? '').trim() || webPackageVersion();

function webPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? 'dev';
}

/**
 * Copies every translation file to assets/locales/<version>/<language>/<namespace>.json, where the
 * back office fetches them (src/lib/i18n.ts) instead of keeping a lazy-import map in its shell.
 */
const localeAssets: Plugin = {
  name: 'fika:locale-assets',
  apply: 'build',
  generateBundle() {
    // The server-side build for prerendering needs no copy.
    if (this.environment?.config.build.ssr) return;
    for (const file of localeFiles()) {
      this.emitFile({
        type: 'asset',
        fileName: `assets/locales/${LOCALE_VERSION}/${file.language}/${file.namespace}.json`,
        source: file.json,
      });
    }
  },
};

/** The guest ordering page's addresses, as http/web-app.ts serves them in production. */
const GUEST_PATH = /^(?:\/[a-z]{2}-[a-z]{2})?\/order\/(?:t\/[^/]+|[^/]+(?:\/status\/[^/]+)?)\/?(?:\?.*)?$/;

/** `vite dev`: guest.html for the guest page's addresses (index.html would boot the public site). */
const guestPages: Plugin = {
  name: 'fika:guest-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && GUEST_PATH.test(req.url)) {
        const query = req.url.indexOf('?');
        req.url = `/guest.html${query >= 0 ? req.url.slice(query) : ''}`;
      }
      next();
    });
  },
};

export default defineConfig({
  plugins: [
    // Back-office routes are files under src/routes/; each becomes its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    firstLoadChunk,
    localeAssets,
    guestPages,
  ],
  define: { __LOCALE_VERSION__: JSON.stringify(LOCALE_VERSION), __RELEASE__: JSON.stringify(RELEASE) },
  server: {
    proxy: {
      '/graphql': API_TARGET,
      '/telemetry': API_TARGET,
      '/healthz': API_TARGET,
      // Image uploads go to the API server and are read back from it.
      '/uploads': API_TARGET,
      '/files': API_TARGET,
      '/sandbox': API_TARGET,
      // The guest table API and the QR sheets; /tables itself is a screen.
      '/api/guest': API_TARGET,
      '/tables/qr-sheet.pdf': API_TARGET,
      // The digital receipt a printed QR code opens.
      '^/r/': API_TARGET,
      // A regular expression, so client routes that merely start with "dev" are not forwarded.
      '^/dev(/|$)': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // index.html boots the back office or the public site; public.html is the prerender template.
      input: { index: 'index.html', public: 'public.html', guest: 'guest.html' },
      output: {
        // What the back office loads before its first render, in one file rather than dozens each
        // gzipped on its own (DESIGN.md, Budgets). Its dependencies outside the group are shared with
        // the public site or boot.ts and stay where they are; lazy routes keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: (id, ctx) => (firstLoad(ctx).has(id) ? 'back-office' : null),
              includeDependenciesRecursively: false,
            },
          ],
        },
        // Name each lazily loaded language after itself rather than "common", for readable bundles.
        chunkFileNames: (chunk) => {
          const match = /locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return match ? `assets/locale-${match[1]}-${match[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
