import { useDraggable } from '@dnd-kit/core';
import type { PageButtonType } from '@fika/domain';
import { ActionIcon, Button, Group, Loader, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import {
  IconCategory,
  IconFolder,
  IconGift,
  IconPlus,
  IconSearch,
  IconToolsKitchen2,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { SubPageDialog } from './layout-dialogs.tsx';
import classes from './pos-layouts.module.css';
import { useConfirmedDelete } from './use-confirmed-delete.ts';
import {
  type ButtonSource,
  createPage,
  deletePage,
  LAYOUT_QUERY_KEYS,
  type PosPageSummary,
  paletteQuery,
} from './use-pos-layouts.ts';

/** How many items the palette lists at once; the search narrows a large catalogue down. */
const ITEMS_SHOWN = 60;

// Case, accents and spacing do not matter when looking for an item.
const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '');

/** Props of {@link ButtonPalette}. */
export interface ButtonPaletteProps {
  layoutId: string;
  /** The layout's sub-pages that this page may link to. */
  subPages: readonly PosPageSummary[];
  /** Adds a button for `source` (to the chosen empty cell, else the first free one). */
  onAdd: (source: ButtonSource) => void;
}

/** What can be put on the page, to drag onto a cell or add with its + button. */
export function ButtonPalette({ layoutId, subPages, onAdd }: ButtonPaletteProps) {
  const { t } = useTranslation('layouts');
  const fmt = useFormats();
  const currency = useCompanyCurrency();
  const palette = useQuery(paletteQuery);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirmedDelete = useConfirmedDelete();

  const items = useMemo(() => {
    const key = searchKey(search);
    const all = palette.data?.items.results ?? [];
    return (key ? all.filter((item) => searchKey(item.title).includes(key)) : all).slice(0, ITEMS_SHOWN);
  }, [palette.data, search]);

  const entry = (source: ButtonSource, detail?: string, extra?: ReactNode) => (
    <PaletteEntry
      key={`${source.type}:${source.id}`}
      source={source}
      detail={detail}
      onAdd={onAdd}
      extra={extra}
    />
  );

  return (
    <Paper withBorder p="sm" className={classes.palette} aria-label={t('palette.label')} component="section">
      <Tabs defaultValue="ITEM" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="ITEM" leftSection={<IconToolsKitchen2 size={14} />}>
            {t('palette.items')}
          </Tabs.Tab>
          <Tabs.Tab value="PAGE" leftSection={<IconFolder size={14} />}>
            {t('palette.subPages')}
          </Tabs.Tab>
          <Tabs.Tab value="CATEGORY" leftSection={<IconCategory size={14} />}>
            {t('palette.categories')}
          </Tabs.Tab>
          <Tabs.Tab value="OFFER" leftSection={<IconGift size={14} />}>
            {t('palette.offers')}
          </Tabs.Tab>
        </Tabs.List>
        {palette.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('palette.loading')} />
          </Group>
        ) : palette.isError ? (
          <Text c="red" size="sm" p="sm" role="alert">
            {t('palette.loadFailed')}
          </Text>
        ) : (
          <>
            <Tabs.Panel value="ITEM" pt="xs">
              <TextInput
                aria-label={t('palette.search')}
                placeholder={t('palette.search')}
                leftSection={<IconSearch size={14} />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                mb="xs"
              />
              <EntryList empty={t('palette.noItems')}>
                {items.map((item) =>
                  entry(
                    { type: 'ITEM', id: item.id, name: item.title, price: item.defaultPrice },
                    fmt.money(item.defaultPrice, currency),
                  ),
                )}
              </EntryList>
            </Tabs.Panel>
            <Tabs.Panel value="PAGE" pt="xs">
              <Button
                variant="light"
                size="xs"
                fullWidth
                mb="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setCreating(true)}
              >
                {t('subPages.new')}
              </Button>
              <EntryList empty={t('palette.noSubPages')}>
                {subPages.map((page) =>
                  entry(
                    { type: 'PAGE', id: page.id, name: page.name },
                    t('grid.size', page),
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('subPages.deleteNamed', { name: page.name })}
                      onClick={() => void confirmedDelete('subPages', page.name, () => deletePage(page.id))}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>,
                  ),
                )}
              </EntryList>
            </Tabs.Panel>
            <Tabs.Panel value="CATEGORY" pt="xs">
              <EntryList empty={t('palette.noCategories')}>
                {palette.data.categories.map((c) => entry({ type: 'CATEGORY', id: c.id, name: c.name }))}
              </EntryList>
            </Tabs.Panel>
            <Tabs.Panel value="OFFER" pt="xs">
              <EntryList empty={t('palette.noOffers')}>
                {palette.data.bundleOffers.map((o) => entry({ type: 'OFFER', id: o.id, name: o.name }))}
              </EntryList>
            </Tabs.Panel>
          </>
        )}
      </Tabs>
      <SubPageDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onSubmit={async (input) => {
          const result = await createPage(layoutId, input);
          if (result.success) {
            await queryClient.invalidateQueries({ queryKey: LAYOUT_QUERY_KEYS.layouts });
            toast.success(t('subPages.created', { name: result.data.createPage.name }));
          }
          return result;
        }}
      />
    </Paper>
  );
}

function EntryList({ empty, children }: { empty: string; children: ReactNode[] }) {
  return (
    <div className={classes.entryScroller}>
      {children.length === 0 ? (
        <Text c="dimmed" size="sm" p="xs">
          {empty}
        </Text>
      ) : (
        <Stack gap={4} component="ul" className={classes.entries}>
          {children}
        </Stack>
      )}
    </div>
  );
}

const ENTRY_ICONS: Readonly<Record<PageButtonType, typeof IconFolder>> = {
  ITEM: IconToolsKitchen2,
  PAGE: IconFolder,
  CATEGORY: IconCategory,
  OFFER: IconGift,
};

function PaletteEntry({
  source,
  detail,
  onAdd,
  extra,
}: {
  source: ButtonSource;
  detail?: string;
  onAdd: (source: ButtonSource) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('layouts');
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `palette:${source.type}:${source.id}`,
    data: { kind: 'palette', source },
    attributes: { roleDescription: t('dnd.roleDescription') },
  });
  const Icon = ENTRY_ICONS[source.type];
  return (
    <li
      ref={setNodeRef}
      className={classes.entry}
      data-dragging={isDragging || undefined}
      data-testid="palette-entry"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...listeners}
        {...attributes}
        className={classes.entryHandle}
        aria-label={`${t(`buttonTypes.${source.type}`)}: ${source.name}`}
      >
        <Icon size={16} aria-hidden className={classes.typeIcon} />
        <Text size="sm" className={classes.name} truncate component="span">
          {source.name}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed" component="span">
            {detail}
          </Text>
        )}
      </button>
      <Group gap={2} wrap="nowrap">
        {extra}
        <ActionIcon
          size="sm"
          variant="light"
          aria-label={t('palette.add', { name: source.name })}
          onClick={() => onAdd(source)}
        >
          <IconPlus size={14} />
        </ActionIcon>
      </Group>
    </li>
  );
}
