// Test-only: the products the product screens' tests show (rendering: test/back-office.tsx).
export { callsTo, mockGraphQL, renderCatalogue, sessionData } from '../../test/back-office.tsx';

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
