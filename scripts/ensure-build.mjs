// `npm start` runs this first: it builds the web app and the server only when their sources are
// newer than the last build, so a start on an existing checkout stays fast.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public.html',
      'apps/web/scripts',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'packages/domain/src',
      'package-lock.json',
    ],
    command: 'npm run build -w apps/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src', 'package-lock.json'],
    command: 'npm run build -w apps/server',
  },
];

for (const target of targets) {
  const built = newest(join(root, target.output));
  const source = Math.max(...target.inputs.map((input) => newest(join(root, input))));
  if (built === 0 || source > built) {
    console.log(`Building the ${target.name}…`);
    execSync(target.command, { cwd: root, stdio: 'inherit' });
  }
}
