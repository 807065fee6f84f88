import { ActionIcon, Group, MultiSelect, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { type BasketPreviewResult, previewGroupsQuery } from './use-discount-preview.ts';

/** Field errors as the panel shows them: the field's dotted path and the translated message. */
export type PanelErrors = ReadonlyMap<string, string>;

/** A line of the test basket as the operator edits it. */
export interface DraftLine {
  key: string;
  itemId: string;
  title: string;
  /** The modification groups the item offers. */
  groupIds: string[];
  /** A number, or the text of the field while it is not one. */
  quantity: number | string;
  modificationIds: string[];
}

/** Props of {@link BasketLines}. */
export interface BasketLinesProps {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  errors: PanelErrors;
  /** The priced lines of the last answer, by line number (1-based, in this order). */
  priced: BasketPreviewResult['lines'];
}

/** The basket's lines: quantity and modifications to edit, and what each costs after its discounts. */
export function BasketLines({ lines, onChange, errors, priced }: BasketLinesProps) {
  const { t } = useTranslation('discount-preview');
  const fmt = useFormats();
  const currency = useCompanyCurrency();
  const money = (minor: number) => fmt.money(minor, currency);
  const anyGroups = lines.some((line) => line.groupIds.length > 0);
  const groups = useQuery({ ...previewGroupsQuery, enabled: anyGroups });

  const update = (index: number, change: Partial<DraftLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <Stack gap="xs">
      {lines.map((line, index) => {
        // The answer may still be for the basket before the last change: only a line of the same item counts.
        const result = priced.find((p) => p.lineNo === index + 1 && p.itemId === line.itemId);
        const options = (groups.data ?? [])
          .filter((g) => line.groupIds.includes(g.id))
          .map((g) => ({
            group: g.title,
            items: g.modifications.map((m) => ({
              value: m.id,
              label: m.price === 0 ? m.name : `${m.name} (${m.price > 0 ? '+' : ''}${money(m.price)})`,
            })),
          }));
        return (
          <Paper key={line.key} withBorder p="sm" radius="sm" data-testid="basket-line">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {line.title}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('remove', { item: line.title })}
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Group gap="sm" align="flex-start" wrap="wrap">
                <NumberInput
                  label={t('fields.quantity')}
                  w={110}
                  min={1}
                  max={999}
                  allowDecimal={false}
                  allowNegative={false}
                  value={line.quantity}
                  error={errors.get(`lines.${index}.quantity`)}
                  onChange={(quantity) => update(index, { quantity })}
                />
                {options.length > 0 && (
                  <MultiSelect
                    label={t('fields.modifications')}
                    placeholder={
                      line.modificationIds.length === 0 ? t('fields.modificationsPlaceholder') : undefined
                    }
                    data={options}
                    value={line.modificationIds}
                    onChange={(modificationIds) => update(index, { modificationIds })}
                    style={{ flex: '1 1 12rem', minWidth: 0 }}
                  />
                )}
              </Group>
              {result && (
                <Stack gap={2}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" c="dimmed">
                      {t('unitPrice', { quantity: result.quantity, price: money(result.unitPrice) })}
                      {' · '}
                      {result.menuPrice ? t('menuPrice') : t('defaultPrice')}
                    </Text>
                    <Text size="sm">{money(result.grossAmount)}</Text>
                  </Group>
                  {result.discounts.map((d) => (
                    <Group key={d.offerId} justify="space-between" gap="xs" c="teal.8">
                      <Text size="sm">{d.offerName}</Text>
                      <Text size="sm">{`−${money(d.amount)}`}</Text>
                    </Group>
                  ))}
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {t('lineNet')}
                    </Text>
                    <Text size="sm" fw={600} data-testid="line-net">
                      {money(result.netAmount)}
                    </Text>
                  </Group>
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
