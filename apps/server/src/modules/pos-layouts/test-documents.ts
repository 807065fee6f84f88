// Test-only: the documents and helpers the POS layout tests share.
import { and, eq } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness.ts';
import { items } from '../../platform/db/schema/index.ts';

export const LAYOUTS = `query GetPosLayouts {
  layouts { id name nameLang { en se es no }
    categories { id order color name nameLang { en se es no } page { id name columns rows deleted } } }
  pages { id layoutId name columns rows deleted } }`;

export const PAGE = `query GetPage($id: ID!) { page(id: $id) { id layoutId name columns rows deleted
  buttons { id position type label color item { id title defaultPrice deleted } targetPage { id name deleted }
    category { id name deleted } offer { id name type discountType value } }
  subPages { id name deleted } } }`;

export const CREATE_LAYOUT = `mutation($input: LayoutInput!) { createLayout(input: $input) {
  id name nameLang { en se es no } categories { id } } }`;

export const CREATE_CATEGORY = `mutation($layoutId: ID!, $input: LayoutCategoryInput!) {
  createLayoutCategory(layoutId: $layoutId, input: $input) { id order color name nameLang { en se }
    page { id name columns rows deleted } } }`;

export const CREATE_PAGE = `mutation($layoutId: ID!, $input: PageInput!) {
  createPage(layoutId: $layoutId, input: $input) { id layoutId name columns rows deleted } }`;

export const UPDATE_PAGE = `mutation($id: ID!, $input: PageUpdateInput!) { updatePage(id: $id, input: $input) {
  id name columns rows buttons { id position type item { id } targetPage { id deleted } category { id } offer { id } } } }`;

export const BUNDLE_OFFERS =
  'query GetBundleOffers { bundleOffers { id name type discountType value usableInPos } }';

export interface Layout {
  id: string;
  name: string;
  nameLang: Record<string, string | null>;
  categories: {
    id: string;
    order: number;
    color: string;
    name: string;
    page: { id: string; name: string; columns: number; rows: number; deleted: boolean };
  }[];
}
export interface PageSummary {
  id: string;
  layoutId: string;
  name: string;
  columns: number;
  rows: number;
  deleted: boolean;
}
export interface Button {
  id: string;
  position: number;
  type: string;
  label: string | null;
  item: { id: string; title: string; defaultPrice: number; deleted: boolean } | null;
  targetPage: { id: string; name: string; deleted: boolean } | null;
  category: { id: string; name: string } | null;
  offer: { id: string; name: string } | null;
}
export interface PageDetail extends PageSummary {
  buttons: Button[];
  subPages: { id: string; name: string; deleted: boolean }[];
}

type Errors = { errors?: { extensions?: Record<string, unknown> }[] };

export const codeOf = (r: Errors) => r.errors?.[0]?.extensions?.code;
export const fieldErrorsOf = (r: Errors) => r.errors?.[0]?.extensions?.fieldErrors;

/** Helpers bound to one server and token. */
export function layoutApi(t: TestServer, token: string) {
  return {
    async layouts() {
      const r = await t.gql<{ layouts: Layout[]; pages: PageSummary[] }>(LAYOUTS, {}, token);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data;
    },
    async page(id: string) {
      const r = await t.gql<{ page: PageDetail }>(PAGE, { id }, token);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.page;
    },
    async createLayout(name: string) {
      const r = await t.gql<{ createLayout: Layout }>(CREATE_LAYOUT, { input: { name } }, token);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.createLayout;
    },
    async createCategory(layoutId: string, name: string, color = '#1c7ed6') {
      const r = await t.gql<{ createLayoutCategory: Layout['categories'][number] }>(
        CREATE_CATEGORY,
        { layoutId, input: { name, color } },
        token,
      );
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.createLayoutCategory;
    },
    async createPage(layoutId: string, name: string, columns = 4, rows = 3) {
      const r = await t.gql<{ createPage: PageSummary }>(
        CREATE_PAGE,
        { layoutId, input: { name, columns, rows } },
        token,
      );
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.createPage;
    },
    updatePage(id: string, input: Record<string, unknown>) {
      return t.gql<{ updatePage: PageDetail }>(UPDATE_PAGE, { id, input }, token);
    },
    /** The live items of the caller's company, read from the database (the catalogue has its own tests). */
    async items(companyId: string) {
      return t.database.db
        .select({ id: items.id, title: items.title })
        .from(items)
        .where(and(eq(items.companyId, companyId), eq(items.deleted, false)));
    },
  };
}
