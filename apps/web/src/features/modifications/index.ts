// What routes and the other features of this area may import.
export { ItemPicker } from './item-picker.tsx';
export { ManageModificationsPage } from './manage-modifications-page.tsx';
export { ModificationGroupsPage } from './modification-groups-page.tsx';
export { PIM_FORM } from './pim-form.ts';
export { PIM_QUERY_KEYS, useDeletePimRow, useRefreshPim } from './use-modifications.ts';
