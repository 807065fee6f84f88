import { bulkItemsSchema, isCountryCode, PRICE_PERCENT_RANGE, VAT_CHOICES } from '@fika/domain';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { CATALOGUE_FORM, CATALOGUE_QUERY_KEYS, refreshItemViews } from '../catalogue/index.ts';
import { useSession } from '../session/index.ts';
import { type BulkItemsInput, bulkUpdateItems } from './use-products.ts';

// Dropdowns inside a dialog open above it (the modal stack raises its z-index).
const COMBOBOX_PROPS = { zIndex: 1000 } as const;
const FIELDS = ['ids', 'categoryIds', 'vatRate', 'price', 'price.amount', 'price.percent'] as const;

/** What the bulk edit form holds: each change is off until ticked. */
interface BulkValues {
  changeCategories: boolean;
  categoryIds: string[];
  changeVat: boolean;
  vatRate: string | null;
  changePrice: boolean;
  priceMode: 'SET' | 'PERCENT';
  amount: number | null;
  percent: number | string;
}

const EMPTY: BulkValues = {
  changeCategories: false,
  categoryIds: [],
  changeVat: false,
  vatRate: null,
  changePrice: false,
  priceMode: 'PERCENT',
  amount: null,
  percent: '',
};

/** bulkUpdateItems' input for the ticked changes. */
export function bulkInput(ids: readonly string[], values: BulkValues): BulkItemsInput {
  return {
    ids: [...ids],
    categoryIds: values.changeCategories ? values.categoryIds : null,
    vatRate: values.changeVat && values.vatRate !== null ? Number(values.vatRate) : null,
    price: values.changePrice
      ? values.priceMode === 'SET'
        ? { mode: 'SET', amount: values.amount }
        : { mode: 'PERCENT', percent: typeof values.percent === 'number' ? values.percent : null }
      : null,
  };
}

/** Props of {@link BulkEditDialog}. */
export interface BulkEditDialogProps {
  opened: boolean;
  /** The selected items. */
  ids: readonly string[];
  categories: readonly { id: string; name: string }[];
  onClose: () => void;
  onDone: () => void;
}

/** Sets categories, VAT and/or price (an amount or a percentage) of the selected products at once. */
export function BulkEditDialog({ opened, ids, categories, onClose, onDone }: BulkEditDialogProps) {
  const { t } = useTranslation('catalogue');
  return (
    <StackedModal opened={opened} onClose={onClose} title={t('bulk.title', { count: ids.length })} size="lg">
      {opened && <BulkEditForm ids={ids} categories={categories} onClose={onClose} onDone={onDone} />}
    </StackedModal>
  );
}

function BulkEditForm({ ids, categories, onClose, onDone }: Omit<BulkEditDialogProps, 'opened'>) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { country } = useSession().metadata;
  const vatChoices = VAT_CHOICES[country && isCountryCode(country) ? country : 'SE'];
  const [values, setValues] = useState<BulkValues>(EMPTY);
  const [busy, setBusy] = useState(false);
  const { errorOf, check, show, clearError } = useFormSubmit(CATALOGUE_FORM, FIELDS);
  const set = (patch: Partial<BulkValues>, field?: string) => {
    if (field) clearError(field);
    setValues((current) => ({ ...current, ...patch }));
  };

  const apply = async () => {
    const input = bulkInput(ids, values);
    if (!check(bulkItemsSchema, input)) return;
    setBusy(true);
    const result = await bulkUpdateItems(input);
    setBusy(false);
    if (result.success) {
      await refreshItemViews(queryClient, [CATALOGUE_QUERY_KEYS.all]);
      toast.success(t('bulk.done', { count: result.data.bulkUpdateItems.count }));
      onDone();
      return;
    }
    if (show(result.fieldErrors)) return;
    toast.error(
      result.errorCodes.includes('BAD_USER_INPUT')
        ? t('bulk.failed')
        : t(errorMessageKey(result.errorCodes), { ns: 'common' }),
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('bulk.intro')}
        </Text>
        {errorOf('ids') && (
          <Text size="sm" c="red" role="alert">
            {errorOf('ids')}
          </Text>
        )}
        <Checkbox
          label={t('bulk.changeCategories')}
          checked={values.changeCategories}
          onChange={(event) => set({ changeCategories: event.currentTarget.checked }, 'ids')}
        />
        {values.changeCategories && (
          <MultiSelect
            label={t('bulk.categories')}
            description={t('bulk.categoriesHint')}
            data={categories.map((c) => ({ value: c.id, label: c.name }))}
            value={values.categoryIds}
            onChange={(categoryIds) => set({ categoryIds }, 'categoryIds')}
            error={errorOf('categoryIds')}
            comboboxProps={COMBOBOX_PROPS}
            searchable
          />
        )}
        <Checkbox
          label={t('bulk.changeVat')}
          checked={values.changeVat}
          onChange={(event) => set({ changeVat: event.currentTarget.checked }, 'ids')}
        />
        {values.changeVat && (
          <Select
            label={t('bulk.vat')}
            data={vatChoices.map((rate) => ({
              value: String(rate),
              label: t('productForm.vatRate', { rate }),
            }))}
            value={values.vatRate}
            onChange={(vatRate) => set({ vatRate }, 'vatRate')}
            error={errorOf('vatRate')}
            comboboxProps={COMBOBOX_PROPS}
            allowDeselect={false}
          />
        )}
        <Checkbox
          label={t('bulk.changePrice')}
          checked={values.changePrice}
          onChange={(event) => set({ changePrice: event.currentTarget.checked }, 'ids')}
        />
        {values.changePrice && (
          <Stack gap="xs">
            <SegmentedControl
              aria-label={t('bulk.priceMode')}
              value={values.priceMode}
              onChange={(mode) => set({ priceMode: mode === 'SET' ? 'SET' : 'PERCENT' })}
              data={[
                { value: 'PERCENT', label: t('bulk.byPercent') },
                { value: 'SET', label: t('bulk.toAmount') },
              ]}
            />
            {values.priceMode === 'SET' ? (
              <MoneyInput
                label={t('bulk.amount')}
                value={values.amount}
                onChange={(amount) => set({ amount }, 'price.amount')}
                error={errorOf('price.amount') ?? errorOf('price')}
                invalidError={t('validation.price')}
              />
            ) : (
              <NumberInput
                label={t('bulk.percent')}
                description={t('bulk.percentHint')}
                value={values.percent}
                onChange={(percent) => set({ percent }, 'price.percent')}
                error={errorOf('price.percent') ?? errorOf('price')}
                min={PRICE_PERCENT_RANGE.min}
                max={PRICE_PERCENT_RANGE.max}
                decimalScale={2}
                suffix=" %"
                clampBehavior="none"
              />
            )}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('bulk.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('bulk.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
