// What routes and the other features of this area may import.
export { ItemPicker } from './item-picker.tsx';
export { ManageModificationsPage } from './manage-modifications-page.tsx';
export { ModificationGroupsPage } from './modification-groups-page.tsx';
export { PIM_FORM } from './pim-form.ts';
export { type EntityDraft, useEntityDraft } from './use-entity-draft.ts';
export { type ListDrawer, useListDrawer } from './use-list-drawer.ts';
export {
  dataOrThrow,
  loadErrorOf,
  PIM_QUERY_KEYS,
  PimLoadError,
  useRefreshPim,
} from './use-modifications.ts';
