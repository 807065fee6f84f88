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
import { useTranslation } from 'react-i18next';
import type { LoadErrorState } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { type TranslatedText, TranslationFields, translatedText } from '../../ui/translation-fields.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { CATALOGUE_FORM, CATALOGUE_QUERY_KEYS, refreshItemViews, useDeleteNode } from '../catalogue/index.ts';
import { useSession } from '../session/index.ts';
import {
  type CategoryInput,
  type CategoryRow,
  type CourseTypeChoice,
  createCategory,
  updateCategory,
} from './use-categories.ts';

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
  entity: EntityParam;
  /** Every category (undefined while loading): the edited one is found here. */
  categories: readonly CategoryRow[] | undefined;
  courseTypes: readonly CourseTypeChoice[];
  load: { error: LoadErrorState | null; retry: () => void };
}

/** Create or edit a category: names in four languages, colour, course, VAT, parent; delete with dependents. */
export function CategoryDrawer({ entity, categories, courseTypes, load }: CategoryDrawerProps) {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const { metadata } = useSession();
  const language = normalizeCompanyLanguage(metadata.language);
  const country = metadata.country && isCountryCode(metadata.country) ? metadata.country : 'SE';
  const refresh = async () => {
    await refreshItemViews(queryClient, [CATALOGUE_QUERY_KEYS.all]);
  };
  const deleteNode = useDeleteNode();
  const {
    row: category,
    ready,
    drawer,
  } = useListDrawer(entity, categories, load, async (c) => {
    const deleted = await deleteNode(c.id, c.name);
    if (deleted) await refresh();
    return deleted;
  });
  const form = useEntityForm({
    messages: CATALOGUE_FORM,
    ready,
    record: category,
    initialValues: (c): CategoryValues => ({
      names: translatedText(c?.nameLang, { text: c?.name, language }),
      color: c?.color ?? '',
      courseTypeId: c?.courseTypeId ?? null,
      vatRate: c?.vatRate ?? defaultItemVat(country, null),
      parentId: c?.parentId ?? null,
    }),
    schema: categorySchema,
    toInput: ({ names, ...rest }): CategoryInput => ({ name: names[language], nameLang: names, ...rest }),
    create: createCategory,
    update: (c, input) => updateCategory(c.id, input),
    onSaved: refresh,
    savedMessage: ({ name }, created) =>
      t(created ? 'categoryForm.created' : 'categoryForm.saved', { name: name.trim() }),
  });
  const values = form.values;

  const parentOf = new Map((categories ?? []).map((c) => [c.id, c.parentId]));
  const parents = (categories ?? []).filter(
    (c) => !category || !createsParentCycle(category.id, c.id, parentOf),
  );

  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      title={
        form.isNew
          ? t('categoryForm.createTitle')
          : t('categoryForm.editTitle', { name: category?.name ?? '' })
      }
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
            onChange={(names, field) => {
              form.clearError(field);
              form.setValues({ names });
            }}
            errorOf={form.errorOf}
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
              onChange={(rate) => rate !== null && form.setValues({ vatRate: Number(rate) })}
              error={form.errorOf('vatRate')}
              withAsterisk
              allowDeselect={false}
            />
            <ColorInput
              label={t('categoryForm.color')}
              description={t('categoryForm.colorHint')}
              {...form.field('color')}
              format="hex"
              swatches={SWATCHES}
            />
            <Select
              label={t('productForm.courseType')}
              data={courseTypes.map((c) => ({ value: c.id, label: `${c.name} (${c.label})` }))}
              {...form.field('courseTypeId')}
              placeholder={t('productForm.noCourseType')}
              clearable
            />
            <Select
              label={t('categoryForm.parent')}
              data={parents.map((c) => ({ value: c.id, label: c.name }))}
              {...form.field('parentId')}
              placeholder={t('categoryForm.noParent')}
              searchable
              clearable
            />
          </SimpleGrid>
        </Stack>
      )}
    </EntityDrawer>
  );
}
