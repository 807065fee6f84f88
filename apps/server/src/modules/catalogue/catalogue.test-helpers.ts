// Test-only: what the catalogue integration tests share — error codes, company ids, the 'All
// articles' menu and its entries, and the documents most tests send.
import { DEFAULT_MENU_NAME } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { GraphQLResponse, TestServer } from '../../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import { items, menuEntries, menus, users } from '../../platform/db/schema/index.ts';

export const codeOf = (r: GraphQLResponse<unknown>) => r.errors?.[0]?.extensions?.code;
export const fieldErrorsOf = (r: GraphQLResponse<unknown>) => r.errors?.[0]?.extensions?.fieldErrors;

export const ITEM_FIELDS = `id title titleLang { en se es no } defaultPrice manualPrice volumeSuffix weightUnit
  vatRate allergens courseTypeId courseType { id label } image { id title url } categoryIds
  categories { id name } appliedVariations { id title } defaultVariationsIds upsellIds stationIds`;

export const CREATE_ITEM = `mutation($input: CreateItemInput!) { createItem(input: $input) { ${ITEM_FIELDS} } }`;
export const UPDATE_ITEM = `mutation($id: ID!, $data: UpdateItemInput!) { updateItem(id: $id, data: $data) { ${ITEM_FIELDS} } }`;
export const UPDATE_PRICE = `mutation($itemId: ID!, $price: Int!) { updateItemPrice(itemId: $itemId, price: $price) { success error } }`;
export const GET_ITEM = `query($id: ID!) { item(id: $id) { ${ITEM_FIELDS} } }`;
export const DELETE_NODE = `mutation($id: ID!, $force: Boolean) { deleteNode(id: $id, force: $force) { success } }`;
export const CATEGORIES = 'query { categories { id name vatRate parentId courseTypeId } }';

export interface Item {
  id: string;
  title: string;
  titleLang: Record<string, string | null>;
  defaultPrice: number;
  manualPrice: boolean;
  volumeSuffix: string | null;
  weightUnit: string | null;
  vatRate: number;
  allergens: string[];
  courseTypeId: string | null;
  courseType: { id: string; label: string } | null;
  image: { id: string; title: string; url: string } | null;
  categoryIds: string[];
  categories: { id: string; name: string }[];
  appliedVariations: { id: string; title: string }[];
  defaultVariationsIds: string[];
  upsellIds: string[];
  stationIds: string[];
}

export async function companyIdOf(t: TestServer, token: string): Promise<string> {
  const r = await t.gql<{ authorizeUser: { companyId: string; userId: string } }>(
    'query { authorizeUser { companyId userId } }',
    {},
    token,
  );
  return r.data?.authorizeUser.companyId ?? '';
}

/** Takes every scope but `scopes` from the user behind `token` (an empty list would be full access). */
export async function limitScopes(t: TestServer, token: string, scopes: string[]): Promise<void> {
  const r = await t.gql<{ authorizeUser: { userId: string } }>(
    'query { authorizeUser { userId } }',
    {},
    token,
  );
  await t.database.db
    .update(users)
    .set({ scopes })
    .where(eq(users.id, r.data?.authorizeUser.userId ?? ''));
}

/** The company's 'All articles' menu, created with an entry per live item when the demo has none. */
export async function ensureDefaultMenu(t: TestServer, companyId: string): Promise<string> {
  const db = t.database.db;
  const [existing] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.companyId, companyId), eq(menus.isDefault, true), eq(menus.deleted, false)));
  if (existing) return existing.id;
  const id = newId();
  await db.transaction(async (tx) => {
    await tx
      .insert(menus)
      .values({ id, companyId, name: DEFAULT_MENU_NAME, currency: 'SEK', isDefault: true });
    const live = await tx
      .select({ id: items.id, price: items.defaultPrice })
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.deleted, false)));
    if (live.length > 0) {
      await tx
        .insert(menuEntries)
        .values(
          live.map((item) => ({ id: newId(), companyId, menuId: id, itemId: item.id, price: item.price })),
        );
    }
  });
  return id;
}

/** The prices of the item's entries in 'All articles' (exactly one, at its default price, when in step). */
export async function allArticlesPrices(t: TestServer, menuId: string, itemId: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ price: menuEntries.price })
    .from(menuEntries)
    .where(and(eq(menuEntries.menuId, menuId), eq(menuEntries.itemId, itemId)));
  return rows.map((row) => row.price);
}

/** A plain menu of the company (not 'All articles') listing the item. */
export async function otherMenuWith(t: TestServer, companyId: string, itemId: string): Promise<string> {
  const id = newId();
  await t.database.db.insert(menus).values({ id, companyId, name: 'Lunch', currency: 'SEK' });
  await t.database.db.insert(menuEntries).values({ id: newId(), companyId, menuId: id, itemId, price: 100 });
  return id;
}
