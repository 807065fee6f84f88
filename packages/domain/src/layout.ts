// POS button layouts (§2.4, §3, §4): grids of buttons, which layout and category the editor
// shows, breadcrumbs through sub-pages and loops between pages. Input rules: layout-input.ts.

// ---------------------------------------------------------------------------------------------
// Grids

/** Columns and rows of a page of buttons. */
export interface GridSize {
  readonly columns: number;
  readonly rows: number;
}

/** Fewest and most columns (and rows) a page may have; the database checks the same bounds. */
export const GRID_LIMITS = { min: 1, max: 12 } as const;

/** The grid of a new page: 5 × 5, what a POS screen shows comfortably. */
export const DEFAULT_GRID: GridSize = { columns: 5, rows: 5 };

/** What a button can be: an item, a link to a sub-page, a product category or a bundle offer. */
export const PAGE_BUTTON_TYPES = ['ITEM', 'PAGE', 'CATEGORY', 'OFFER'] as const;
/** A kind of page button. */
export type PageButtonType = (typeof PAGE_BUTTON_TYPES)[number];

/** A cell of a grid, counted from 0 at the top left. */
export interface Cell {
  readonly row: number;
  readonly column: number;
}

/** The position of a cell: row × columns + column. */
export function cellPosition(cell: Cell, columns: number): number {
  return cell.row * columns + cell.column;
}

/** The cell at `position` in a grid `columns` wide. */
export function cellAt(position: number, columns: number): Cell {
  return { row: Math.floor(position / columns), column: position % columns };
}

/** Whether `position` is a cell of `grid`. */
export function isInsideGrid(position: number, grid: GridSize): boolean {
  return Number.isInteger(position) && position >= 0 && position < grid.columns * grid.rows;
}

/** Anything placed at a position of a grid. */
export interface Positioned {
  readonly position: number;
}

/** The outcome of {@link resizeGrid}: the buttons that still fit, renumbered, and those that do not. */
export interface ResizedGrid<T extends Positioned> {
  readonly kept: T[];
  readonly outside: T[];
}

/**
 * Buttons keep their row and column when a grid changes size; their positions are renumbered for
 * the new width. Those that fall outside the smaller grid are returned apart, never dropped silently.
 */
export function resizeGrid<T extends Positioned>(
  buttons: readonly T[],
  from: GridSize,
  to: GridSize,
): ResizedGrid<T> {
  const kept: T[] = [];
  const outside: T[] = [];
  for (const button of buttons) {
    const cell = cellAt(button.position, from.columns);
    if (cell.column < to.columns && cell.row < to.rows) {
      kept.push({ ...button, position: cellPosition(cell, to.columns) });
    } else {
      outside.push(button);
    }
  }
  return { kept, outside };
}

/**
 * Moves the button at `from` to the cell `to`; a button already there takes the freed cell, so a
 * drop never loses one. Moving to the same cell, or from an empty cell, changes nothing.
 */
export function moveButton<T extends Positioned>(buttons: readonly T[], from: number, to: number): T[] {
  if (from === to || !buttons.some((b) => b.position === from)) return [...buttons];
  return buttons.map((button) => {
    if (button.position === from) return { ...button, position: to };
    if (button.position === to) return { ...button, position: from };
    return button;
  });
}

/** The first empty cell of `grid` in reading order, or null when every cell holds a button. */
export function firstFreeCell(buttons: readonly Positioned[], grid: GridSize): number | null {
  const taken = new Set(buttons.map((b) => b.position));
  for (let position = 0; position < grid.columns * grid.rows; position++) {
    if (!taken.has(position)) return position;
  }
  return null;
}

/** The cell next to `position` in a direction, or null at the edge of the grid. */
export function neighbourCell(
  position: number,
  direction: 'up' | 'down' | 'left' | 'right',
  grid: GridSize,
): number | null {
  const { row, column } = cellAt(position, grid.columns);
  const next = {
    up: { row: row - 1, column },
    down: { row: row + 1, column },
    left: { row, column: column - 1 },
    right: { row, column: column + 1 },
  }[direction];
  if (next.row < 0 || next.column < 0 || next.row >= grid.rows || next.column >= grid.columns) return null;
  return cellPosition(next, grid.columns);
}

// ---------------------------------------------------------------------------------------------
// Which layout, category and page the editor shows (§4)

/**
 * The layout to show: the one asked for while it exists, else the first (§4: the first layout by
 * default; a missing selected layout goes to the first). Undefined when there are none.
 */
export function pickLayoutId(layoutIds: readonly string[], requested?: string | null): string | undefined {
  if (requested && layoutIds.includes(requested)) return requested;
  return layoutIds[0];
}

/**
 * §4: when a new layout appears the app goes to the last one. Given the ids seen before (null on
 * the first load, when nothing is new) and now, the id to go to, or undefined when none is new.
 */
export function appearedLayoutId(
  previous: readonly string[] | null,
  current: readonly string[],
): string | undefined {
  if (previous === null) return undefined;
  const seen = new Set(previous);
  return current.some((id) => !seen.has(id)) ? current[current.length - 1] : undefined;
}

/** A category of a layout as far as ordering goes. */
export interface OrderedCategory {
  readonly id: string;
  readonly order: number;
}

/** The categories in tab order: ascending `order`, ties in the order given. */
export function sortLayoutCategories<T extends OrderedCategory>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => a.order - b.order);
}

/** §4: the category selected by default is the one with the highest order (the first such on a tie). */
export function defaultLayoutCategory<T extends OrderedCategory>(categories: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const category of categories) {
    if (best === undefined || category.order > best.order) best = category;
  }
  return best;
}

/** The category to show: the selected one while it exists, else the default of §4. */
export function pickLayoutCategoryId(
  categories: readonly OrderedCategory[],
  selected?: string | null,
): string | undefined {
  if (selected && categories.some((c) => c.id === selected)) return selected;
  return defaultLayoutCategory(categories)?.id;
}

/**
 * The new order of `ids` after moving `id` to `index` (clamped to the list), for reordering tabs;
 * the position in the result is the category's new `order`.
 */
export function reorderIds(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((other) => other !== id);
  if (rest.length === ids.length) return [...ids];
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** One step of the breadcrumbs: a page the user entered. */
export interface Crumb {
  readonly pageId: string;
  readonly name: string;
}

/**
 * §4: entering a sub-page extends the breadcrumbs. Entering a page already on the trail goes back
 * to it instead, so the trail never holds a page twice.
 */
export function enterPage(trail: readonly Crumb[], crumb: Crumb): Crumb[] {
  const index = trail.findIndex((c) => c.pageId === crumb.pageId);
  return index === -1 ? [...trail, crumb] : trail.slice(0, index + 1);
}

/** §4: clicking a crumb truncates the breadcrumbs after it. */
export function truncateTrail(trail: readonly Crumb[], index: number): Crumb[] {
  return trail.slice(0, Math.max(0, index) + 1);
}

// ---------------------------------------------------------------------------------------------
// Links between pages

/**
 * Whether linking `pageId` to the pages `targets` would close a loop, given the other links of the
 * layout (page id → the pages its buttons open). Returns the first target that leads back to
 * `pageId` (itself included), or undefined.
 */
export function findPageCycle(
  pageId: string,
  targets: readonly string[],
  links: ReadonlyMap<string, readonly string[]>,
): string | undefined {
  for (const target of targets) {
    const seen = new Set<string>();
    const stack = [target];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      if (current === pageId) return target;
      if (seen.has(current)) continue;
      seen.add(current);
      // The search stops at `pageId`, so its old links (about to be replaced) are never followed.
      for (const next of links.get(current) ?? []) stack.push(next);
    }
  }
  return undefined;
}
