// The writing assistant (#17 item 10): generateCompletion writes a product's title or description in
// the four company languages through the completion provider (a sandbox until a real model is
// plugged in). Each call may cost money at a real provider, so a company gets a bounded number.
import { completionRequestSchema } from '@fika/domain';
import type { Ctx } from '../../kernel/context.ts';
import { AppError, forbidden } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { takeSlot } from '../../platform/db/counted-limits.ts';
import { type Completion, CompletionUnavailableError } from '../../platform/providers/completion.ts';

/** Suggestions a company may ask for per hour: a busy menu day, far below a script's. */
export const COMPLETIONS_PER_COMPANY_PER_HOUR = 200;

const rateLimited = () =>
  new AppError('RATE_LIMITED', 'errors.completionRateLimited', 'Too many suggestions. Try again later.');

const unavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'errors.completionUnavailable',
    'The writing assistant is not available right now. Try again in a moment.',
  );

/** generateCompletion(context, input): the text written in se, en, es and no. */
export async function generateCompletion(ctx: Ctx, raw: unknown): Promise<Completion> {
  const user = requireScope(ctx, 'POS_CUSTOMIZATION');
  // A payments-only account has no catalogue to write for.
  if (user.isPaymentsOnly) throw forbidden();
  const request = parseInput(completionRequestSchema, raw);
  if (
    !(await takeSlot(
      ctx.db,
      `completion:company:${user.companyId}`,
      COMPLETIONS_PER_COMPANY_PER_HOUR,
      3_600_000,
    ))
  ) {
    throw rateLimited();
  }
  try {
    return await ctx.providers.completion.complete(request);
  } catch (error) {
    if (error instanceof CompletionUnavailableError) throw unavailable();
    throw error;
  }
}
