import { ActionIcon, Alert, Box, Button, Grid, Group, Paper, Skeleton, Tabs, Tooltip } from '@mantine/core';
import {
  IconArmchair,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDeviceFloppy,
  IconPlus,
  IconSquarePlus,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LicenseNotice, licenceGate } from '../../ui/license-notice.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard.tsx';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { useSelectedVenue, useSession } from '../session/index.ts';
import {
  editorReducer,
  freeSpot,
  initialEditor,
  isDirty,
  nextTableCode,
  type PlanItem,
} from './editor-state.ts';
import type { FloorPlanSearch } from './floor-plan-search.ts';
import { ItemPanel } from './item-panel.tsx';
import { PlanActions } from './plan-actions.tsx';
import { PlanCanvas } from './plan-canvas.tsx';
import { draftOf, type FloorPlan, floorPlansQuery } from './use-floor-plans.ts';
import { useItemLabel } from './use-item-label.ts';
import { useSavePlan } from './use-save-plan.ts';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** /tables/floor-plan (POS_CUSTOMIZATION, a venue): the venue's floor plans as tabs, each in the editor. */
export function FloorPlanPage() {
  const { t } = useTranslation('floor-plans');
  const venue = useSelectedVenue();
  const venueId = venue?.id ?? '';
  // §6: without table service licensed the editor explains instead (the server refuses new plans).
  const { unlicensed, canBuy } = licenceGate(useSession(), 'tableService');
  const plans = useQuery({ ...floorPlansQuery(venueId), enabled: venueId !== '' && !unlicensed });
  const [search, setSearch] = useUrlSearch<FloorPlanSearch>();
  const list = plans.data ?? [];
  const current = list.find((p) => p.id === search.plan) ?? list[0];
  if (unlicensed) {
    return (
      <Page title={t('title')}>
        <LicenseNotice
          title={t('licence.title')}
          text={t('licence.text')}
          askText={t('licence.ask')}
          linkLabel={t('licence.link')}
          canBuy={canBuy}
        />
      </Page>
    );
  }
  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={<PlanActions venueId={venueId} plan={current} onCreated={(id) => setSearch({ plan: id })} />}
    >
      {plans.isPending && <Skeleton h={360} />}
      {plans.isError && (
        <Alert color="red" title={t('loadError')}>
          <Button variant="light" size="xs" onClick={() => void plans.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {plans.isSuccess && list.length === 0 && (
        <EmptyState icon={<IconArmchair size={28} />} title={t('emptyTitle')}>
          {t('emptyText')}
        </EmptyState>
      )}
      {current && (
        <Tabs value={current.id} onChange={(id) => id && setSearch({ plan: id })} keepMounted={false}>
          <Tabs.List aria-label={t('tabsLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {list.map((plan) => (
              <Tabs.Tab key={plan.id} value={plan.id}>
                {plan.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Box pt="md">
            {/* Keyed by version: a save or a reload starts the editor afresh on the stored plan. */}
            <Editor key={`${current.id}:${current.version}`} plan={current} />
          </Box>
        </Tabs>
      )}
    </Page>
  );
}

function Editor({ plan }: { plan: FloorPlan }) {
  const { t } = useTranslation('floor-plans');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(editorReducer, plan, (p) => initialEditor(draftOf(p)));
  const [zoom, setZoom] = useState(2);
  const itemLabel = useItemLabel();
  const { save, saving, conflict, problems, fieldErrorsOf } = useSavePlan(plan, state.draft, dispatch);
  const dirty = isDirty(state);
  const { items } = state.draft;
  const selected = items.find((i) => i.key === state.selected) ?? null;
  const editorRef = useRef<HTMLDivElement>(null);

  const onItemKeyDown = useCallback((key: string, event: KeyboardEvent<SVGGElement>) => {
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      dispatch({ type: 'nudge', key, dx: move[0], dy: move[1] });
    } else if (event.key === 'r' || event.key === 'R') {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      dispatch({ type: 'rotate', key, steps: event.shiftKey ? -1 : 1 });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      dispatch({ type: 'remove', key });
      editorRef.current?.querySelector<SVGElement>('[data-testid="floor-plan-canvas"]')?.focus();
    } else if (event.key === 'Escape') {
      dispatch({ type: 'select', key: null });
    }
  }, []);

  // Undo and redo anywhere in the editor, except while typing in a field (its own undo applies).
  const onEditorKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, [contenteditable="true"]')) return;
    const key = event.key.toLowerCase();
    if (key === 'z') {
      event.preventDefault();
      dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    } else if (key === 'y') {
      event.preventDefault();
      dispatch({ type: 'redo' });
    }
  };

  // The item the keyboard moved keeps the focus after React redraws it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every redraw of the draft, whose node may be new.
  useEffect(() => {
    if (!state.selected) return;
    const el = editorRef.current?.querySelector<SVGGElement>(`[data-key="${CSS.escape(state.selected)}"]`);
    if (el && editorRef.current?.contains(document.activeElement) && document.activeElement !== el) {
      const typing = (document.activeElement as HTMLElement | null)?.closest(
        'input, textarea, [role="listbox"]',
      );
      if (!typing) el.focus({ preventScroll: true });
    }
  }, [state.selected, state.draft]);

  const add = (kind: PlanItem['kind']) => {
    const width = kind === 'table' ? 2 : 4;
    const height = 2;
    const spot = freeSpot(state.draft, width, height);
    dispatch({
      type: 'add',
      item: {
        key: `new-${crypto.randomUUID()}`,
        kind,
        ...spot,
        width,
        height,
        rotation: 0,
        code: kind === 'table' ? nextTableCode(items) : t('newArea'),
        seats: 4,
        shape: 'SQUARE',
        section: '',
        active: true,
      },
    });
  };

  const paintOf = useMemo(() => {
    const bad = new Set(problems.map((p) => p.key));
    return (item: PlanItem) =>
      bad.has(item.key)
        ? { fill: 'var(--mantine-color-red-1)', stroke: 'var(--mantine-color-red-7)' }
        : undefined;
  }, [problems]);

  const reload = () => void queryClient.invalidateQueries({ queryKey: ['floorPlans'] });

  return (
    <Box ref={editorRef} onKeyDown={onEditorKeyDown}>
      <UnsavedChangesGuard dirty={dirty} />
      {conflict && (
        <Alert color="orange" mb="md" title={t('conflict.title')} role="alert">
          {t('conflict.text')}{' '}
          <Button size="xs" variant="white" color="orange" onClick={reload} ml="xs">
            {t('conflict.reload')}
          </Button>
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="red" mb="md" title={t('problems.title')} role="alert">
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {problems.slice(0, 10).map((p) => (
              <li key={`${p.key}:${p.field}`}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => dispatch({ type: 'select', key: p.key })}
                >
                  {p.code}
                </Button>{' '}
                {p.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            variant="light"
            onClick={() => add('table')}
          >
            {t('addTable')}
          </Button>
          <Button
            leftSection={<IconSquarePlus size={16} aria-hidden />}
            variant="default"
            onClick={() => add('area')}
          >
            {t('addArea')}
          </Button>
        </Group>
        <Group gap={4}>
          <ToolIcon
            label={t('undo')}
            disabled={state.past.length === 0}
            onClick={() => dispatch({ type: 'undo' })}
          >
            <IconArrowBackUp size={18} aria-hidden />
          </ToolIcon>
          <ToolIcon
            label={t('redo')}
            disabled={state.future.length === 0}
            onClick={() => dispatch({ type: 'redo' })}
          >
            <IconArrowForwardUp size={18} aria-hidden />
          </ToolIcon>
          <ToolIcon
            label={t('zoomOut')}
            disabled={zoom === 0}
            onClick={() => setZoom((z) => Math.max(0, z - 1))}
          >
            <IconZoomOut size={18} aria-hidden />
          </ToolIcon>
          <ToolIcon
            label={t('zoomIn')}
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          >
            <IconZoomIn size={18} aria-hidden />
          </ToolIcon>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void save()}
            loading={saving}
            disabled={!dirty}
          >
            {t('save')}
          </Button>
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {/* The plan scrolls inside its box: the page never scrolls sideways, even at 390 px. */}
          <Paper withBorder p={4} style={{ overflow: 'auto', maxWidth: '100%', maxHeight: '70vh' }}>
            <PlanCanvas
              width={state.draft.width}
              height={state.draft.height}
              items={items}
              label={t('canvasLabel', { name: plan.name })}
              itemLabel={itemLabel}
              scale={ZOOMS[zoom]}
              selected={state.selected}
              paint={problems.length > 0 ? paintOf : undefined}
              onSelect={(key) => key !== state.selected && dispatch({ type: 'select', key })}
              onMove={(key, posX, posY) => dispatch({ type: 'move', key, posX, posY })}
              onChange={(key, changes) => dispatch({ type: 'update', key, changes })}
              onItemKeyDown={onItemKeyDown}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ItemPanel
            item={selected}
            errors={selected ? fieldErrorsOf(selected.key) : {}}
            onChange={(changes, field) =>
              selected && dispatch({ type: 'update', key: selected.key, changes, merge: field })
            }
            onRemove={() => selected && dispatch({ type: 'remove', key: selected.key })}
          />
        </Grid.Col>
      </Grid>
    </Box>
  );
}

function ToolIcon({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
