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
import { errorCodesOf, loadErrorOf } from '../../lib/request.ts';
import { EntityDrawer } from '../../ui/entity-drawer.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { CATALOGUE_FORM, CATALOGUE_QUERY_KEYS, refreshItemViews, useDeleteNode } from '../catalogue/index.ts';
import { useSession } from '../session/index.ts';
import { ProductFields } from './product-fields.tsx';
import { itemInput, PRODUCT_FIELDS, type ProductValues, productValues } from './product-values.ts';
import { createProduct, productChoicesQuery, productQuery, updateProduct } from './use-products.ts';

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

/** The product form in the side drawer: create (§5: create, then set the price) or edit, and delete. */
export function ProductDrawer({ id, onClose }: ProductDrawerProps) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { metadata } = useSession();
  const language = normalizeCompanyLanguage(metadata.language);
  const country = metadata.country && isCountryCode(metadata.country) ? metadata.country : 'SE';
  const isNew = id === 'new';
  const product = useQuery({ ...productQuery(id ?? ''), enabled: id !== undefined && !isNew });
  const choices = useQuery({ ...productChoicesQuery, enabled: id !== undefined });
  const deleteNode = useDeleteNode();
  const { errorOf, show, check, clearError } = useFormSubmit(CATALOGUE_FORM, PRODUCT_FIELDS);

  // The form starts over whenever another item (or a fresh load of it) arrives.
  const source = isNew ? null : (product.data ?? undefined);
  const [values, setValues] = useState<ProductValues | null>(null);
  const [initial, setInitial] = useState<ProductValues | null>(null);
  const [loadedFrom, setLoadedFrom] = useState<unknown>(undefined);
  // A new item created whose price update failed (§5): saving again updates it, never creates twice.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const sourceKey = isNew ? 'new' : source;
  if (id === undefined && loadedFrom !== undefined) {
    // Closed: the next opening starts from what is saved.
    setLoadedFrom(undefined);
    setValues(null);
    setInitial(null);
    setCreatedId(null);
  } else if (id !== undefined && source !== undefined && loadedFrom !== sourceKey) {
    const start = productValues(source, language);
    setLoadedFrom(sourceKey);
    setValues(start);
    setInitial(start);
  }

  const change = <K extends keyof ProductValues>(field: K, value: ProductValues[K], errorField?: string) => {
    if (errorField) clearError(errorField);
    setValues((current) => (current ? { ...current, [field]: value } : current));
  };

  const categories = choices.data?.categories ?? [];
  const firstCategoryVat = categories.find((c) => c.id === values?.categoryIds[0])?.vatRate;
  const vatShown = values?.vatRate ?? defaultItemVat(country, firstCategoryVat);

  const refresh = async (itemId: string | null) => {
    await refreshItemViews(queryClient, [
      CATALOGUE_QUERY_KEYS.products,
      ...(itemId ? [CATALOGUE_QUERY_KEYS.product(itemId)] : []),
    ]);
  };

  const save = async (): Promise<boolean> => {
    if (!values) return false;
    const title = values.titles[language].trim();
    if (isNew && !createdId) {
      const input = itemInput(values, language);
      if (!check(itemCreateSchema, withPrice(input, values.price))) return false;
      const outcome = await createProduct(input, values.price);
      if (outcome.ok) {
        await refresh(outcome.id);
        toast.success(t('productForm.created', { title }));
        return true;
      }
      if (outcome.id) {
        setCreatedId(outcome.id);
        await refresh(outcome.id);
      }
      if (outcome.result && !outcome.result.success && show(outcome.result.fieldErrors)) return false;
      toast.error(t(`errors.${outcome.failure}`));
      return false;
    }
    const itemId = createdId ?? id;
    if (!itemId) return false;
    const data = itemInput(values, language);
    if (!check(itemUpdateSchema, withPrice(data, values.price))) return false;
    const outcome = await updateProduct(itemId, data, values.price);
    if (outcome.ok) {
      await refresh(itemId);
      toast.success(createdId ? t('productForm.created', { title }) : t('productForm.saved', { title }));
      return true;
    }
    if (outcome.result && !outcome.result.success && show(outcome.result.fieldErrors)) return false;
    toast.error(t('errors.updateFailed'));
    return false;
  };

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
      dirty={values !== null && initial !== null && JSON.stringify(values) !== JSON.stringify(initial)}
      onSave={save}
      onDelete={isNew ? undefined : remove}
      size="xl"
    >
      {values && choices.data && (
        <ProductFields
          values={values}
          change={change}
          errorOf={errorOf}
          choices={choices.data}
          language={language}
          vatChoices={VAT_CHOICES[country]}
          vatShown={vatShown}
        />
      )}
    </EntityDrawer>
  );
}
