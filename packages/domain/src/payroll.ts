// A payroll link (companyId, venueId, token, shouldAddTip): a venue's sales per hour sent to a payroll
// or scheduling system (Planday, Caspeco, Quinyx), which weighs labour cost against revenue.
import * as z from 'zod/mini';
import { INTEGRATION_CATALOGUE, type IntegrationProvider } from './integrations.ts';
import { idSchema, OBJECT_PARAMS } from './validation.ts';

/** How often the server sends each active link's hours (minutes; the cron of the payroll job). */
export const PAYROLL_SYNC_MINUTES = 5;

/** The longest token a provider issues that we keep (Planday's are ~40 characters, JWTs longer). */
export const MAX_PAYROLL_TOKEN = 2000;

/** Statuses of a link's last send (payroll_links.last_status). */
export const PAYROLL_SYNC_STATUSES = ['ok', 'failed'] as const;
export type PayrollSyncStatus = (typeof PAYROLL_SYNC_STATUSES)[number];

/** The message keys (in the payroll namespace) of the payroll-link rules. */
export const PAYROLL_ERRORS = {
  provider: 'validation.payrollProvider',
  tokenRequired: 'validation.tokenRequired',
  token: 'validation.token',
} as const;

/** Whether `provider` is a payroll provider of the catalogue. */
export const isPayrollProvider = (provider: string): provider is IntegrationProvider =>
  INTEGRATION_CATALOGUE.some((entry) => entry.id === provider && entry.kind === 'payroll');

// A token is printable ASCII without spaces: what providers issue; anything else is a paste error.
const TOKEN = /^[\x21-\x7e]+$/;

/**
 * savePayrollLink's input: the venue, the provider's token (required for a new link; empty keeps
 * the stored one) and whether tips count as revenue.
 */
export const payrollLinkSchema = z.object(
  {
    venueId: idSchema,
    token: z.pipe(
      z.nullish(
        z.string({ error: 'validation.invalid' }).check(
          z.trim(),
          z.maxLength(MAX_PAYROLL_TOKEN, { error: 'validation.tooLong', abort: true }),
          z.refine((value) => value === '' || TOKEN.test(value), PAYROLL_ERRORS.token),
        ),
      ),
      z.transform((value: string | null | undefined) => value || undefined),
    ),
    shouldAddTip: z.pipe(
      z.nullish(z.boolean({ error: 'validation.invalid' })),
      z.transform((value: boolean | null | undefined) => value ?? false),
    ),
  },
  OBJECT_PARAMS,
);
/** What the payroll-link form or request holds. */
export type PayrollLinkInput = z.input<typeof payrollLinkSchema>;
