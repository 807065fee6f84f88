// The pieces the catalogue screens (products, categories, courses, modifications) share. No screen
// lives here, so a screen's chunk never pulls in another screen.

export { CATALOGUE_FORM, type CatalogueKey } from './catalogue-form.ts';
export { CATALOGUE_QUERY_KEYS, refreshItemViews } from './catalogue-queries.ts';
export { useDeleteNode } from './use-delete-node.tsx';
