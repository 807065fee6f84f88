import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, makeResolver, stronglyConnected } from './import-graph.mjs';
import { checkServerLayers, folderGraph, serverFolderOf } from './server-layers.mjs';

/** A graph from "a>b" edge strings, every node a key (as check-imports builds it). */
function graphOf(...edges: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const [from = '', to = ''] = edge.split('>');
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from)?.add(to);
  }
  return graph;
}

describe('importsOf', () => {
  it('finds static, type-only, re-exported, dynamic and required imports but not comments or strings', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B, c } from './b.ts';",
      "export { d } from './d.ts';",
      "export type { E } from './e.ts';",
      "const lazy = import('./f.tsx');",
      "type G = typeof import('./g.ts');",
      "const h = require('./h.js');",
      "// import { x } from './commented.ts';",
      'const s = "import(\'./in-a-string.ts\')";',
      "import '@fika/domain';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      './a.ts',
      './b.ts',
      './d.ts',
      './e.ts',
      './f.tsx',
      './g.ts',
      './h.js',
      '@fika/domain',
    ]);
  });
});

describe('makeResolver', () => {
  const files = [
    'apps/web/src/a.ts',
    'apps/web/src/b.tsx',
    'apps/web/src/dir/index.ts',
    'packages/domain/src/index.ts',
  ];
  const packages = new Map([
    ['@fika/domain', { dir: 'packages/domain', exports: { '.': './src/index.ts' } }],
  ]);
  const resolve = makeResolver('/repo', files, packages);

  it('resolves written extensions, missing ones, folder indexes and .js written for .ts', () => {
    expect(resolve('apps/web/src/a.ts', './b.tsx')).toBe('apps/web/src/b.tsx');
    expect(resolve('apps/web/src/a.ts', './b')).toBe('apps/web/src/b.tsx');
    expect(resolve('apps/web/src/a.ts', './dir')).toBe('apps/web/src/dir/index.ts');
    expect(resolve('apps/web/src/b.tsx', './a.js')).toBe('apps/web/src/a.ts');
  });

  it('resolves workspace packages through their exports and leaves other packages and assets out', () => {
    expect(resolve('apps/web/src/a.ts', '@fika/domain')).toBe('packages/domain/src/index.ts');
    expect(resolve('apps/web/src/a.ts', 'react')).toBeNull();
    expect(resolve('apps/web/src/a.ts', './styles.css')).toBeNull();
  });
});

describe('findCycles', () => {
  it('finds none in a graph that only points one way', () => {
    expect(findCycles(graphOf('a>b', 'b>c', 'a>c'))).toEqual([]);
  });

  it('finds a pair, a self-import and a longer loop, each printed from its smallest file', () => {
    expect(findCycles(graphOf('b>a', 'a>b'))).toEqual([['a', 'b']]);
    expect(findCycles(graphOf('a>a'))).toEqual([['a']]);
    expect(findCycles(graphOf('c>a', 'a>b', 'b>c', 'c>d'))).toEqual([['a', 'b', 'c']]);
  });

  it('shows every import that takes part in a cycle, in separate tangles too', () => {
    const cycles = findCycles(graphOf('a>b', 'b>a', 'b>c', 'c>a', 'x>y', 'y>x', 'y>z'));
    expect(cycles).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
      ['x', 'y'],
    ]);
  });

  it('groups files into tangles', () => {
    expect(stronglyConnected(graphOf('a>b', 'b>c', 'c>a', 'c>d'))).toEqual([['a', 'b', 'c'], ['d']]);
  });
});

describe('server layers', () => {
  const S = 'apps/server/src';

  it('names the folder of a server file and leaves tests out', () => {
    expect(serverFolderOf(`${S}/modules/orders/orders.service.ts`)).toBe('modules/orders');
    expect(serverFolderOf(`${S}/kernel/context.ts`)).toBe('kernel');
    expect(serverFolderOf(`${S}/platform/db/client.ts`)).toBe('platform');
    expect(serverFolderOf(`${S}/main.ts`)).toBe('app');
    expect(serverFolderOf(`${S}/app/schema.ts`)).toBe('app');
    expect(serverFolderOf(`${S}/scripts/print-schema.ts`)).toBe('app');
    expect(serverFolderOf(`${S}/config.ts`)).toBe('config.ts');
    expect(serverFolderOf(`${S}/modules/orders/orders.test.ts`)).toBeNull();
    expect(serverFolderOf('apps/web/src/main.tsx')).toBeNull();
  });

  it('lets the composition root import every module, and nothing else import it', () => {
    const files = graphOf(
      `${S}/app/schema.ts>${S}/modules/a/a.schema.ts`,
      `${S}/modules/a/a.schema.ts>${S}/kernel/builder.ts`,
      `${S}/modules/a/a.test.ts>${S}/app/schema.ts`,
    );
    expect(checkServerLayers(folderGraph(files))).toEqual([]);
    files.get(`${S}/modules/a/a.schema.ts`)?.add(`${S}/app/schema.ts`);
    expect(checkServerLayers(folderGraph(files))).toEqual([
      `modules/a imports the composition root: ${S}/modules/a/a.schema.ts -> ${S}/app/schema.ts`,
    ]);
  });

  it('fails when the kernel or the platform imports a module', () => {
    const files = graphOf(`${S}/platform/mailer.ts>${S}/modules/orders/order-email.ts`);
    expect(checkServerLayers(folderGraph(files))).toEqual([
      `platform imports a module (modules/orders): ${S}/platform/mailer.ts -> ${S}/modules/orders/order-email.ts`,
    ]);
  });

  it('fails on a cycle between folders, naming one file import of each step', () => {
    const files = graphOf(
      `${S}/modules/auth/auth.service.ts>${S}/modules/users/users.service.ts`,
      `${S}/modules/users/users.service.ts>${S}/modules/auth/guards.ts`,
    );
    expect(checkServerLayers(folderGraph(files))).toEqual([
      [
        'folder cycle:',
        `modules/auth -> modules/users  (${S}/modules/auth/auth.service.ts -> ${S}/modules/users/users.service.ts)`,
        `modules/users -> modules/auth  (${S}/modules/users/users.service.ts -> ${S}/modules/auth/guards.ts)`,
      ].join('\n      '),
    ]);
    files.get(`${S}/modules/users/users.service.ts`)?.clear();
    expect(checkServerLayers(folderGraph(files))).toEqual([]);
  });
});
