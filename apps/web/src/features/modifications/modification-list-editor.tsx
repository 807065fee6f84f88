import { moveEntry } from '@fika/domain';
import { ActionIcon, Button, Collapse, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLanguage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/money-input.tsx';
import { NO_TEXTS, TranslationFields } from '../../ui/translation-fields.tsx';
import { type ModificationDraft, newKey } from './group-draft.ts';

/** Props of {@link ModificationListEditor}. */
export interface ModificationListEditorProps {
  value: ModificationDraft[];
  onChange: (value: ModificationDraft[]) => void;
  /** The message of a field path ('modifications.1.price'). */
  errorOf: (field: string) => string | undefined;
  clearError: (field: string) => void;
}

/** A group's modifications inline: add, rename, price (may be negative), translate, reorder, remove. */
export function ModificationListEditor({
  value,
  onChange,
  errorOf,
  clearError,
}: ModificationListEditorProps) {
  const { t } = useTranslation('pim');
  const [translating, setTranslating] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const update = (index: number, change: Partial<ModificationDraft>, field: string) => {
    clearError(`modifications.${index}.${field}`);
    onChange(value.map((m, i) => (i === index ? { ...m, ...change } : m)));
  };
  const add = () => {
    const key = newKey();
    onChange([...value, { key, id: null, name: '', nameLang: NO_TEXTS, price: 0 }]);
    setFocusKey(key);
  };

  return (
    <Stack gap="xs">
      {value.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('groups.modification.none')}
        </Text>
      )}
      {value.map((m, index) => {
        const label = m.name.trim() || t('groups.modification.unnamed');
        return (
          <Paper key={m.key} withBorder p="xs" data-testid="modification-row">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label={t('groups.modification.name')}
                value={m.name}
                required
                style={{ flex: 2 }}
                error={errorOf(`modifications.${index}.name`)}
                ref={(element) => {
                  if (element && focusKey === m.key) {
                    element.focus();
                    setFocusKey(null);
                  }
                }}
                onChange={(event) => update(index, { name: event.currentTarget.value }, 'name')}
              />
              <MoneyInput
                label={t('groups.modification.price')}
                value={m.price}
                allowNegative
                style={{ flex: 1, minWidth: 110 }}
                error={errorOf(`modifications.${index}.price`)}
                invalidError={t('validation.modificationPrice')}
                onChange={(price) => update(index, { price }, 'price')}
              />
              <Group gap={2} wrap="nowrap" mt={24}>
                <Tooltip label={t('groups.modification.translations', { name: label })}>
                  <ActionIcon
                    variant={translating === m.key ? 'light' : 'subtle'}
                    aria-label={t('groups.modification.translations', { name: label })}
                    aria-expanded={translating === m.key}
                    onClick={() => setTranslating(translating === m.key ? null : m.key)}
                  >
                    <IconLanguage size={18} />
                  </ActionIcon>
                </Tooltip>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('groups.modification.moveUp', { name: label })}
                  disabled={index === 0}
                  onClick={() => onChange(moveEntry(value, index, index - 1))}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('groups.modification.moveDown', { name: label })}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moveEntry(value, index, index + 1))}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('groups.modification.remove', { name: label })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
            <Collapse expanded={translating === m.key}>
              <Stack gap={4} mt="xs">
                <Text size="xs" c="dimmed">
                  {t('languages.translationsHint')}
                </Text>
                <TranslationFields
                  value={m.nameLang}
                  of={label}
                  path={`modifications.${index}.nameLang`}
                  errorOf={errorOf}
                  onChange={(nameLang) => update(index, { nameLang }, 'nameLang')}
                />
              </Stack>
            </Collapse>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
          {t('groups.modification.add')}
        </Button>
      </Group>
    </Stack>
  );
}
