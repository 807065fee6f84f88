// Kept apart from the schemas of extras.ts: the back-office shell checks /support's `?from=` with
// it, and a module that builds zod schemas at load time would bring zod into the shell.

/** A back-office path such as '/pim/products': an entry may link to the screen it is about. */
export function isScreenPath(value: string): boolean {
  return /^\/[a-z0-9\-/]*$/.test(value) && !value.startsWith('//') && value.length <= 200;
}
