import {
  categorySchema,
  createsParentCycle,
  defaultItemVat,
  isCountryCode,
  normalizeCompanyLanguage,
  VAT_CHOICES,
} from '@fika/domain';
import { ColorInput, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestResult } from '../../lib/request.ts';
import { EntityDrawer } from '../../ui/entity-drawer.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { type TranslatedText, TranslationFields, translatedText } from '../../ui/translation-fields.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { CATALOGUE_FORM, CATALOGUE_QUERY_KEYS, refreshItemViews, useDeleteNode } from '../catalogue/index.ts';
import { useSession } from '../session/index.ts';
import {
  type CategoryInput,
  type CategoryRow,
  type CourseTypeChoice,
  createCategory,
  updateCategory,
} from './use-categories.ts';

const FIELDS = [
  'name',
  'nameLang.se',
  'nameLang.en',
  'nameLang.es',
  'nameLang.no',
  'color',
  'courseTypeId',
  'vatRate',
  'parentId',
];

// The till's palette, offered as swatches.
const SWATCHES = [
  '#e8590c',
  '#f59f00',
  '#2b8a3e',
  '#1c7ed6',
  '#5f3dc4',
  '#862e9c',
  '#d6336c',
  '#7a4b2a',
  '#868e96',
];

interface CategoryValues {
  names: TranslatedText;
  color: string;
  courseTypeId: string | null;
  vatRate: number;
  parentId: string | null;
}

/** Props of {@link CategoryDrawer}. */
export interface CategoryDrawerProps {
  /** `?id=`: a category id, 'new', or undefined (closed). */
  id: string | undefined;
  /** Every category (undefined while loading): the edited one is found here. */
  categories: readonly CategoryRow[] | undefined;
  courseTypes: readonly CourseTypeChoice[];
  onClose: () => void;
}

/** Create or edit a category: names in four languages, colour, course, VAT, parent; delete with dependents. */
export function CategoryDrawer({ id, categories, courseTypes, onClose }: CategoryDrawerProps) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { metadata } = useSession();
  const language = normalizeCompanyLanguage(metadata.language);
  const country = metadata.country && isCountryCode(metadata.country) ? metadata.country : 'SE';
  const deleteNode = useDeleteNode();
  const { errorOf, clearError, submit } = useFormSubmit(CATALOGUE_FORM, FIELDS);
  const isNew = id === 'new';
  const category = isNew ? null : categories?.find((c) => c.id === id);

  const [values, setValues] = useState<CategoryValues | null>(null);
  const [initial, setInitial] = useState<CategoryValues | null>(null);
  const [loadedFor, setLoadedFor] = useState<string | undefined>(undefined);
  if (loadedFor !== id && (isNew || category || id === undefined)) {
    const start: CategoryValues | null =
      id === undefined
        ? null
        : {
            names: translatedText(category?.nameLang, { text: category?.name, language }),
            color: category?.color ?? '',
            courseTypeId: category?.courseTypeId ?? null,
            vatRate: category?.vatRate ?? defaultItemVat(country, null),
            parentId: category?.parentId ?? null,
          };
    setLoadedFor(id);
    setValues(start);
    setInitial(start);
  }
  const change = (patch: Partial<CategoryValues>, field: string) => {
    clearError(field);
    setValues((current) => (current ? { ...current, ...patch } : current));
  };

  const parentOf = new Map((categories ?? []).map((c) => [c.id, c.parentId]));
  const parents = (categories ?? []).filter((c) => isNew || !id || !createsParentCycle(id, c.id, parentOf));

  const onSave = async () => {
    if (!values) return false;
    const input: CategoryInput = {
      name: values.names[language],
      nameLang: values.names,
      color: values.color,
      courseTypeId: values.courseTypeId,
      vatRate: values.vatRate,
      parentId: values.parentId,
    };
    const name = values.names[language].trim();
    return submit({
      schema: categorySchema,
      input,
      send: (data): Promise<RequestResult<unknown>> =>
        isNew || !id ? createCategory(data) : updateCategory(id, data),
      onSuccess: async () => {
        await refreshItemViews(queryClient, [CATALOGUE_QUERY_KEYS.all]);
        toast.success(isNew ? t('categoryForm.created', { name }) : t('categoryForm.saved', { name }));
      },
    });
  };

  const onDelete = async () => {
    if (!category) return false;
    const deleted = await deleteNode(category.id, category.name);
    if (deleted) await refreshItemViews(queryClient, [CATALOGUE_QUERY_KEYS.all]);
    return deleted;
  };

  return (
    <EntityDrawer
      id={id}
      title={
        isNew ? t('categoryForm.createTitle') : t('categoryForm.editTitle', { name: category?.name ?? '' })
      }
      onClose={onClose}
      loading={categories === undefined}
      notFound={categories !== undefined && !isNew && !category}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      onSave={onSave}
      onDelete={isNew ? undefined : onDelete}
    >
      {values && (
        <Stack gap="md">
          <Title order={3} size="h5">
            {t('categoryForm.names')}
          </Title>
          <TranslationFields
            path="nameLang"
            main={{ language, field: 'name' }}
            value={values.names}
            onChange={(names, field) => change({ names }, field)}
            errorOf={errorOf}
          />
          <Title order={3} size="h5">
            {t('categoryForm.settings')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('productForm.vat')}
              description={t('categoryForm.vatHint')}
              data={VAT_CHOICES[country].map((rate) => ({
                value: String(rate),
                label: t('productForm.vatRate', { rate }),
              }))}
              value={String(values.vatRate)}
              onChange={(rate) => rate !== null && change({ vatRate: Number(rate) }, 'vatRate')}
              error={errorOf('vatRate')}
              withAsterisk
              allowDeselect={false}
            />
            <ColorInput
              label={t('categoryForm.color')}
              description={t('categoryForm.colorHint')}
              value={values.color}
              onChange={(color) => change({ color }, 'color')}
              error={errorOf('color')}
              format="hex"
              swatches={SWATCHES}
            />
            <Select
              label={t('productForm.courseType')}
              data={courseTypes.map((c) => ({ value: c.id, label: `${c.name} (${c.label})` }))}
              value={values.courseTypeId}
              onChange={(courseTypeId) => change({ courseTypeId }, 'courseTypeId')}
              placeholder={t('productForm.noCourseType')}
              error={errorOf('courseTypeId')}
              clearable
            />
            <Select
              label={t('categoryForm.parent')}
              data={parents.map((c) => ({ value: c.id, label: c.name }))}
              value={values.parentId}
              onChange={(parentId) => change({ parentId }, 'parentId')}
              placeholder={t('categoryForm.noParent')}
              error={errorOf('parentId')}
              searchable
              clearable
            />
          </SimpleGrid>
        </Stack>
      )}
    </EntityDrawer>
  );
}
