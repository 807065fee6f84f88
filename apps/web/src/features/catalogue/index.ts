// The pieces the catalogue screens (products, categories, courses, modifications) share. No screen
// lives here, so a screen's chunk never pulls in another screen.
export { CATALOGUE_QUERY_KEYS, CatalogueLoadError, dataOrThrow } from './catalogue-queries.ts';
export { type CatalogueKey, useFormErrors, useSaveForm } from './form-errors.ts';
export { type TranslatedText, TranslationFields, translatedText } from './translation-fields.tsx';
export { useDeleteNode } from './use-delete-node.tsx';
