import {
  defaultItemVat,
  isCountryCode,
  itemCreateSchema,
  itemUpdateSchema,
  normalizeCompanyLanguage,
  VAT_CHOICES,
} from '@fika/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodesOf, loadErrorOf, type RequestResult } from '../../lib/request.ts';
import { EntityDrawer } from '../../ui/entity-drawer.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { CATALOGUE_FORM, CATALOGUE_QUERY_KEYS, refreshItemViews, useDeleteNode } from '../catalogue/index.ts';
import { useSession } from '../session/index.ts';
import { ProductFields } from './product-fields.tsx';
import { itemInput, PRODUCT_FIELDS, productValues } from './product-values.ts';
import {
  createProduct,
  productChoicesQuery,
  productQuery,
  type SaveOutcome,
  updateProduct,
} from './use-products.ts';

/** Props of {@link ProductDrawer}. */
export interface ProductDrawerProps {
  /** `?id=`: an item id, 'new', or undefined (closed). */
  id: string | undefined;
  onClose: () => void;
}

/**
 * The input with the form's price, for checking only: the price travels in its own update (§5), but
 * an unreadable one (NaN) must stop the save with its field error before anything is created.
 */
function withPrice<T extends object>(input: T, price: number | null): T & { defaultPrice?: number } {
  return price === null ? input : { ...input, defaultPrice: price };
}

/** §5's outcome as the form kit reads it; a failure names its toast (createFailed, updateFailed) in `error`. */
function asResult(outcome: SaveOutcome): RequestResult<{ id: string }> {
  if (outcome.ok) return { success: true, error: null, data: { id: outcome.id } };
  const refused = outcome.result?.success === false ? outcome.result : null;
  return {
    success: false,
    error: outcome.failure,
    data: null,
    errorCodes: refused?.errorCodes ?? [],
    fieldErrors: refused?.fieldErrors ?? [],
    extensions: refused?.extensions ?? [],
  };
}

/** The product form in the side drawer: create (§5: create, then set the price) or edit, and delete. */
export function ProductDrawer({ id, onClose }: ProductDrawerProps) {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const { metadata } = useSession();
  const language = normalizeCompanyLanguage(metadata.language);
  const country = metadata.country && isCountryCode(metadata.country) ? metadata.country : 'SE';
  const isNew = id === 'new';
  const product = useQuery({ ...productQuery(id ?? ''), enabled: id !== undefined && !isNew });
  const choices = useQuery({ ...productChoicesQuery, enabled: id !== undefined });
  const deleteNode = useDeleteNode();
  // A new item created whose price update failed (§5): saving again updates it, never creates twice.
  const [createdId, setCreatedId] = useState<string | null>(null);

  const refresh = async (itemId: string | null) => {
    await refreshItemViews(queryClient, [
      CATALOGUE_QUERY_KEYS.products,
      ...(itemId ? [CATALOGUE_QUERY_KEYS.product(itemId)] : []),
    ]);
  };
  // What is sent is the form as typed (the server parses the same schema); the price goes separately.
  const sendUpdate = async (itemId: string) => {
    const values = form.values;
    if (!values) return asResult({ ok: false, failure: 'updateFailed' });
    const outcome = await updateProduct(itemId, itemInput(values, language), values.price);
    if (outcome.ok) await refresh(itemId);
    return asResult(outcome);
  };
  const sendCreate = async () => {
    const values = form.values;
    if (createdId) return sendUpdate(createdId);
    if (!values) return asResult({ ok: false, failure: 'createFailed' });
    const outcome = await createProduct(itemInput(values, language), values.price);
    if (outcome.id) {
      if (!outcome.ok) setCreatedId(outcome.id);
      await refresh(outcome.id);
    }
    return asResult(outcome);
  };

  const form = useEntityForm({
    messages: CATALOGUE_FORM,
    fields: PRODUCT_FIELDS,
    ready: isNew || product.data !== undefined,
    record: isNew ? undefined : product.data,
    initialValues: (item) => productValues(item ?? null, language),
    schema: isNew && !createdId ? itemCreateSchema : itemUpdateSchema,
    toInput: (values) => withPrice(itemInput(values, language), values.price),
    create: sendCreate,
    update: (item) => sendUpdate(item.id),
    savedMessage: ({ title }, created) =>
      t(created ? 'productForm.created' : 'productForm.saved', { title: title?.trim() }),
    failedMessage: ({ error }) => t(error === 'createFailed' ? 'errors.createFailed' : 'errors.updateFailed'),
  });
  const values = form.values;

  const categories = choices.data?.categories ?? [];
  const firstCategoryVat = categories.find((c) => c.id === values?.categoryIds[0])?.vatRate;
  const vatShown = values?.vatRate ?? defaultItemVat(country, firstCategoryVat);

  const remove = async () => {
    if (!id || isNew) return false;
    const deleted = await deleteNode(id, product.data?.title ?? '');
    if (deleted) await refresh(null);
    return deleted;
  };

  const loadError = product.error ?? choices.error;
  const notFound = errorCodesOf(loadError).includes('NOT_FOUND');
  return (
    <EntityDrawer
      {...form.drawer}
      id={id}
      title={
        isNew
          ? t('productForm.createTitle')
          : t('productForm.editTitle', { title: product.data?.title ?? '' })
      }
      onClose={onClose}
      loading={!values || choices.isPending}
      notFound={notFound}
      error={notFound ? null : loadErrorOf(loadError)}
      onRetry={() => void Promise.all([product.refetch(), choices.refetch()])}
      onDelete={isNew ? undefined : remove}
      size="xl"
    >
      {values && choices.data && (
        <ProductFields
          form={form}
          values={values}
          choices={choices.data}
          language={language}
          vatChoices={VAT_CHOICES[country]}
          vatShown={vatShown}
        />
      )}
    </EntityDrawer>
  );
}
