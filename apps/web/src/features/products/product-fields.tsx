import { ALLERGENS, WEIGHT_UNITS } from '@fika/domain';
import {
  Button,
  FileButton,
  Group,
  Image,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { TranslationFields } from '../../ui/translation-fields.tsx';
import type { EntityForm } from '../../ui/use-entity-form.ts';
import { ImagePickerModal } from '../image-library/index.ts';
import type { ContentLanguage, ProductValues } from './product-values.ts';
import { SuggestTexts } from './suggest-texts.tsx';
import { imageSrc, type ProductChoices, type UploadedImage, uploadImage } from './use-products.ts';

/** Props of {@link ProductFields}. */
export interface ProductFieldsProps {
  form: EntityForm<ProductValues>;
  /** The form's values (there once the drawer shows the fields). */
  values: ProductValues;
  choices: ProductChoices;
  /** The company language: its title is the main, required one. */
  language: ContentLanguage;
  /** VAT choices of the company's country (§9). */
  vatChoices: readonly number[];
  /** The VAT shown while the user has not picked one (a new product follows its first category). */
  vatShown: number;
}

/** The fields of the product form (§3): titles, categories, course, price, VAT, allergens, image, links. */
export function ProductFields({ form, values, choices, language, vatChoices, vatShown }: ProductFieldsProps) {
  const { t } = useTranslation('catalogue');
  const { errorOf } = form;
  // A field whose server path differs from its value's name: its message goes when it changes.
  const change = <K extends keyof ProductValues>(field: K, value: ProductValues[K], errorField: string) => {
    form.clearError(errorField);
    form.setValues({ [field]: value } as Pick<ProductValues, K>);
  };
  const groups = useMemo(
    () => choices.modificationGroups.filter((g) => values.groupIds.includes(g.id)),
    [choices.modificationGroups, values.groupIds],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5">
          {t('productForm.titles')}
        </Title>
        <SuggestTexts
          context="PRODUCT_TITLE"
          source={values.titles[language]}
          language={language}
          texts={values.titles}
          onSuggested={(titles) => form.setValues({ titles })}
        />
      </Group>
      <TranslationFields
        path="titleLang"
        main={{ language, field: 'title' }}
        value={values.titles}
        onChange={(titles, field) => change('titles', titles, field)}
        errorOf={errorOf}
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5">
          {t('productForm.description')}
        </Title>
        <SuggestTexts
          context="PRODUCT_DESCRIPTION"
          source={values.titles[language]}
          language={language}
          texts={values.descriptions}
          onSuggested={(descriptions) => form.setValues({ descriptions })}
        />
      </Group>
      <TranslationFields
        path="descriptionLang"
        main={{ language, field: 'description' }}
        value={values.descriptions}
        onChange={(descriptions, field) => change('descriptions', descriptions, field)}
        errorOf={errorOf}
        of={t('productForm.description')}
        multiline
      />

      <Title order={3} size="h5">
        {t('productForm.sales')}
      </Title>
      <MultiSelect
        label={t('productForm.categories')}
        description={t('productForm.categoriesHint')}
        data={choices.categories.map((c) => ({ value: c.id, label: c.name }))}
        {...form.field('categoryIds')}
        searchable
        clearable
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MoneyInput
          label={t('productForm.price')}
          value={values.price}
          onChange={(price) => change('price', price, 'defaultPrice')}
          error={errorOf('defaultPrice') ?? errorOf('price')}
          invalidError={t('validation.price')}
        />
        <Select
          label={t('productForm.vat')}
          data={vatChoices.map((rate) => ({
            value: String(rate),
            label: t('productForm.vatRate', { rate }),
          }))}
          value={String(values.vatRate ?? vatShown)}
          description={values.vatRate === null ? t('productForm.vatFromCategory') : undefined}
          onChange={(rate) => rate !== null && change('vatRate', Number(rate), 'vatRate')}
          error={errorOf('vatRate')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Switch
        label={t('productForm.manualPrice')}
        description={t('productForm.manualPriceHint')}
        {...form.checkbox('manualPrice')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('productForm.volume')} {...form.field('volumeSuffix')} />
        <Select
          label={t('productForm.weightUnit')}
          data={WEIGHT_UNITS.map((unit) => ({ value: unit, label: unit }))}
          {...form.field('weightUnit')}
          clearable
        />
        <Select
          label={t('productForm.courseType')}
          data={choices.courseTypes.map((c) => ({ value: c.id, label: `${c.name} (${c.label})` }))}
          {...form.field('courseTypeId')}
          placeholder={t('productForm.noCourseType')}
          clearable
        />
      </SimpleGrid>
      <MultiSelect
        label={t('productForm.allergens')}
        data={ALLERGENS.map((allergen) => ({ value: allergen, label: t(`allergens.${allergen}`) }))}
        {...form.field('allergens')}
        searchable
        clearable
      />

      <Title order={3} size="h5">
        {t('productForm.image')}
      </Title>
      <ImageField image={values.image} onChange={(image) => change('image', image, 'imageId')} />

      <Title order={3} size="h5">
        {t('productForm.extras')}
      </Title>
      <MultiSelect
        label={t('productForm.modificationGroups')}
        description={t('productForm.modificationGroupsHint')}
        data={choices.modificationGroups.map((g) => ({ value: g.id, label: g.title }))}
        value={values.groupIds}
        onChange={(ids) => {
          // Preselections of groups taken off go with them.
          const kept = new Set(
            choices.modificationGroups
              .filter((g) => ids.includes(g.id))
              .flatMap((g) => g.modifications.map((m) => m.id)),
          );
          change('groupIds', ids, 'appliedVariationIds');
          change(
            'defaultIds',
            values.defaultIds.filter((id) => kept.has(id)),
            'defaultVariationsIds',
          );
        }}
        error={errorOf('appliedVariationIds')}
        searchable
        clearable
      />
      {groups.length > 0 && (
        <MultiSelect
          label={t('productForm.defaultModifications')}
          data={groups.map((g) => ({
            group: g.title,
            items: g.modifications.map((m) => ({ value: m.id, label: m.name })),
          }))}
          value={values.defaultIds}
          onChange={(ids) => change('defaultIds', ids, 'defaultVariationsIds')}
          error={errorOf('defaultVariationsIds')}
          clearable
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label={t('productForm.upsells')}
          data={choices.upsells.map((u) => ({ value: u.id, label: u.name }))}
          {...form.field('upsellIds')}
          searchable
          clearable
        />
        <MultiSelect
          label={t('productForm.stations')}
          data={choices.stations.map((s) => ({ value: s.id, label: s.name }))}
          {...form.field('stationIds')}
          searchable
          clearable
        />
      </SimpleGrid>
    </Stack>
  );
}

function ImageField({
  image,
  onChange,
}: {
  image: UploadedImage | null;
  onChange: (image: UploadedImage | null) => void;
}) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    const result = await uploadImage(file);
    setUploading(false);
    if (typeof result === 'string') {
      toast.error(t(`errors.image.${result}`));
      return;
    }
    onChange(result);
  };
  return (
    <Group gap="md" align="center" wrap="wrap">
      {image ? (
        <Image src={imageSrc(image.url)} alt={image.title} w={96} h={96} radius="md" fit="cover" />
      ) : (
        <Text c="dimmed" size="sm">
          {t('productForm.noImage')}
        </Text>
      )}
      <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp,image/gif">
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />} loading={uploading}>
            {image ? t('productForm.replaceImage') : t('productForm.uploadImage')}
          </Button>
        )}
      </FileButton>
      <Button variant="default" leftSection={<IconPhoto size={16} />} onClick={() => setPicking(true)}>
        {t('productForm.chooseImage')}
      </Button>
      {/* The library's picker loads when first opened: most edits never choose an image. */}
      {picking && (
        <Suspense fallback={null}>
          <ImagePickerModal
            opened
            onClose={() => setPicking(false)}
            onPick={onChange}
            kind="PRODUCT"
            selectedId={image?.id ?? null}
          />
        </Suspense>
      )}
      {image && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => onChange(null)}
        >
          {t('productForm.removeImage')}
        </Button>
      )}
    </Group>
  );
}
