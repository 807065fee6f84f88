import { isRtl, LANGUAGE_STORAGE_KEY, UI_LANGUAGES, type UiLanguage } from '@fika/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../lib/language-names.ts';
import { writeStorage } from '../../lib/storage.ts';
import { Link, usePublicRouter } from '../router.tsx';
import type { PublicRoute } from '../routes.ts';
import { ChevronIcon, GlobeIcon } from './icons.tsx';
import { languageHref } from './nav-items.ts';
import { useDisclosure } from './use-disclosure.ts';

/** The seven languages as links to the same page in each, every name written in its own language. */
export function LanguageLinks({ route, className }: { route: PublicRoute; className?: string }) {
  const { location } = usePublicRouter();
  const choose = (language: UiLanguage, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    writeStorage(LANGUAGE_STORAGE_KEY, language);
    // Pages without a segment read the saved language at start-up, so they reload to apply it.
    if (!route.segment) {
      event.preventDefault();
      window.location.assign(href);
    }
  };
  return (
    <ul className={className}>
      {UI_LANGUAGES.map((language) => {
        const href = languageHref(route, location, language);
        return (
          <li key={language}>
            <Link
              to={href}
              lang={language}
              hrefLang={language}
              dir={isRtl(language) ? 'rtl' : 'ltr'}
              aria-current={language === route.language ? 'true' : undefined}
              onClick={choose(language, href)}
            >
              {LANGUAGE_NAMES[language]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The header's language selector: a disclosure listing the language links. */
export function LanguageMenu({ route }: { route: PublicRoute }) {
  const { t } = useTranslation('marketing');
  const { location } = usePublicRouter();
  const menu = useDisclosure(`${location.pathname}${location.hash}`);
  const current = LANGUAGE_NAMES[route.language];
  return (
    <div className="dropdown dropdown-end" {...menu.containerProps}>
      <button
        className="nav-button"
        aria-label={t('nav.currentLanguage', { language: current })}
        {...menu.buttonProps}
      >
        <GlobeIcon />
        <span lang={route.language}>{current}</span>
        <ChevronIcon />
      </button>
      <div className="dropdown-panel dropdown-panel-narrow" {...menu.panelProps}>
        <LanguageLinks route={route} className="language-list" />
      </div>
    </div>
  );
}
