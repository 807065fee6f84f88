// Ids are cuid2 strings made by the server, uuids of jobs and the sandbox providers' letter-and-digit
// ids: all letters, digits, '-' and '_'. Anything else (empty, blank, spaces, slashes, a page of
// text) cannot name a row, so it is refused as bad input before any query or write sees it.
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Longest id accepted; the longest the system makes (a uuid) is 36 characters. */
export const MAX_ID_LENGTH = 64;

/** True when `value` can be an id: 1–64 letters, digits, '-' or '_', starting with a letter or digit. */
export function isWellFormedId(value: string): boolean {
  return value.length <= MAX_ID_LENGTH && ID_PATTERN.test(value);
}
