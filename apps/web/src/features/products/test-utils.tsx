// Test-only: renders a catalogue screen the way the back office does, in English with the
// catalogue, PIM and common texts and a router with the ?id= deep link.
import type { ReactElement } from 'react';
import { renderRoute } from '../../test/render-app.tsx';

export { callsTo, mockGraphQL, sessionData } from '../settings/test-utils.tsx';

/** Renders `screen` at `url` (e.g. '/pim/products?id=new') inside the back office's providers. */
export function renderCatalogue(screen: ReactElement, url: string) {
  return renderRoute(screen, url, { namespaces: ['pim', 'catalogue'] });
}

/** A product row of GetItems. */
export function productRow(id: string, title: string, defaultPrice: number, categoryName = 'Food') {
  return { id, title, defaultPrice, vatRate: 25, categoryIds: [`cat-${categoryName}`] };
}

/** What the product form offers: two categories, one course, one modification group. */
export const CHOICES = {
  data: {
    categories: [
      { id: 'cat-Food', name: 'Food', vatRate: 12, color: '#e8590c' },
      { id: 'cat-Beer', name: 'Beer', vatRate: 25, color: '#f59f00' },
    ],
    courseTypes: [{ id: 'course-main', name: 'Varmrätt', label: 'Main' }],
    modificationGroups: [
      { id: 'group-milk', title: 'Mjölk', modifications: [{ id: 'mod-oat', name: 'Havre' }] },
    ],
    upsells: [],
    stations: [],
  },
};
