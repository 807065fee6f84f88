import type en from '../../locales/en/backoffice.json';

/** A back-office screen's title key under `pages.` in the backoffice namespace. */
export type PageKey = keyof (typeof en)['pages'];
