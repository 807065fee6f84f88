import type { UiLanguage } from '@fika/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Mock, vi } from 'vitest';
import { createPublicI18n, loadPublicResources } from '../i18n.ts';
import { PublicRouter } from '../router.tsx';
import { matchPublicPath, type PublicRoute } from '../routes.ts';

/** The route of a public URL, as the router resolves it. */
export function routeFor(url: string, language: UiLanguage = 'en'): PublicRoute {
  const match = matchPublicPath(new URL(url, 'http://x').pathname, 'en-gb', language);
  if (match.kind !== 'route') throw new Error(`${url} redirects`);
  return match.route;
}

/** Renders public-site UI at `url` with the real translations of `language`. */
export async function renderPublic(
  url: string,
  ui: (route: PublicRoute) => ReactElement,
  language: UiLanguage = 'en',
) {
  const i18n = await createPublicI18n(language, { [language]: await loadPublicResources(language) });
  window.history.replaceState(null, '', url);
  return render(
    <I18nextProvider i18n={i18n}>
      <PublicRouter url={url}>{ui(routeFor(url, language))}</PublicRouter>
    </I18nextProvider>,
  );
}

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
