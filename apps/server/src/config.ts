import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: a read replica for the reports' and the dashboard's reads. */
  databaseReadUrl: string | undefined;
  production: boolean;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the support contact form's tickets are e-mailed. */
  supportEmail: string;
  publicUrl: string;
  webDist: string | undefined;
  logLevel: string;
  seedDemo: boolean;
}

export class ConfigError extends Error {}

/** Reads the environment once at start-up; production refuses to run with a generated secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}".`);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  if (production && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET must be set when NODE_ENV=production (at least 32 random characters).');
  }
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: (env.DATABASE_URL && env.DATABASE_READ_URL) || undefined,
    production,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Fika <no-reply@fika.test>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@fika.test',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    seedDemo: !production && env.SEED_DEMO !== 'false',
  };
}

// Development keeps one generated secret per data directory so sessions survive restarts.
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
