// Test-only: a fetch stub that answers GraphQL operations, for the public site and the back office
// alike (both send their operations through fetch).
import { type Mock, vi } from 'vitest';

type Handler = (variables: Record<string, unknown>) => unknown;

/**
 * A fetch stub answering GraphQL calls by mutation field (operation `Login` → handler `login`);
 * unknown operations fail the test.
 */
export function mockGraphQL(handlers: Record<string, Handler>): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    const name = body.operationName;
    const handler = handlers[name.charAt(0).toLowerCase() + name.slice(1)];
    if (!handler) throw new Error(`Unexpected operation ${body.operationName}`);
    return new Response(JSON.stringify(handler(body.variables)), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The variables of every call of one operation. */
export function callsTo(fetchMock: Mock<typeof fetch>, operationName: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .map(
      ([, init]) =>
        JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> },
    )
    .filter((body) => body.operationName === operationName)
    .map((body) => body.variables);
}

/** A GraphQL validation failure as the server sends it. */
export function badUserInput(fieldErrors: { field: string; message: string }[]) {
  return {
    data: null,
    errors: [
      {
        message: 'Some fields are not filled in correctly.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors },
      },
    ],
  };
}

/**
 * A delete handler: refused with CONFLICT naming `dependents` (in `extensions`, as the server
 * sends them) unless forced, then deleted.
 */
export function conflictUnlessForced(field: string, dependents: { kind: string; count: number }[]) {
  return (variables: Record<string, unknown>) =>
    variables.force
      ? { data: { [field]: { success: true, error: null } } }
      : {
          data: null,
          errors: [{ message: 'Other things depend on this.', extensions: { code: 'CONFLICT', dependents } }],
        };
}
