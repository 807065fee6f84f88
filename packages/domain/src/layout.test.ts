import { describe, expect, it } from 'vitest';
import {
  appearedLayoutId,
  type Crumb,
  cellAt,
  cellPosition,
  DEFAULT_GRID,
  defaultLayoutCategory,
  enterPage,
  findPageCycle,
  firstFreeCell,
  isInsideGrid,
  moveButton,
  neighbourCell,
  pickLayoutCategoryId,
  pickLayoutId,
  reorderIds,
  resizeGrid,
  sortLayoutCategories,
  truncateTrail,
} from './layout.ts';
import { checkGridButtons } from './layout-input.ts';

describe('grid positions', () => {
  it('numbers cells row by row: row × columns + column', () => {
    expect(cellPosition({ row: 0, column: 0 }, 5)).toBe(0);
    expect(cellPosition({ row: 2, column: 3 }, 5)).toBe(13);
    expect(cellAt(13, 5)).toEqual({ row: 2, column: 3 });
    expect(cellAt(4, 5)).toEqual({ row: 0, column: 4 });
    expect(cellAt(5, 5)).toEqual({ row: 1, column: 0 });
  });

  it('knows which positions are cells of the grid', () => {
    const grid = { columns: 4, rows: 2 };
    expect(isInsideGrid(0, grid)).toBe(true);
    expect(isInsideGrid(7, grid)).toBe(true);
    expect(isInsideGrid(8, grid)).toBe(false);
    expect(isInsideGrid(-1, grid)).toBe(false);
    expect(isInsideGrid(1.5, grid)).toBe(false);
    expect(DEFAULT_GRID).toEqual({ columns: 5, rows: 5 });
  });

  it('keeps row and column when the grid changes size and sets apart what no longer fits', () => {
    const buttons = [
      { id: 'a', position: 0 }, // r0 c0
      { id: 'b', position: 6 }, // r1 c1
      { id: 'c', position: 4 }, // r0 c4
      { id: 'd', position: 20 }, // r4 c0
    ];
    const wider = resizeGrid(buttons, { columns: 5, rows: 5 }, { columns: 6, rows: 5 });
    expect(wider.outside).toEqual([]);
    expect(wider.kept.map((b) => [b.id, b.position])).toEqual([
      ['a', 0],
      ['b', 7],
      ['c', 4],
      ['d', 24],
    ]);
    const smaller = resizeGrid(buttons, { columns: 5, rows: 5 }, { columns: 4, rows: 4 });
    expect(smaller.kept.map((b) => [b.id, b.position])).toEqual([
      ['a', 0],
      ['b', 5],
    ]);
    expect(smaller.outside.map((b) => b.id)).toEqual(['c', 'd']);
  });

  it('moves a button to an empty cell, or swaps it with the one there', () => {
    const buttons = [
      { id: 'a', position: 0 },
      { id: 'b', position: 1 },
    ];
    expect(moveButton(buttons, 0, 5)).toEqual([
      { id: 'a', position: 5 },
      { id: 'b', position: 1 },
    ]);
    expect(moveButton(buttons, 0, 1)).toEqual([
      { id: 'a', position: 1 },
      { id: 'b', position: 0 },
    ]);
    expect(moveButton(buttons, 3, 1)).toEqual(buttons);
    expect(moveButton(buttons, 1, 1)).toEqual(buttons);
  });

  it('finds the first free cell and the neighbours of a cell', () => {
    const grid = { columns: 2, rows: 2 };
    expect(firstFreeCell([{ position: 0 }, { position: 2 }], grid)).toBe(1);
    expect(
      firstFreeCell(
        [0, 1, 2, 3].map((position) => ({ position })),
        grid,
      ),
    ).toBeNull();
    expect(neighbourCell(0, 'right', grid)).toBe(1);
    expect(neighbourCell(0, 'down', grid)).toBe(2);
    expect(neighbourCell(0, 'left', grid)).toBeNull();
    expect(neighbourCell(0, 'up', grid)).toBeNull();
    expect(neighbourCell(3, 'right', grid)).toBeNull();
    expect(neighbourCell(3, 'down', grid)).toBeNull();
    expect(neighbourCell(3, 'up', grid)).toBe(1);
  });
});

describe('grid rules', () => {
  const grid = { columns: 3, rows: 2 };
  it('accepts buttons inside the grid, one per cell', () => {
    expect(
      checkGridButtons(
        [
          { position: 0, type: 'ITEM' },
          { position: 5, type: 'PAGE', targetPageId: 'p2' },
        ],
        grid,
        'p1',
      ),
    ).toEqual([]);
  });

  it('refuses a button outside the grid, a second button in a cell and a link to the page itself', () => {
    expect(
      checkGridButtons(
        [
          { position: 6, type: 'ITEM' },
          { position: 1, type: 'ITEM' },
          { position: 1, type: 'CATEGORY' },
          { position: 2, type: 'PAGE', targetPageId: 'p1' },
        ],
        grid,
        'p1',
      ),
    ).toEqual([
      { index: 0, field: 'position', message: 'validation.outsideGrid' },
      { index: 2, field: 'position', message: 'validation.cellTaken' },
      { index: 3, field: 'targetPageId', message: 'validation.selfLink' },
    ]);
  });

  it('finds a loop through other pages', () => {
    // p1 → p2 → p3; linking p3 to p1 closes a loop, linking p3 to p4 does not.
    const links = new Map([
      ['p1', ['p2']],
      ['p2', ['p3']],
      ['p4', []],
    ]);
    expect(findPageCycle('p3', ['p1'], links)).toBe('p1');
    expect(findPageCycle('p3', ['p4'], links)).toBeUndefined();
    expect(findPageCycle('p1', ['p1'], links)).toBe('p1');
    // p1's old link to p2 is being replaced: p2 → p3 → p1 would only loop through the new link.
    expect(findPageCycle('p1', ['p4', 'p2'], new Map([...links, ['p3', ['p1']]]))).toBe('p2');
    expect(findPageCycle('p1', ['p4'], new Map([...links, ['p3', ['p1']]]))).toBeUndefined();
  });
});

describe('layout and category selection (§4)', () => {
  it('shows the asked-for layout while it exists, else the first', () => {
    expect(pickLayoutId(['a', 'b', 'c'])).toBe('a');
    expect(pickLayoutId(['a', 'b', 'c'], 'b')).toBe('b');
    expect(pickLayoutId(['a', 'b', 'c'], 'gone')).toBe('a');
    expect(pickLayoutId([], 'gone')).toBeUndefined();
  });

  it('goes to the last layout when a new one appears', () => {
    expect(appearedLayoutId(null, ['a', 'b'])).toBeUndefined();
    expect(appearedLayoutId(['a', 'b'], ['a', 'b'])).toBeUndefined();
    expect(appearedLayoutId(['a', 'b'], ['a'])).toBeUndefined();
    expect(appearedLayoutId(['a', 'b'], ['a', 'b', 'c'])).toBe('c');
    expect(appearedLayoutId([], ['x'])).toBe('x');
  });

  it('selects the category with the highest order by default', () => {
    const categories = [
      { id: 'coffee', order: 0 },
      { id: 'lunch', order: 2 },
      { id: 'buns', order: 1 },
    ];
    expect(defaultLayoutCategory(categories)?.id).toBe('lunch');
    expect(defaultLayoutCategory([])).toBeUndefined();
    expect(
      defaultLayoutCategory([
        { id: 'x', order: 3 },
        { id: 'y', order: 3 },
      ])?.id,
    ).toBe('x');
    expect(sortLayoutCategories(categories).map((c) => c.id)).toEqual(['coffee', 'buns', 'lunch']);
    expect(pickLayoutCategoryId(categories)).toBe('lunch');
    expect(pickLayoutCategoryId(categories, 'buns')).toBe('buns');
    expect(pickLayoutCategoryId(categories, 'deleted')).toBe('lunch');
  });

  it('reorders tabs by moving one to an index', () => {
    expect(reorderIds(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(reorderIds(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(reorderIds(['a', 'b', 'c'], 'a', 9)).toEqual(['b', 'c', 'a']);
    expect(reorderIds(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(reorderIds(['a', 'b'], 'zz', 0)).toEqual(['a', 'b']);
  });

  it('extends the breadcrumbs on entering a sub-page and truncates them on a crumb', () => {
    const top: Crumb = { pageId: 'p1', name: 'Kaffe' };
    const tea: Crumb = { pageId: 'p2', name: 'Te' };
    const green: Crumb = { pageId: 'p3', name: 'Grönt te' };
    const trail = enterPage(enterPage([top], tea), green);
    expect(trail.map((c) => c.name)).toEqual(['Kaffe', 'Te', 'Grönt te']);
    expect(truncateTrail(trail, 0)).toEqual([top]);
    expect(truncateTrail(trail, 1)).toEqual([top, tea]);
    expect(truncateTrail(trail, 2)).toEqual(trail);
    // A page already on the trail is gone back to, never entered twice.
    expect(enterPage(trail, tea)).toEqual([top, tea]);
  });
});
