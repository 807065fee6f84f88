import { fieldErrorsFromZod } from '@fika/domain';
import type { z } from 'zod';
import { badInput } from './errors.ts';

/** Parses input with a domain schema; bad input becomes BAD_USER_INPUT with one error per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(fieldErrorsFromZod(result.error));
  return result.data;
}
