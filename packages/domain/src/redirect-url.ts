/** Longest return address accepted; far above any real one. */
export const REDIRECT_URL_MAX_LENGTH = 2048;

// A path whose second character is a slash or a backslash is read by browsers as another host
// ('//evil.example', '/\evil.example'), so it is not a path on this site.
const OTHER_HOST_PATH = /^\/[/\\]/;

// Spaces and control characters (code points up to 32, and 127) have no place in an address.
const hasControlOrSpace = (value: string) =>
  [...value].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code <= 0x20 || code === 0x7f;
  });

/**
 * Whether `value` may be where a provider's page (billing portal, checkout) sends the user back
 * to: a path on this site ('/settings/company') or an absolute http(s) URL. Other schemes
 * ('javascript:'), protocol-relative addresses and addresses with spaces are refused.
 */
export function isAllowedRedirectUrl(value: string): boolean {
  if (value.length === 0 || value.length > REDIRECT_URL_MAX_LENGTH || hasControlOrSpace(value)) {
    return false;
  }
  if (value.startsWith('/')) return !OTHER_HOST_PATH.test(value);
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}
