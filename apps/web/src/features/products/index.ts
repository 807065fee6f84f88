// What routes and the other catalogue screens (categories, courses) may import from the products area.
export { type CatalogueKey, useFormErrors, useSaveForm } from './form-errors.ts';
export { ProductsPage } from './products-page.tsx';
export { type TranslatedText, TranslationFields, translatedText } from './translation-fields.tsx';
export { useDeleteNode } from './use-delete-node.tsx';
export { CATALOGUE_QUERY_KEYS, CatalogueLoadError, dataOrThrow } from './use-products.ts';
