import { ActionIcon, Alert, Button, Menu, Paper, Select, Skeleton, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDots,
  IconLayoutGrid,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { errorCodesOf } from '../../lib/request.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { NamesDialog } from './layout-dialogs.tsx';
import { LayoutEditor } from './layout-editor.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.ts';
import { type SelectLayout, useLayoutSelection } from './use-layout-selection.ts';
import {
  createLayout,
  deleteLayout,
  LAYOUT_QUERY_KEYS,
  type PosLayout,
  posLayoutsQuery,
  updateLayout,
} from './use-pos-layouts.ts';

/** Props of {@link PosLayoutPage}. */
export interface PosLayoutPageProps {
  /** `?layoutId=` of the address. */
  layoutId: string | undefined;
  selectLayout: SelectLayout;
}

type Dialog = 'new' | 'rename' | null;

/**
 * /pos-layout (§2.4, §4): choose a layout, its categories as tabs, each category's page of buttons
 * and its sub-pages; create, rename and delete layouts.
 */
export function PosLayoutPage({ layoutId, selectLayout }: PosLayoutPageProps) {
  const { t } = useTranslation('layouts');
  const queryClient = useQueryClient();
  const layouts = useQuery(posLayoutsQuery);
  const ids = layouts.data?.layouts.map((l) => l.id);
  const selectedId = useLayoutSelection(ids, layoutId, selectLayout);
  const layout = layouts.data?.layouts.find((l) => l.id === selectedId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LAYOUT_QUERY_KEYS.layouts });
  const confirmedDelete = useConfirmedDelete();

  const newLayout = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog('new')}>
      {t('layouts.new')}
    </Button>
  );

  let content: ReactNode;
  if (layouts.isPending) {
    content = <Skeleton height={420} aria-label={t('layouts.loading')} role="status" />;
  } else if (layouts.isError) {
    const codes = errorCodesOf(layouts.error);
    content = (
      <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('layouts.loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          {t(errorMessageKey(codes), { ns: 'common' })}
          <Button variant="default" size="xs" onClick={() => void layouts.refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!layout) {
    content = (
      <Paper withBorder p="lg">
        <EmptyState icon={<IconLayoutGrid size={26} />} title={t('layouts.empty.title')}>
          {t('layouts.empty.text')}
        </EmptyState>
      </Paper>
    );
  } else {
    content = <LayoutEditor key={layout.id} layout={layout} pages={layouts.data.pages} />;
  }

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <>
          {layouts.data && layouts.data.layouts.length > 0 && (
            <LayoutPicker layouts={layouts.data.layouts} value={selectedId} onChange={selectLayout} />
          )}
          {layout && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('layouts.actions', { name: layout.name })}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDialog('rename')}>
                  {t('layouts.rename')}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void confirmedDelete('layouts', layout.name, () => deleteLayout(layout.id))}
                >
                  {t('layouts.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          {newLayout}
        </>
      }
    >
      {content}
      <NamesDialog
        opened={dialog === 'new'}
        title={t('layouts.newTitle')}
        initial={{ name: '', nameLang: {} }}
        submitLabel={t('layouts.create')}
        onSubmit={async (input) => {
          const result = await createLayout({ name: input.name, nameLang: input.nameLang });
          // The new layout appears in the list, and the editor goes to it (§4).
          if (result.success) await refresh();
          return result;
        }}
        onClose={close}
      />
      <NamesDialog
        opened={dialog === 'rename' && layout !== undefined}
        title={t('layouts.renameTitle')}
        initial={{ name: layout?.name ?? '', nameLang: layout?.nameLang ?? {} }}
        submitLabel={t('actions.save')}
        onSubmit={async (input) => {
          const result = await updateLayout(layout?.id ?? '', { name: input.name, nameLang: input.nameLang });
          if (result.success) await refresh();
          return result;
        }}
        onClose={close}
      />
    </Page>
  );
}

function LayoutPicker({
  layouts,
  value,
  onChange,
}: {
  layouts: readonly PosLayout[];
  value: string | undefined;
  onChange: SelectLayout;
}) {
  const { t } = useTranslation('layouts');
  return (
    <Select
      aria-label={t('layouts.choose')}
      data={layouts.map((l) => ({ value: l.id, label: l.name }))}
      value={value ?? null}
      onChange={(next) => {
        if (next) onChange(next, { replace: false });
      }}
      allowDeselect={false}
      w={240}
    />
  );
}
