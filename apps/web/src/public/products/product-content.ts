import type en from '../../locales/en/products.json';
import type { ProductPage as Product } from '../routes.ts';
import type { IconName } from './product-icons.tsx';

type Copy = typeof en;

/** One icon per feature block; typed against the English copy so a new feature cannot miss one. */
export const FEATURE_ICONS: { [P in Product]: Record<keyof Copy[P]['features'], IconName> } = {
  pos: {
    tableMap: 'table',
    multiPay: 'card',
    invoice: 'invoice',
    stations: 'route',
    layout: 'grid',
    discounts: 'percent',
    tips: 'coin',
    giftCards: 'gift',
  },
  'handheld-terminal': {
    order: 'handheld',
    pay: 'contactless',
    sync: 'sync',
    split: 'receipt',
    turns: 'timer',
    staff: 'person',
  },
  'online-ordering': {
    qr: 'qr',
    online: 'bag',
    kiosk: 'kiosk',
    menus: 'menu',
    upsell: 'trend',
    loyalty: 'star',
    payments: 'card',
  },
  'digital-kitchen-screens': {
    stations: 'route',
    courses: 'layers',
    timers: 'timer',
    bump: 'check',
    messages: 'message',
    printers: 'printer',
  },
};

/** The icon that stands for a whole product on cross-sell cards. */
export const PRODUCT_ICONS: Record<Product, IconName> = {
  pos: 'till',
  'handheld-terminal': 'handheld',
  'online-ordering': 'qr',
  'digital-kitchen-screens': 'screen',
};

export interface TextBlock {
  title: string;
  body: string;
}

/** The translated copy of one product page, in the shape every product shares. */
export interface ProductCopy {
  hero: { eyebrow: string; title: string; lead: string; illustration: string };
  featuresLead: string;
  features: Record<string, TextBlock>;
  how: Record<string, TextBlock>;
  proof: Record<string, { value: string; label: string }>;
  faq: Record<string, { question: string; answer: string }>;
}

/** Looks up a feature's icon; the English copy defines the ids, so a missing one falls back quietly. */
export function featureIcon(product: Product, id: string): IconName {
  const icons: Record<string, IconName> = FEATURE_ICONS[product];
  return icons[id] ?? 'check';
}
