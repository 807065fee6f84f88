import { fieldErrorsFromZod } from '@fika/domain';
import * as z from 'zod/mini';
import { badInput } from './errors.ts';

/** Parses input with a domain schema; bad input becomes BAD_USER_INPUT with one error per field. */
// Any zod 4 schema: the domain's are zod/mini (they run in the browser too), a module may compose
// them with classic zod.
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw badInput(fieldErrorsFromZod(result.error));
  return result.data;
}
