// Online ordering set up over the API for the guest journeys: a venue open all day with its menus
// for every service type, switched on, and a table of its own with the QR link a guest scans.
import type { APIRequestContext } from '@playwright/test';
import { apiGql } from './graphql.ts';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

export interface GuestVenueSetup {
  venueId: string;
  slug: string;
}

/** Opens `venueName` for online orders around the clock (hours 00–24 every day); its slug. */
export async function openForOnlineOrders(
  request: APIRequestContext,
  token: string,
  venueName: string,
): Promise<GuestVenueSetup> {
  const { menuProviderData } = await apiGql<{
    menuProviderData: {
      venues: { id: string; name: string; menus: { serviceType: string; menu: { id: string } }[] }[];
    };
  }>(request, token, '{ menuProviderData { venues { id name menus { serviceType menu { id } } } } }');
  const venue = menuProviderData.venues.find((v) => v.name === venueName);
  if (!venue) throw new Error(`No venue ${venueName}`);
  const menuOf = (type: string) =>
    venue.menus.find((m) => m.serviceType === type)?.menu.id ??
    venue.menus.find((m) => m.serviceType === 'TAKE_AWAY')?.menu.id;
  await apiGql(
    request,
    token,
    'mutation($v: ID!, $i: [WeeklyOpeningIntervalInput!]!) { setOpeningHours(venueId: $v, intervals: $i) { __typename } }',
    { v: venue.id, i: WEEKDAYS.map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })) },
  );
  const { onlineOrderingSettings } = await apiGql<{ onlineOrderingSettings: { slug: string } }>(
    request,
    token,
    'query($v: ID!) { onlineOrderingSettings(venueId: $v) { slug } }',
    { v: venue.id },
  );
  const serviceTypes = ['TAKE_AWAY', 'EAT_HERE', 'TABLE_SERVICE'];
  await apiGql(
    request,
    token,
    'mutation($v: ID!, $i: OnlineOrderingSettingsInput!) { updateOnlineOrderingSettings(venueId: $v, input: $i) { slug } }',
    {
      v: venue.id,
      i: {
        slug: onlineOrderingSettings.slug,
        serviceTypes,
        menus: Object.fromEntries(serviceTypes.map((type) => [type, menuOf(type)])),
        preparationMinutes: 10,
        pickupSlotMinutes: 15,
        minOrderAmount: 0,
        cardPayments: true,
        counterPayments: true,
      },
    },
  );
  await apiGql(
    request,
    token,
    'mutation($v: ID!) { manageOnlineOrdering(venueId: $v, enabled: true) { enabled } }',
    {
      v: venue.id,
    },
  );
  return { venueId: venue.id, slug: onlineOrderingSettings.slug };
}

/** A new table on a new floor plan of the venue: its code and the link its QR code carries. */
export async function newGuestTable(
  request: APIRequestContext,
  token: string,
  venueId: string,
): Promise<{ code: string; guestUrl: string }> {
  const stamp = Date.now().toString(36);
  const { createFloorPlan } = await apiGql<{ createFloorPlan: { id: string } }>(
    request,
    token,
    'mutation($v: ID!, $n: String!) { createFloorPlan(venueId: $v, input: { name: $n }) { id } }',
    { v: venueId, n: `Guest ${stamp}` },
  );
  const code = `G${stamp.slice(-4).toUpperCase()}`;
  const { createTables } = await apiGql<{ createTables: { code: string; guestUrl: string }[] }>(
    request,
    token,
    'mutation($i: CreateTablesInput!) { createTables(input: $i) { code guestUrl } }',
    { i: { floorPlanId: createFloorPlan.id, codes: code } },
  );
  const table = createTables[0];
  if (!table) throw new Error('No table created');
  return table;
}
