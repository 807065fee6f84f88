import type { FastifyInstance } from 'fastify';
import { registerReportPdf } from './report-pdf.ts';
import type { JobBase } from './scheduled.jobs.ts';

/** The reports' HTTP side: the signed PDF downloads (the scheduled-report jobs are registered in app/jobs.ts). */
export function registerReports(server: FastifyInstance, base: Omit<JobBase, 'log'>): void {
  registerReportPdf(server, base, base.config);
}
