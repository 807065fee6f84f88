// Test-only: renders a menus screen the way the back office does (Mantine, query cache, toasts,
// modal stack, the real AuthProvider fed by a mocked fetch, a memory router) in English, and a
// small in-memory menus server for the mocked fetch.
import type { Permissions } from '@fika/domain';
import { useSearch } from '@tanstack/react-router';
import { sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { MenusPage } from './menus-page.tsx';
import type { Menu, MenuProviderData } from './use-menus.ts';
import { VenueMenusPage } from './venue-menus-page.tsx';

export { callsTo, mockGraphQL } from '../../test/mock-graphql.ts';

function MenusScreen() {
  const { menuId } = useSearch({ strict: false }) as { menuId?: string };
  return <MenusPage menuId={menuId} />;
}

/** Renders the menus screens at `path` (/menus, /menus?menuId=…, /menus/manage-venues). */
export function renderMenus(path: string) {
  return renderRoute(null, path, {
    namespaces: ['menus'],
    routes: [
      {
        path: '/menus',
        validateSearch: (search) => (typeof search.menuId === 'string' ? { menuId: search.menuId } : {}),
        component: MenusScreen,
      },
      { path: '/menus/manage-venues', component: VenueMenusPage },
    ],
  });
}

type Entry = Menu['menuEntries'][number];
type Summary = MenuProviderData['menus'][number];
type Handler = (variables: Record<string, unknown>) => unknown;

const ITEMS = [
  { id: 'i1', title: 'Cappuccino', defaultPrice: 4500, category: 'Tea/coffee' },
  { id: 'i2', title: 'Kanelbulle', defaultPrice: 3900, category: 'Food' },
  { id: 'i3', title: 'Räksmörgås', defaultPrice: 14900, category: 'Food' },
];

/**
 * Demo Bistro's menus in memory: 'All articles' (a1) with the three items, 'Take away' (m1) with
 * two of them at their own prices; Södermalm uses Take away for take-away. Handlers answer like
 * the server; `failures` replaces one with an error.
 */
export function menusServer(
  options: {
    permissions?: Permissions;
    failures?: Partial<Record<'add' | 'remove' | 'price' | 'setVenueMenu', boolean>>;
    mismatches?: MenuProviderData['allArticlesMismatches'];
    /** More catalogue items, on no menu but All articles. */
    extraItems?: readonly { id: string; title: string; defaultPrice: number; category: string }[];
  } = {},
) {
  let next = 100;
  const items = [...ITEMS, ...(options.extraItems ?? [])].map((item) => ({ ...item }));
  const menus: Menu[] = [
    {
      id: 'a1',
      name: 'All articles',
      currency: 'SEK',
      isDefault: true,
      editable: true,
      availabilities: [],
      menuEntries: items.map((item, index) => ({
        id: `ae${index + 1}`,
        price: item.defaultPrice,
        item: { id: item.id, title: item.title, defaultPrice: item.defaultPrice },
      })),
    },
    {
      id: 'm1',
      name: 'Take away',
      currency: 'SEK',
      isDefault: false,
      editable: true,
      availabilities: [],
      menuEntries: [
        { id: 'e1', price: 4000, item: { id: 'i1', title: 'Cappuccino', defaultPrice: 4500 } },
        { id: 'e2', price: 3500, item: { id: 'i2', title: 'Kanelbulle', defaultPrice: 3900 } },
      ],
    },
  ];
  const links = new Map<string, string>([
    ['POS', 'a1'],
    ['TABLE_SERVICE', 'a1'],
    ['TAKE_AWAY', 'm1'],
    ['EAT_HERE', 'a1'],
  ]);
  const fresh = (menu: Menu): Menu => ({
    ...menu,
    menuEntries: menu.menuEntries.map((entry) => {
      const item = items.find((i) => i.id === entry.item.id);
      return { ...entry, item: { ...entry.item, defaultPrice: item?.defaultPrice ?? 0 } };
    }),
  });
  const summary = (menu: Menu): Summary => ({
    id: menu.id,
    name: menu.name,
    isDefault: menu.isDefault,
    editable: menu.editable,
    entryCount: menu.menuEntries.length,
  });
  const failure = (message: string) => ({
    data: null,
    errors: [{ message, extensions: { code: 'CONFLICT' } }],
  });

  const handlers: Record<string, Handler> = {
    backOfficeSession: () => sessionData(options.permissions),
    provisionVenueMenus: () => ({ data: { provisionVenueMenus: [] } }),
    getMenuProviderData: () => ({
      data: {
        menuProviderData: {
          currency: 'SEK',
          venues: [
            {
              id: 'v1',
              name: 'Södermalm',
              menus: [...links].map(([serviceType, menuId]) => ({
                id: `v1:${serviceType}`,
                serviceType,
                menu: summary(menus.find((m) => m.id === menuId) as Menu),
              })),
            },
          ],
          items: items.map((item, index) => ({
            id: item.id,
            title: item.title,
            defaultPrice: item.defaultPrice,
            allArticlesEntryId: `ae${index + 1}`,
            categories: [{ id: `c-${item.category}`, name: item.category, color: null }],
          })),
          menus: menus.map(summary),
          allArticles: summary(menus[0] as Menu),
          allArticlesMismatches: options.mismatches ?? [],
        },
      },
    }),
    getMenu: ({ id }) => {
      const menu = menus.find((m) => m.id === id);
      return menu
        ? { data: { menu: fresh(menu) } }
        : { data: null, errors: [{ message: 'Menu was not found.', extensions: { code: 'NOT_FOUND' } }] };
    },
    updateMenu: ({ id, data }) => {
      const menu = menus.find((m) => m.id === id) as Menu;
      const change =
        (data as { menuEntries?: Record<string, { [key: string]: unknown }[]> }).menuEntries ?? {};
      if (change.create && options.failures?.add) return failure('The item is on the menu already.');
      if (change.disconnect && options.failures?.remove) return failure('Could not remove.');
      if (change.update && options.failures?.price) return failure('Could not change the price.');
      for (const created of (change.create ?? []) as { item: { connect: { id: string } }; price: number }[]) {
        const item = items.find((i) => i.id === created.item.connect.id);
        next += 1;
        menu.menuEntries.push({
          id: `e${next}`,
          price: created.price,
          item: { id: item?.id ?? '', title: item?.title ?? '', defaultPrice: item?.defaultPrice ?? 0 },
        });
      }
      const gone = new Set(((change.disconnect ?? []) as { id: string }[]).map((d) => d.id));
      menu.menuEntries = menu.menuEntries.filter((e: Entry) => !gone.has(e.id));
      for (const update of (change.update ?? []) as { where: { id: string }; data: { price: number } }[]) {
        const entry = menu.menuEntries.find((e) => e.id === update.where.id);
        if (!entry) continue;
        entry.price = update.data.price;
        const item = items.find((i) => i.id === entry.item.id);
        if (menu.isDefault && item) item.defaultPrice = update.data.price;
      }
      return { data: { updateMenu: fresh(menu) } };
    },
    setVenueMenu: ({ serviceType, menuId }) => {
      if (options.failures?.setVenueMenu) return failure('No.');
      links.set(String(serviceType), String(menuId));
      const menu = menus.find((m) => m.id === menuId) as Menu;
      return { data: { setVenueMenu: { id: `v1:${serviceType}`, serviceType, menu: summary(menu) } } };
    },
  };
  return { handlers, menus, items, links };
}
