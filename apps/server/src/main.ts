import { buildApp } from './app/app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './platform/db/lock.ts';
import { openDatabase } from './platform/db/open.ts';
import { DEMO_PASSWORD, DEMO_USERS, hasDemoData, isEmpty, seedDemo } from './seed/demo.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  const seeded = await database.startupExclusive(async () => {
    await database.migrate();
    if (!config.seedDemo || !(await isEmpty(database.db))) return false;
    await seedDemo(database.db, config.jwtSecret);
    return true;
  });
  const { server } = await buildApp(config, database);
  if (seeded) server.log.info('created the demo data on this empty database');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    `Fika is ready on http://localhost:${config.port} in ${Math.round(performance.now() - started)} ms — database: ${where}`,
  ];
  if (!config.production && (await hasDemoData(database.db))) {
    lines.push(`Demo users (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) lines.push(`  ${user.email.padEnd(26)} ${user.description}`);
    if (!config.smtpUrl)
      lines.push(`E-mails are not sent: read them at http://localhost:${config.port}/dev/outbox`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Fika cannot start: ${error.message}`);
  } else {
    console.error('Fika failed to start:', error);
  }
  process.exit(1);
});
