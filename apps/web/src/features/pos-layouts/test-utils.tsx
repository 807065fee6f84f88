// Test-only: renders the layout editor the way the back office does (Mantine, query cache, toasts,
// modal stack, the real AuthProvider fed by a mocked fetch) with `?layoutId=` held in state.
import { useState } from 'react';
import { renderApp } from '../../test/render-app.tsx';
import { PosLayoutPage } from './pos-layout-page.tsx';
import type { PosButton, PosLayout, PosPage, PosPageSummary } from './use-pos-layouts.ts';

export { callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';

/** Where the editor asked to go: the layout id and whether it replaced the address. */
export interface Navigation {
  layoutId: string | undefined;
  replace: boolean;
}

function Harness({ initial, navigations }: { initial: string | undefined; navigations: Navigation[] }) {
  const [layoutId, setLayoutId] = useState(initial);
  return (
    <PosLayoutPage
      layoutId={layoutId}
      selectLayout={(id, { replace }) => {
        navigations.push({ layoutId: id, replace });
        setLayoutId(id);
      }}
    />
  );
}

/** Renders /pos-layout with `?layoutId=` set to `layoutId`; `navigations` records where it went. */
export async function renderEditor(layoutId?: string) {
  const navigations: Navigation[] = [];
  const view = await renderApp(<Harness initial={layoutId} navigations={navigations} />, {
    namespaces: ['layouts'],
  });
  return { ...view, navigations };
}

const names = (name: string) => ({ en: null, se: name, es: null, no: null });

/** A layout with categories `[name, order, pageId]`. */
export function layout(id: string, name: string, categories: [string, number, string][] = []): PosLayout {
  return {
    id,
    name,
    nameLang: names(name),
    categories: categories.map(([categoryName, order, pageId]) => ({
      id: `cat-${pageId}`,
      order,
      color: '#7a4b2a',
      name: categoryName,
      nameLang: names(categoryName),
      page: { id: pageId },
    })),
  };
}

/** A page summary of GetPosLayouts. */
export function summary(id: string, layoutId: string, name: string, deleted = false): PosPageSummary {
  return { id, layoutId, name, columns: 3, rows: 2, deleted };
}

/** An item button. */
export function itemButton(position: number, title: string): PosButton {
  return {
    id: `b-${position}-${title}`,
    position,
    type: 'ITEM',
    label: null,
    color: null,
    item: { id: `i-${title}`, title, defaultPrice: 3500, deleted: false },
    targetPage: null,
    category: null,
    offer: null,
  };
}

/** A button that opens a sub-page. */
export function pageButton(
  position: number,
  target: { id: string; name: string; deleted?: boolean },
): PosButton {
  return {
    id: `b-${position}-${target.id}`,
    position,
    type: 'PAGE',
    label: null,
    color: null,
    item: null,
    targetPage: { deleted: false, ...target },
    category: null,
    offer: null,
  };
}

/** A 3 × 2 page. */
export function page(id: string, layoutId: string, name: string, buttons: PosButton[] = []): PosPage {
  return { id, layoutId, name, columns: 3, rows: 2, deleted: false, buttons };
}

/** The palette: one item, one product category, one bundle offer. */
export const PALETTE = {
  data: {
    items: { results: [{ id: 'i-Latte', title: 'Latte', defaultPrice: 4900 }] },
    categories: [{ id: 'c-food', name: 'Food', color: '#e8590c' }],
    bundleOffers: [{ id: 'o-fika', name: 'Fikapaket' }],
  },
};
