import { ActionIcon, Button, ColorSwatch, Group, Menu, Tabs } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDots,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { useToast } from '../../ui/toasts.tsx';
import { NamesDialog } from './layout-dialogs.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.ts';
import {
  createLayoutCategory,
  deleteLayoutCategory,
  LAYOUT_QUERY_KEYS,
  type PosLayoutCategory,
  updateLayoutCategory,
} from './use-pos-layouts.ts';

/** Props of {@link CategoryTabs}. */
export interface CategoryTabsProps {
  layoutId: string;
  /** In tab order. */
  categories: readonly PosLayoutCategory[];
  value: string | undefined;
  onChange: (categoryId: string) => void;
}

type Dialog = 'new' | 'edit' | null;

/** The layout's categories as coloured tabs, with create, rename, recolour, reorder and delete. */
export function CategoryTabs({ layoutId, categories, value, onChange }: CategoryTabsProps) {
  const { t } = useTranslation('layouts');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LAYOUT_QUERY_KEYS.layouts });
  const index = categories.findIndex((c) => c.id === value);
  const current = categories[index];

  const confirmedDelete = useConfirmedDelete();

  async function move(to: number) {
    if (!current) return;
    const { name, nameLang, color } = current;
    const result = await updateLayoutCategory(current.id, { name, nameLang: { ...nameLang }, color }, to);
    if (!result.success) toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
    await refresh();
  }

  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Tabs
        value={value ?? null}
        onChange={(next) => {
          if (next) onChange(next);
        }}
        style={{ flex: '1 1 18rem', minWidth: 0, overflowX: 'auto' }}
      >
        <Tabs.List aria-label={t('categories.label')} style={{ flexWrap: 'nowrap' }}>
          {categories.map((category) => (
            <Tabs.Tab
              key={category.id}
              value={category.id}
              color={category.color}
              leftSection={<ColorSwatch color={category.color} size={12} withShadow={false} aria-hidden />}
            >
              {category.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="xs" wrap="nowrap">
        {current && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('categories.actions', { name: current.name })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDialog('edit')}>
                {t('categories.edit')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowLeft size={16} />}
                disabled={index <= 0}
                onClick={() => void move(index - 1)}
              >
                {t('categories.moveLeft')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowRight size={16} />}
                disabled={index >= categories.length - 1}
                onClick={() => void move(index + 1)}
              >
                {t('categories.moveRight')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() =>
                  void confirmedDelete('categories', current.name, () => deleteLayoutCategory(current.id))
                }
              >
                {t('categories.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setDialog('new')}>
          {t('categories.new')}
        </Button>
      </Group>

      <NamesDialog
        opened={dialog === 'new'}
        title={t('categories.newTitle')}
        initial={{ name: '', nameLang: {} }}
        withColor
        submitLabel={t('categories.create')}
        onSubmit={async (input) => {
          const result = await createLayoutCategory(layoutId, input);
          if (result.success) {
            await refresh();
            onChange(result.data.createLayoutCategory.id);
          }
          return result;
        }}
        onClose={close}
      />
      <NamesDialog
        opened={dialog === 'edit' && current !== undefined}
        title={t('categories.editTitle')}
        initial={{ name: current?.name ?? '', nameLang: current?.nameLang ?? {}, color: current?.color }}
        withColor
        submitLabel={t('actions.save')}
        onSubmit={async (input) => {
          const result = await updateLayoutCategory(current?.id ?? '', input);
          if (result.success) await refresh();
          return result;
        }}
        onClose={close}
      />
    </Group>
  );
}
