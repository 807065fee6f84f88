import { useTranslation } from 'react-i18next';
import { AuthScreen } from '../features/auth/index.ts';
import { LanguageSelect } from '../ui/language-select.tsx';

/** The page shell: brand and language in the header, the sign-in screen in the middle. */
export function App() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <header className="topbar">
        <span className="brand">
          <svg className="brand-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 9h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6V9Z" />
            <path d="M17 11h1.5a2.5 2.5 0 0 1 0 5H17" fill="none" />
            <path d="M8 3c-.6 1 .6 2 0 3M11.5 3c-.6 1 .6 2 0 3" fill="none" />
          </svg>
          {t('app.name')}
        </span>
        <LanguageSelect />
      </header>
      <main className="content">
        <AuthScreen />
      </main>
      <footer className="footer">{t('app.tagline')}</footer>
    </div>
  );
}
