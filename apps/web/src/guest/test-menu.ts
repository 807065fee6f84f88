// A small menu for the guest page's tests: a cappuccino with milk (required) and extras, a bun.
import type { GuestMenuItem, GuestModificationGroup } from '@fika/domain';

export const milk: GuestModificationGroup = {
  id: 'milk',
  name: 'Milk',
  min: 1,
  max: 1,
  options: [
    { id: 'cow', name: 'Cow milk', price: 0 },
    { id: 'oat', name: 'Oat milk', price: 500 },
  ],
};
export const extras: GuestModificationGroup = {
  id: 'extras',
  name: 'Extras',
  min: 0,
  max: 2,
  options: [
    { id: 'shot', name: 'Extra shot', price: 700 },
    { id: 'syrup', name: 'Vanilla syrup', price: 500 },
    { id: 'cream', name: 'Whipped cream', price: 300 },
  ],
};
export const cappuccino: GuestMenuItem = {
  id: 'capp',
  name: 'Cappuccino',
  description: null,
  price: 4200,
  imageUrl: null,
  allergens: ['milk'],
  modificationGroups: [milk, extras],
  upsellItemIds: ['bun'],
};
export const bun: GuestMenuItem = {
  id: 'bun',
  name: 'Cinnamon bun',
  description: null,
  price: 3500,
  imageUrl: null,
  allergens: ['gluten'],
  modificationGroups: [],
  upsellItemIds: [],
};
