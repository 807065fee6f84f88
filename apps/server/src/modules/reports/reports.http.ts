import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { registerReportJobs } from '../../jobs/scheduled-reports.ts';
import type { Providers } from '../../providers/index.ts';
import { registerReportPdf } from './report-pdf.ts';

/** The reports' HTTP side: the signed PDF downloads and the scheduled-report jobs. */
export function registerReports(
  server: FastifyInstance,
  deps: { database: Database; config: Config; mailer: Mailer; providers: Providers },
): void {
  const { database, config, mailer, providers } = deps;
  registerReportPdf(server, { db: database.db, config, mailer, providers }, config);
  registerReportJobs(server, deps);
}
