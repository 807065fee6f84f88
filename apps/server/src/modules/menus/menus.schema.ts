// GraphQL types and fields of menus and prices (issue #5, §3, §4, §5, §7).
import { SERVICE_TYPES, WEEKDAYS } from '@fika/domain';
import { builder, MutationResultRef, ok } from '../../kernel/builder.ts';
import * as menusService from './menus.service.ts';
import * as venueMenus from './venue-menus.service.ts';

// MENUS or POS_CUSTOMIZATION: `$all` only wraps the second scope, since one object cannot hold
// the `scope` key twice.
const READ_MENUS = { $any: { scope: 'MENUS', $all: { scope: 'POS_CUSTOMIZATION' } } } as const;
const WRITE_MENUS = { scope: 'MENUS' } as const;

export const ServiceTypeEnum = builder.enumType('ServiceType', {
  description: 'What a venue serves a menu for (§3, §9).',
  values: SERVICE_TYPES,
});

export const WeekdayEnum = builder.enumType('Weekday', { values: WEEKDAYS });

const MenuEntryItemRef = builder.objectRef<menusService.MenuEntryView['item']>('MenuEntryItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    defaultPrice: t.exposeInt('defaultPrice', { description: 'Minor units of the company currency.' }),
  }),
});

const MenuEntryRef = builder.objectRef<menusService.MenuEntryView>('MenuEntry').implement({
  description: 'An item on a menu at a price.',
  fields: (t) => ({
    id: t.exposeID('id'),
    price: t.exposeInt('price', { description: 'Minor units of the menu currency.' }),
    item: t.field({ type: MenuEntryItemRef, resolve: (e) => e.item }),
  }),
});

const MenuAvailabilityRef = builder
  .objectRef<menusService.MenuAvailabilityView>('MenuAvailability')
  .implement({
    description: 'A time range on a weekday when the menu is available.',
    fields: (t) => ({
      id: t.exposeID('id'),
      weekday: t.field({ type: WeekdayEnum, resolve: (a) => a.weekday }),
      start: t.exposeString('start', { description: '"HH:MM" in the venue time zone.' }),
      end: t.exposeString('end', { description: '"HH:MM", after start; "24:00" is the end of the day.' }),
    }),
  });

const MenuRef = builder.objectRef<menusService.MenuView>('Menu').implement({
  description: 'A menu: items at prices, available at times.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    currency: t.exposeString('currency'),
    isDefault: t.exposeBoolean('isDefault', {
      description: "The company's 'All articles' menu: every item once at its default price.",
    }),
    editable: t.exposeBoolean('editable', {
      description: 'False when the menu is also used by venues the caller does not manage.',
    }),
    menuEntries: t.field({ type: [MenuEntryRef], resolve: (m) => m.menuEntries }),
    availabilities: t.field({ type: [MenuAvailabilityRef], resolve: (m) => m.availabilities }),
  }),
});

const MenuSummaryRef = builder.objectRef<venueMenus.MenuSummaryView>('MenuSummary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isDefault: t.exposeBoolean('isDefault'),
    editable: t.exposeBoolean('editable'),
    entryCount: t.exposeInt('entryCount'),
  }),
});

const VenueMenuRef = builder.objectRef<venueMenus.VenueMenuView>('VenueMenu').implement({
  description: 'The menu a venue uses for one service type.',
  fields: (t) => ({
    id: t.exposeID('id', { description: '"venueId:serviceType"' }),
    venueId: t.exposeID('venueId'),
    serviceType: t.field({ type: ServiceTypeEnum, resolve: (l) => l.serviceType }),
    menu: t.field({ type: MenuSummaryRef, resolve: (l) => l.menu }),
  }),
});

const MenuVenueRef = builder.objectRef<venueMenus.MenuVenueView>('MenuVenue').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    menus: t.field({ type: [VenueMenuRef], resolve: (v) => v.menus }),
  }),
});

const MenuItemCategoryRef = builder
  .objectRef<venueMenus.MenuItemView['categories'][number]>('MenuItemCategory')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      color: t.exposeString('color', { nullable: true }),
    }),
  });

const MenuItemRef = builder.objectRef<venueMenus.MenuItemView>('MenuItem').implement({
  description: 'An item as the menus editor picks it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    defaultPrice: t.exposeInt('defaultPrice'),
    categories: t.field({ type: [MenuItemCategoryRef], resolve: (i) => i.categories }),
    allArticlesEntryId: t.exposeID('allArticlesEntryId', {
      nullable: true,
      description: "Its 'All articles' entry: updateMenu on that entry's price sets the default price.",
    }),
  }),
});

const AllArticlesMismatchKindEnum = builder.enumType('AllArticlesMismatchKind', {
  values: ['MISSING', 'DUPLICATE', 'WRONG_PRICE', 'REMOVED_ITEM'] as const,
});

const AllArticlesMismatchRef = builder
  .objectRef<venueMenus.MenuProviderData['allArticlesMismatches'][number]>('AllArticlesMismatch')
  .implement({
    description: "An item 'All articles' does not hold exactly once at its default price (§5).",
    fields: (t) => ({
      itemId: t.exposeID('itemId'),
      title: t.exposeString('title', { nullable: true }),
      kind: t.field({ type: AllArticlesMismatchKindEnum, resolve: (m) => m.kind }),
      expectedPrice: t.exposeInt('expectedPrice', { nullable: true }),
      entryPrices: t.exposeIntList('entryPrices'),
    }),
  });

const MenuProviderDataRef = builder.objectRef<venueMenus.MenuProviderData>('MenuProviderData').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    venues: t.field({
      type: [MenuVenueRef],
      description: "The caller's visible venues with their menu per service type.",
      resolve: (d) => d.venues,
    }),
    items: t.field({
      type: [MenuItemRef],
      description: 'Every live item, by title.',
      resolve: (d) => d.items,
    }),
    menus: t.field({
      type: [MenuSummaryRef],
      description: "The menus the caller may see: 'All articles' first, then by name.",
      resolve: (d) => d.menus,
    }),
    allArticles: t.field({ type: MenuSummaryRef, nullable: true, resolve: (d) => d.allArticles }),
    allArticlesMismatches: t.field({
      type: [AllArticlesMismatchRef],
      description: 'Always empty while the database constraint holds; the client logs any.',
      resolve: (d) => d.allArticlesMismatches,
    }),
  }),
});

const NodeIdInput = builder.inputType('NodeIdInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

const MenuEntryItemConnectInput = builder.inputType('MenuEntryItemConnectInput', {
  fields: (t) => ({ connect: t.field({ type: NodeIdInput, required: true }) }),
});

const MenuEntryCreateInput = builder.inputType('MenuEntryCreateInput', {
  fields: (t) => ({
    item: t.field({ type: MenuEntryItemConnectInput, required: true }),
    price: t.int({ required: true, description: 'Minor units, 0 or more.' }),
  }),
});

const MenuEntryPriceInput = builder.inputType('MenuEntryPriceInput', {
  fields: (t) => ({ price: t.int({ required: true }) }),
});

const MenuEntryUpdateInput = builder.inputType('MenuEntryUpdateInput', {
  fields: (t) => ({
    where: t.field({ type: NodeIdInput, required: true }),
    data: t.field({ type: MenuEntryPriceInput, required: true }),
  }),
});

const MenuEntriesInput = builder.inputType('MenuEntriesInput', {
  fields: (t) => ({
    create: t.field({ type: [MenuEntryCreateInput] }),
    disconnect: t.field({ type: [NodeIdInput] }),
    update: t.field({ type: [MenuEntryUpdateInput] }),
  }),
});

const UpdateMenuInput = builder.inputType('UpdateMenuInput', {
  fields: (t) => ({
    name: t.string(),
    menuEntries: t.field({ type: MenuEntriesInput }),
  }),
});

const MenuAvailabilityInput = builder.inputType('MenuAvailabilityInput', {
  fields: (t) => ({
    weekday: t.field({ type: WeekdayEnum, required: true }),
    start: t.string({ required: true, description: '"HH:MM"' }),
    end: t.string({ required: true, description: '"HH:MM", up to "24:00"' }),
  }),
});

builder.queryFields((t) => ({
  menuProviderData: t.field({
    type: MenuProviderDataRef,
    authScopes: READ_MENUS,
    description:
      'getMenuProviderData (§7). The ids are optional and only checked: the session decides the company.',
    args: { companyStringId: t.arg.id(), companyId: t.arg.id() },
    resolve: (_root, args, ctx) => venueMenus.menuProviderData(ctx, args),
  }),
  menu: t.field({
    type: MenuRef,
    authScopes: READ_MENUS,
    description: 'GetMenu (§7): always fresh; clients must not cache it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => menusService.getMenu(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  createMenu: t.field({
    type: MenuRef,
    authScopes: WRITE_MENUS,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, { name }, ctx) => menusService.createMenu(ctx, name),
  }),
  updateMenu: t.field({
    type: MenuRef,
    authScopes: WRITE_MENUS,
    description:
      "Renames a menu and creates, disconnects and re-prices its entries (§7). On 'All articles' " +
      "entries follow the items: create and disconnect are refused, and an entry's new price is the item's new default price.",
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: UpdateMenuInput, required: true }) },
    resolve: (_root, { id, data }, ctx) => menusService.updateMenu(ctx, String(id), data),
  }),
  updateMenuAvailabilities: t.field({
    type: MenuRef,
    authScopes: WRITE_MENUS,
    description: "Replaces all of a menu's availabilities.",
    args: {
      menuId: t.arg.id({ required: true }),
      availabilities: t.arg({ type: [MenuAvailabilityInput], required: true }),
    },
    resolve: (_root, { menuId, availabilities }, ctx) =>
      menusService.updateMenuAvailabilities(ctx, String(menuId), availabilities),
  }),
  deleteMenu: t.field({
    type: MutationResultRef,
    authScopes: WRITE_MENUS,
    description: "Never 'All articles'. A menu venues use needs force; they then use 'All articles'.",
    args: { id: t.arg.id({ required: true }), force: t.arg.boolean() },
    resolve: async (_root, { id, force }, ctx) => {
      await menusService.deleteMenu(ctx, String(id), force ?? false);
      return ok();
    },
  }),
  provisionVenueMenus: t.field({
    type: [VenueMenuRef],
    authScopes: READ_MENUS,
    description:
      "§4: links 'All articles' to every visible venue's missing service types; returns what it created.",
    resolve: (_root, _args, ctx) => venueMenus.provisionVenueMenus(ctx),
  }),
  setVenueMenu: t.field({
    type: VenueMenuRef,
    authScopes: WRITE_MENUS,
    description: "updateVenue's menus create of §7: the menu a venue uses for a service type.",
    args: {
      venueId: t.arg.id({ required: true }),
      serviceType: t.arg({ type: ServiceTypeEnum, required: true }),
      menuId: t.arg.id({ required: true }),
    },
    resolve: (_root, { venueId, serviceType, menuId }, ctx) =>
      venueMenus.setVenueMenu(ctx, String(venueId), serviceType, String(menuId)),
  }),
}));
