import type { UiLanguage } from '@fika/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createPublicI18n, loadPublicResources } from '../i18n.ts';
import { PublicRouter } from '../router.tsx';
import { matchPublicPath, type PublicRoute } from '../routes.ts';

export { badUserInput, callsTo, mockGraphQL } from '../../test/mock-graphql.ts';

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
