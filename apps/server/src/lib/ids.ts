import { createId } from '@paralleldrive/cuid2';

/** Random, collision-resistant ids for every row (cuid2). */
export const newId = (): string => createId();

/**
 * Whether a string can be one of our ids: cuid2 is lowercase letters and digits only, so such an id
 * is also safe as a file name (it can never walk out of a folder).
 */
export const isIdShaped = (value: string): boolean => /^[a-z0-9]{10,40}$/.test(value);
