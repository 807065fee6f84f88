import { createId } from '@paralleldrive/cuid2';

/** Random, collision-resistant ids for every row (cuid2). */
export const newId = (): string => createId();
