/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server, e.g. `https://api.fika.example`; empty or unset means the page's own origin. */
  readonly VITE_API_URL?: string;
  /** The monitoring intake's public client token; empty sends no monitoring data (lib/monitoring-client.ts). */
  readonly VITE_MONITORING_CLIENT_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The version of the translation files under assets/locales/ in a production build (vite.config.ts). */
declare const __LOCALE_VERSION__: string;

/** The release the monitoring client reports (FIKA_RELEASE at build time, else the package version). */
declare const __RELEASE__: string;
