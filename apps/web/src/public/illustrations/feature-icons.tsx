import type { ReactNode } from 'react';

// Line icons for the landing page's cards. Decorative: each sits beside a heading that names it.

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="feature-icon"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

const PATHS = {
  pos: (
    <>
      <rect x="4" y="6" width="24" height="16" rx="3" />
      <path d="M12 26h8M16 22v4M9 11h5M9 16h3M19 11h4M19 16h4" />
    </>
  ),
  handheld: (
    <>
      <rect x="9" y="3" width="14" height="26" rx="3" />
      <path d="M13 8h6M13 13h2M17 13h2M13 17h2M17 17h2M13 21h2M17 21h2" />
    </>
  ),
  qr: (
    <>
      <rect x="5" y="5" width="8" height="8" rx="1" />
      <rect x="19" y="5" width="8" height="8" rx="1" />
      <rect x="5" y="19" width="8" height="8" rx="1" />
      <path d="M19 19h3v3M27 19v0M19 27h8v-4" />
    </>
  ),
  kiosk: (
    <>
      <rect x="8" y="3" width="16" height="20" rx="2" />
      <path d="M12 23v6h8v-6M12 9h8M12 13h8M12 17h4" />
    </>
  ),
  kds: (
    <>
      <rect x="3" y="5" width="26" height="17" rx="2" />
      <path d="M10 9v9M16 9v9M22 9v9M12 27h8M16 22v5" />
    </>
  ),
  cloud: (
    <>
      <path d="M9 24a6 6 0 0 1-.6-12A8 8 0 0 1 24 12.5 5.8 5.8 0 0 1 23 24z" />
      <path d="m12 18 3 3 5-6" />
    </>
  ),
  owner: (
    <>
      <path d="M5 22h22M7 22a9 9 0 0 1 18 0M16 10V8M14 8h4" />
      <path d="M4 26h24" />
    </>
  ),
  store: (
    <>
      <path d="M5 12 7 5h18l2 7M5 12h22v15H5zM5 12a3.7 3.7 0 0 0 7.3 0 3.7 3.7 0 0 0 7.4 0 3.7 3.7 0 0 0 7.3 0" />
      <path d="M13 27v-7h6v7" />
    </>
  ),
  stores: (
    <>
      <path d="M3 15 4.5 9h10L16 15zM3 15v12h13V15M16 15l1.5-6h10L29 15zM16 27h13V15" />
      <path d="M8 27v-5h4v5M21 27v-5h4v5" />
    </>
  ),
  enterprise: (
    <>
      <path d="M5 28V6l12-3v25M17 11l10 3v14M3 28h26" />
      <path d="M9 10h4M9 15h4M9 20h4M21 17h2M21 22h2" />
    </>
  ),
  accounting: (
    <>
      <rect x="6" y="3" width="20" height="26" rx="2" />
      <path d="M10 9h12M10 14h12M10 19h5M18 19h4M10 24h5M18 24h4" />
    </>
  ),
  payroll: (
    <>
      <circle cx="12" cy="11" r="4" />
      <path d="M4 26a8 8 0 0 1 16 0M21 7a4 4 0 0 1 0 8M24 19a7 7 0 0 1 4 7" />
    </>
  ),
  card: (
    <>
      <rect x="3" y="7" width="26" height="18" rx="3" />
      <path d="M3 13h26M8 20h6" />
    </>
  ),
  delivery: (
    <>
      <path d="M4 9h14v13H4zM18 13h5l4 5v4h-9" />
      <circle cx="9" cy="24" r="2.5" />
      <circle cx="23" cy="24" r="2.5" />
    </>
  ),
  api: <path d="m11 9-6 7 6 7M21 9l6 7-6 7M18 6l-4 20" />,
} as const;

export type FeatureIconName = keyof typeof PATHS;

/** A decorative line icon by name. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return <Icon>{PATHS[name]}</Icon>;
}
