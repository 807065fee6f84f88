import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
} from '@dnd-kit/core';
import { type Crumb, firstFreeCell, type GridSize, resizeGrid } from '@fika/domain';
import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/confirm.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { ButtonFace, ButtonGrid, useCellLabel } from './button-grid.tsx';
import { ButtonPalette } from './button-palette.tsx';
import { cellUnderPointer, type DragData, type DropData, useLayoutSensors } from './drag.ts';
import { GridFields } from './layout-dialogs.tsx';
import classes from './pos-layouts.module.css';
import { usePageEditor } from './use-page-editor.ts';
import {
  type ButtonSource,
  buttonName,
  newButton,
  type PosPage,
  type PosPageSummary,
} from './use-pos-layouts.ts';

/** Props of {@link PageEditor}. */
export interface PageEditorProps {
  pageId: string;
  layoutId: string;
  /** The layout's live sub-pages. */
  subPages: readonly PosPageSummary[];
  /** The breadcrumbs down to this page. */
  trail: readonly Crumb[];
  /** Enters a sub-page (extends the breadcrumbs). */
  onEnter: (crumb: Crumb) => void;
}

/**
 * One page: its grid size, its buttons on a grid of cells and the palette, with drag and drop
 * between them (mouse, touch and keyboard) and menus to move and remove buttons.
 */
export function PageEditor({ pageId, layoutId, subPages, trail, onEnter }: PageEditorProps) {
  const { t } = useTranslation('layouts');
  const toast = useToast();
  const editor = usePageEditor(pageId);
  const [selectedCell, setSelectedCell] = useState<number | null>(null);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const sensors = useLayoutSensors();
  const cellLabel = useCellLabel();
  const page = editor.page.data;
  const columns = page?.columns ?? 1;

  const nameOf = (data: DragData | undefined) =>
    data ? (data.kind === 'palette' ? data.source.name : buttonName(data.button)) : '';
  const cellOf = (over: { data: { current?: unknown } } | null) =>
    over ? cellLabel((over.data.current as DropData).position, columns) : '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.data.current as DragData) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { name: nameOf(active.data.current as DragData), cell: cellOf(over) })
        : t('dnd.outside', { name: nameOf(active.data.current as DragData) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { name: nameOf(active.data.current as DragData), cell: cellOf(over) })
        : t('dnd.cancelled', { name: nameOf(active.data.current as DragData) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.data.current as DragData) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragging(null);
    const data = active.data.current as DragData | undefined;
    if (!over || !data) return;
    const { position } = over.data.current as DropData;
    if (data.kind === 'palette') editor.place(data.source, position);
    else editor.move(data.position, position);
    setSelectedCell(null);
  }

  function add(source: ButtonSource) {
    if (!page) return;
    const free = selectedCell !== null && !page.buttons.some((b) => b.position === selectedCell);
    const position = free ? selectedCell : firstFreeCell(page.buttons, page);
    if (position === null) {
      toast.warn(t('editor.pageFull'));
      return;
    }
    editor.place(source, position);
    setSelectedCell(null);
  }

  if (editor.page.isPending) return <Skeleton height={360} aria-label={t('editor.loading')} role="status" />;
  if (!page) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('editor.loadFailed')} role="alert">
        <Button variant="default" size="xs" onClick={() => void editor.page.refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }

  const linkable = subPages.filter((p) => p.id !== pageId && !trail.some((c) => c.pageId === p.id));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={cellUnderPointer}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={({ active }: DragStartEvent) => setDragging((active.data.current as DragData) ?? null)}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
    >
      <div className={classes.editor}>
        <Stack gap="sm" className={classes.main}>
          <GridSizeEditor page={page} onResize={editor.resize} />
          <Paper withBorder p="sm">
            <ButtonGrid
              grid={page}
              buttons={page.buttons}
              selectedCell={selectedCell}
              onSelectCell={setSelectedCell}
              actions={{
                open: (button) =>
                  button.targetPage &&
                  onEnter({ pageId: button.targetPage.id, name: button.targetPage.name }),
                nudge: editor.nudge,
                remove: editor.remove,
              }}
            />
          </Paper>
        </Stack>
        <ButtonPalette layoutId={layoutId} subPages={linkable} onAdd={add} />
      </div>
      <DragOverlay dropAnimation={null}>{dragging && <DragPreview data={dragging} />}</DragOverlay>
    </DndContext>
  );
}

function DragPreview({ data }: { data: DragData }) {
  const button = useMemo(() => (data.kind === 'button' ? data.button : newButton(data.source, -1)), [data]);
  return (
    <div className={classes.tile} data-type={button.type} data-overlay>
      <ButtonFace button={button} />
    </div>
  );
}

/** Columns and rows of the page; a smaller grid asks first when it would remove buttons. */
function GridSizeEditor({ page, onResize }: { page: PosPage; onResize: (grid: GridSize) => void }) {
  const { t } = useTranslation('layouts');
  const confirm = useConfirm();
  const [columns, setColumns] = useState<number | string>(page.columns);
  const [rows, setRows] = useState<number | string>(page.rows);
  // The page changes under the fields after a save: they follow it.
  const [shown, setShown] = useState({ columns: page.columns, rows: page.rows });
  if (shown.columns !== page.columns || shown.rows !== page.rows) {
    setShown({ columns: page.columns, rows: page.rows });
    setColumns(page.columns);
    setRows(page.rows);
  }
  const valid = typeof columns === 'number' && typeof rows === 'number';
  const changed = valid && (columns !== page.columns || rows !== page.rows);

  async function apply() {
    if (typeof columns !== 'number' || typeof rows !== 'number') return;
    const grid = { columns, rows };
    const { outside } = resizeGrid(page.buttons, page, grid);
    if (outside.length > 0) {
      const confirmed = await confirm({
        title: t('grid.shrinkTitle'),
        message: t('grid.shrinkText', { count: outside.length, names: outside.map(buttonName).join(', ') }),
        confirmLabel: t('grid.shrinkConfirm'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      });
      if (!confirmed) return;
    }
    onResize(grid);
  }

  return (
    <Group justify="space-between" align="flex-end">
      <GridFields columns={columns} rows={rows} onColumns={setColumns} onRows={setRows}>
        <Button variant="default" disabled={!changed} onClick={() => void apply()}>
          {t('grid.apply')}
        </Button>
      </GridFields>
    </Group>
  );
}
