import { useDraggable, useDroppable } from '@dnd-kit/core';
import { cellAt, type GridSize, neighbourCell } from '@fika/domain';
import { ActionIcon, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconCategory,
  IconChevronRight,
  IconDots,
  IconFolder,
  IconGift,
  IconToolsKitchen2,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import classes from './pos-layouts.module.css';
import { buttonName, isStaleButton, type PosButton } from './use-pos-layouts.ts';

/** What a grid cell offers its button: open a sub-page, move it, remove it. */
export interface ButtonActions {
  open: (button: PosButton) => void;
  nudge: (position: number, direction: Direction) => void;
  remove: (position: number) => void;
}

type Direction = 'up' | 'down' | 'left' | 'right';

const TYPE_ICONS = {
  ITEM: IconToolsKitchen2,
  PAGE: IconFolder,
  CATEGORY: IconCategory,
  OFFER: IconGift,
} as const;

/** The label of a cell for screen readers: row and column from 1. */
export function useCellLabel() {
  const { t } = useTranslation('layouts');
  return (position: number, columns: number) => {
    const { row, column } = cellAt(position, columns);
    return t('grid.cell', { row: row + 1, column: column + 1 });
  };
}

/** Props of {@link ButtonGrid}. */
export interface ButtonGridProps {
  grid: GridSize;
  buttons: readonly PosButton[];
  /** The empty cell chosen for the palette's add buttons. */
  selectedCell: number | null;
  onSelectCell: (position: number | null) => void;
  actions: ButtonActions;
}

/** The page's grid: columns × rows cells, each empty (a drop target) or holding one button. */
export function ButtonGrid({ grid, buttons, selectedCell, onSelectCell, actions }: ButtonGridProps) {
  const { t } = useTranslation('layouts');
  const byPosition = new Map(buttons.map((b) => [b.position, b]));
  const cells = Array.from({ length: grid.columns * grid.rows }, (_, position) => position);
  return (
    <section
      className={classes.grid}
      style={{ gridTemplateColumns: `repeat(${grid.columns}, minmax(6.5rem, 1fr))` }}
      aria-label={t('grid.label', { columns: grid.columns, rows: grid.rows })}
      data-testid="button-grid"
    >
      {cells.map((position) => (
        <Cell
          key={position}
          position={position}
          grid={grid}
          button={byPosition.get(position)}
          selected={selectedCell === position}
          onSelect={() => onSelectCell(selectedCell === position ? null : position)}
          actions={actions}
        />
      ))}
    </section>
  );
}

function Cell({
  position,
  grid,
  button,
  selected,
  onSelect,
  actions,
}: {
  position: number;
  grid: GridSize;
  button: PosButton | undefined;
  selected: boolean;
  onSelect: () => void;
  actions: ButtonActions;
}) {
  const { t } = useTranslation('layouts');
  const cellLabel = useCellLabel()(position, grid.columns);
  const { setNodeRef, isOver } = useDroppable({ id: `cell:${position}`, data: { position } });
  return (
    <div
      ref={setNodeRef}
      className={classes.cell}
      data-over={isOver || undefined}
      data-testid={`cell-${position}`}
    >
      {button ? (
        <ButtonTile button={button} grid={grid} cellLabel={cellLabel} actions={actions} />
      ) : (
        <UnstyledButton
          className={classes.empty}
          aria-pressed={selected}
          aria-label={t('grid.emptyCell', { cell: cellLabel })}
          onClick={onSelect}
        />
      )}
    </div>
  );
}

function ButtonTile({
  button,
  grid,
  cellLabel,
  actions,
}: {
  button: PosButton;
  grid: GridSize;
  cellLabel: string;
  actions: ButtonActions;
}) {
  const { t } = useTranslation('layouts');
  const name = buttonName(button);
  const stale = isStaleButton(button);
  // The whole face is the drag handle; the controls beside it are not part of it, so their presses
  // never start a drag (which begins on the first press, §9).
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `button:${button.id}`,
    data: { kind: 'button', position: button.position, button },
    attributes: { roleDescription: t('dnd.roleDescription') },
  });
  const can = (direction: Direction) => neighbourCell(button.position, direction, grid) !== null;
  const move = (direction: Direction) => () => actions.nudge(button.position, direction);
  const openable = button.type === 'PAGE' && button.targetPage && !button.targetPage.deleted;
  return (
    <div
      ref={setNodeRef}
      className={classes.tile}
      data-type={button.type}
      data-stale={stale || undefined}
      data-dragging={isDragging || undefined}
      data-testid="layout-button"
      style={button.color ? { borderColor: button.color } : undefined}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...listeners}
        {...attributes}
        className={classes.handle}
        aria-label={`${t(`buttonTypes.${button.type}`)}: ${name}, ${cellLabel}`}
      >
        <ButtonFace button={button} />
      </button>
      <Group gap={2} className={classes.tileActions}>
        {openable && (
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('editor.open', { name })}
            onClick={() => actions.open(button)}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        )}
        {stale && (
          <ActionIcon
            size="sm"
            variant="filled"
            color="red"
            aria-label={t('editor.removeStale', { name })}
            onClick={() => actions.remove(button.position)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon size="sm" variant="subtle" aria-label={t('editor.buttonActions', { name })}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('editor.moveTo')}</Menu.Label>
            <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={!can('up')} onClick={move('up')}>
              {t('editor.moveUp')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowDown size={16} />}
              disabled={!can('down')}
              onClick={move('down')}
            >
              {t('editor.moveDown')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowLeft size={16} />}
              disabled={!can('left')}
              onClick={move('left')}
            >
              {t('editor.moveLeft')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowRight size={16} />}
              disabled={!can('right')}
              onClick={move('right')}
            >
              {t('editor.moveRight')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => actions.remove(button.position)}
            >
              {t('editor.remove')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </div>
  );
}

/** The face of a button: its kind, name, price and whether its target was deleted. */
export function ButtonFace({ button }: { button: PosButton }) {
  const { t } = useTranslation('layouts');
  const fmt = useFormats();
  const currency = useCompanyCurrency();
  const Icon = TYPE_ICONS[button.type];
  const stale = isStaleButton(button);
  return (
    <div className={classes.face}>
      <Icon size={16} aria-hidden className={classes.typeIcon} />
      <Text size="sm" fw={600} lineClamp={2} className={classes.name}>
        {buttonName(button)}
      </Text>
      {button.item && !stale && (
        <Text size="xs" c="dimmed">
          {fmt.money(button.item.defaultPrice, currency)}
        </Text>
      )}
      {stale && (
        <Badge color="red" size="xs" variant="light">
          {button.type === 'PAGE' ? t('editor.deletedPage') : t('editor.deleted')}
        </Badge>
      )}
    </div>
  );
}
