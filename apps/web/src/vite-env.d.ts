/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server, e.g. `https://api.fika.example`; empty or unset means the page's own origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The version of the translation files under assets/locales/ in a production build (vite.config.ts). */
declare const __LOCALE_VERSION__: string;
