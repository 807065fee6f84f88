// The floors of bench/lists.ts: each list read with the very service function its GraphQL resolver
// calls (so the same SQL through the same driver), then shaped to the operation's selection by
// hand. bench/lists.ts checks each floor's JSON equals the API's before it measures.
import type { Ctx } from '../apps/server/src/kernel/context.ts';
import { listItems } from '../apps/server/src/modules/catalogue/catalogue.service.ts';
import { listMembers } from '../apps/server/src/modules/members/members.service.ts';
import { listOrders } from '../apps/server/src/modules/orders/orders.service.ts';
import { listStaffPage } from '../apps/server/src/modules/staff/staff.service.ts';

/** A selection: a field kept as is (true), a sub-selection, or a derived value. */
type Selection = { [field: string]: true | Selection | ((parent: never) => unknown) };

// What graphql-js does with a value of the selection: functions (thunks like totalCount) are
// awaited, dates become ISO strings (the DateTime scalar), lists map, objects recurse.
async function project(value: unknown, selection: Selection): Promise<unknown> {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return Promise.all(value.map((v) => project(v, selection)));
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, sub] of Object.entries(selection)) {
    if (typeof sub === 'function') {
      out[field] = await (sub as (parent: unknown) => unknown)(source);
      continue;
    }
    let v = source[field];
    if (typeof v === 'function') v = await (v as () => unknown)();
    out[field] = sub === true ? (v instanceof Date ? v.toISOString() : (v ?? null)) : await project(v, sub);
  }
  return out;
}

const pageInfo = { pageInfo: (page: unknown) => project(page, { hasNextPage: true, endCursor: true }) };
type Variables = Record<string, unknown>;

export const listFloors: Record<string, (ctx: Ctx, variables: Variables) => Promise<unknown>> = {
  orders: async (ctx, v) => ({
    orders: await project(await listOrders(ctx, { filter: null, first: v.first as number, after: null }), {
      nodes: {
        id: true,
        orderNumber: true,
        venueName: true,
        channel: true,
        serviceType: true,
        status: true,
        staffId: true,
        staffName: true,
        currency: true,
        totalAmount: true,
        placedAt: true,
      },
      ...pageInfo,
    }),
  }),
  items: async (ctx) => ({
    items: await project(await listItems(ctx, {}), {
      count: true,
      results: {
        id: true,
        title: true,
        defaultPrice: true,
        vatRate: true,
        categoryIds: (item: { categories: { id: string }[] }) => item.categories.map((c) => c.id),
      },
    }),
  }),
  staff: async (ctx, v) => ({
    staffList: await project(
      await listStaffPage(ctx, { filter: null, first: v.first as number, after: null }),
      {
        nodes: {
          id: true,
          name: true,
          active: true,
          accessLevelId: true,
          accessLevel: { id: true, name: true },
          venueIds: true,
          phone: true,
          email: true,
          hasPin: true,
          pinSetAt: true,
        },
        ...pageInfo,
        totalCount: true,
      },
    ),
  }),
  members: async (ctx, v) => ({
    members: await project(await listMembers(ctx, { filter: null, first: v.first as number, after: null }), {
      nodes: {
        id: true,
        name: true,
        email: true,
        phone: true,
        membershipLevelId: true,
        points: true,
        orderCount: true,
        joinedAt: true,
      },
      ...pageInfo,
      totalCount: true,
    }),
  }),
};
