// An owner builds a floor plan (issue #14 point 7): adds tables, drags and rotates them with the
// mouse and the keyboard, saves, reloads and finds the plan unchanged; then learns that a plan
// someone else saved meanwhile cannot be overwritten, and reloads it.
import type { Locator, Page } from '@playwright/test';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { expect, test } from './helpers/test.ts';

// One cell at the editor's default zoom, in CSS pixels (plan-canvas.tsx CELL × scale 1).
const CELL = 24;

const table = (page: Page, code: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^Table ${code},`) });

async function labelOf(page: Page, code: string): Promise<string> {
  return (await table(page, code).getAttribute('aria-label')) ?? '';
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('an owner builds a floor plan by dragging and rotating tables, and finds it unchanged after a reload', async ({
  page,
  request,
}) => {
  test.slow();
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/tables/floor-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Floor plan' })).toBeVisible();

  const name = `Terrace ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'New floor plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New floor plan' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add table' }).click();
  await page.getByRole('button', { name: 'Add table' }).click();
  await expect(table(page, 'T1')).toHaveAttribute(
    'aria-label',
    'Table T1, 4 seats, column 2, row 2, rotated 0°',
  );
  await expect(table(page, 'T2')).toHaveAttribute(
    'aria-label',
    'Table T2, 4 seats, column 4, row 2, rotated 0°',
  );

  // Mouse: drag T1 five cells right and three down, in small steps as a hand would.
  const start = await centreOf(table(page, 'T1'));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 5 * CELL, start.y + 3 * CELL, { steps: 12 });
  await page.mouse.up();
  await expect(table(page, 'T1')).toHaveAttribute(
    'aria-label',
    'Table T1, 4 seats, column 7, row 5, rotated 0°',
  );

  // Mouse: turn T1 a quarter by its rotation handle (pulled to the right of the table's centre).
  const handle = await centreOf(page.getByTestId('rotate-handle'));
  const centre = await centreOf(table(page, 'T1').locator('rect, ellipse').first());
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 60, centre.y, { steps: 8 });
  await page.mouse.up();
  await expect(table(page, 'T1')).toHaveAttribute('aria-label', /rotated 90°$/);

  // Keyboard: T2 three cells right, one down (Shift: five), then turned 15° twice and back once.
  await table(page, 'T2').focus();
  for (const key of [
    'ArrowRight',
    'ArrowRight',
    'ArrowRight',
    'ArrowDown',
    'Shift+ArrowDown',
    'r',
    'r',
    'Shift+R',
  ])
    await page.keyboard.press(key);
  await expect(table(page, 'T2')).toHaveAttribute(
    'aria-label',
    'Table T2, 4 seats, column 7, row 8, rotated 15°',
  );
  // Undo takes the last turn back, redo puts it again.
  await page.keyboard.press('Control+z');
  await expect(table(page, 'T2')).toHaveAttribute('aria-label', /rotated 30°$/);
  await page.keyboard.press('Control+Shift+z');
  await expect(table(page, 'T2')).toHaveAttribute('aria-label', /rotated 15°$/);

  // The side panel edits the selected table: six seats, round.
  await page.getByRole('textbox', { name: 'Seats' }).fill('6');
  await page
    .getByRole('textbox', { name: 'Shape' })
    .or(page.getByRole('combobox', { name: 'Shape' }))
    .click();
  await page.getByRole('option', { name: 'Round' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
  const saved = [await labelOf(page, 'T1'), await labelOf(page, 'T2')];
  expect(saved).toEqual([
    'Table T1, 4 seats, column 7, row 5, rotated 90°',
    'Table T2, 6 seats, column 7, row 8, rotated 15°',
  ]);

  await page.reload();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
  expect([await labelOf(page, 'T1'), await labelOf(page, 'T2')]).toEqual(saved);

  // Someone else saves the plan meanwhile (T1 moved to the top-left corner) through the API.
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    return (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
  };
  const planId = new URL(page.url()).searchParams.get('plan');
  type Stored = { id: string; version: number; tables: Record<string, unknown>[] };
  const stored = (
    (await gql(
      'query($id: ID!) { floorPlan(id: $id) { id version tables { id code posX posY rotation seats shape width height section active } } }',
      {
        id: planId,
      },
    )) as { data: { floorPlan: Stored } }
  ).data.floorPlan;
  const other = await gql(
    'mutation($id: ID!, $i: FloorPlanSaveInput!) { saveFloorPlan(id: $id, input: $i) { version } }',
    {
      id: stored.id,
      i: {
        expectedVersion: stored.version,
        width: 40,
        height: 24,
        tables: stored.tables.map((t) => (t.code === 'T1' ? { ...t, posX: 2, posY: 0 } : t)),
        areas: [],
      },
    },
  );
  expect(other.errors).toBeUndefined();

  // This editor still holds the older copy: its save is refused, nothing is overwritten.
  await table(page, 'T2').focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This floor plan was changed by someone else' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(table(page, 'T1')).toHaveAttribute('aria-label', /column 3, row 1, rotated 90°$/);
  await expect(table(page, 'T2')).toHaveAttribute(
    'aria-label',
    'Table T2, 6 seats, column 7, row 8, rotated 15°',
  );

  // Monitoring › Open tables shows the same plan, read-only, beside the cards.
  await page.goto('/monitoring/tables');
  await page.getByText('Floor plan', { exact: true }).click();
  const monitored = page.getByRole('group', { name: `Open tables on ${name}` });
  // The demo's open orders sit at some table codes: each table is free or open, orange after 90 minutes.
  for (const code of ['T1', 'T2']) {
    const shown = monitored.getByRole('img', { name: new RegExp(`^Table ${code}: `) });
    await expect(shown).toBeVisible();
    const label = (await shown.getAttribute('aria-label')) ?? '';
    const minutes = Number(/open for (\d+) min/.exec(label)?.[1] ?? -1);
    const fill = await shown.locator('rect, ellipse').first().getAttribute('fill');
    expect([label, fill]).toEqual([
      label,
      minutes < 0
        ? 'var(--mantine-color-white)'
        : minutes > 90
          ? 'var(--mantine-color-orange-2)'
          : 'var(--mantine-color-blue-2)',
    ]);
  }
});

test('the floor plan editor fits a phone: the plan scrolls inside its box, the page does not', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBackOffice(page, request, DEMO_USERS.owner.email, '/tables/floor-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Floor plan' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
