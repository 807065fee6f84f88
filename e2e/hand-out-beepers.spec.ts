// An owner gives Södermalm a range of pagers; the till hands them out with its orders (the server
// picks each number), the range runs out with a clear refusal, a completed order hands its pager
// back, the order detail shows the number, and a stuck pager is freed from Settings › Beepers.
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO_USERS, openBackOffice } from './helpers/back-office.ts';
import { apiGql } from './helpers/graphql.ts';
import { expect, test } from './helpers/test.ts';

interface Held {
  number: number;
  orderNumber: number;
}

/** Södermalm's id, a fresh till's credential, and no pager left out by an earlier run. */
async function counter(request: APIRequestContext) {
  const { token } = await apiLogin(request, DEMO_USERS.owner.email);
  const { beeperOverview } = await apiGql<{
    beeperOverview: { venueId: string; venueName: string; inUse: Held[] }[];
  }>(request, token, 'query { beeperOverview { venueId venueName inUse { number orderNumber } } }');
  const venue = beeperOverview.find((v) => v.venueName === 'Södermalm');
  if (!venue) throw new Error('Södermalm not found');
  for (const held of venue.inUse) {
    await apiGql(
      request,
      token,
      'mutation($v: ID!, $n: Int!) { releaseBeeper(venueId: $v, number: $n) { venueId } }',
      {
        v: venue.venueId,
        n: held.number,
      },
    );
  }
  // A known starting range, so the form below has something to change on a rerun too.
  await apiGql(
    request,
    token,
    'mutation($v: ID!) { updateBeeperSettings(venueId: $v, input: { rangeFrom: 1, rangeTo: 20, mode: "MANUAL" }) { venueId } }',
    { v: venue.venueId },
  );
  const { createTerminal } = await apiGql<{ createTerminal: { credential: string } }>(
    request,
    token,
    'mutation($v: ID!) { createTerminal(venueId: $v, name: "Counter till") { credential } }',
    { v: venue.venueId },
  );
  return createTerminal.credential;
}

/** A counter order of one bun; open (waiting for its pager to buzz) or paid and handed over. */
function bun(clientOrderId: string, status: 'ACCEPTED' | 'COMPLETED') {
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    clientOrderId,
    channel: 'POS',
    serviceType: 'TAKE_AWAY',
    status,
    placedAt: at,
    closedAt: status === 'COMPLETED' ? at : null,
    currency: 'SEK',
    lines: [
      {
        title: 'Kanelbulle',
        quantity: 1,
        unitPrice: 4200,
        modifications: [],
        discountAmount: 0,
        vatRate: 12,
      },
    ],
    payments: status === 'COMPLETED' ? [{ method: 'CARD', amount: 4200, tipAmount: 0 }] : [],
    totals: { totalAmount: 4200, vatAmount: 450 },
    assignBeeper: true,
  };
}

test('an owner hands out beepers at the counter and gets them back when orders complete', async ({
  page,
  request,
}) => {
  const credential = await counter(request);
  await openBackOffice(page, request, DEMO_USERS.owner.email);
  await page.goto('/settings/beepers');
  await page.getByTestId('beepers-Södermalm').click();
  const drawer = page.getByRole('dialog', { name: 'Beepers at Södermalm' });
  await expect(drawer).toBeVisible();
  const beepersUrl = page.url();
  await drawer.getByRole('textbox', { name: /^First number/ }).fill('1');
  await drawer.getByRole('textbox', { name: /^Last number/ }).fill('2');
  await drawer.getByText('Automatic', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Beepers at Södermalm saved')).toBeVisible();
  await expect(page.getByTestId('beepers-Södermalm')).toContainText('1–2');

  // The till sends two orders asking for a pager: each gets its own; the third finds none free.
  const stamp = Date.now();
  const send = (id: string, status: 'ACCEPTED' | 'COMPLETED') =>
    request.post('/terminal/v1/orders', {
      headers: { authorization: `Bearer ${credential}` },
      data: bun(id, status),
    });
  const first = await send(`beeper-${stamp}-1`, 'ACCEPTED');
  const second = await send(`beeper-${stamp}-2`, 'ACCEPTED');
  expect(first.status(), await first.text()).toBe(201);
  const numbers = [
    ((await first.json()) as { beeperNumber: number }).beeperNumber,
    ((await second.json()) as { beeperNumber: number }).beeperNumber,
  ];
  expect(numbers.sort()).toEqual([1, 2]);
  const third = await send(`beeper-${stamp}-3`, 'ACCEPTED');
  expect(third.status()).toBe(409);
  expect(((await third.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
    'beepers.errors.exhausted',
  );

  await page.goto(beepersUrl);
  const inUse = page.getByRole('dialog', { name: 'Beepers at Södermalm' }).getByTestId('beepers-in-use');
  await expect(inUse.getByText('0 of 2 free')).toBeVisible();
  await expect(inUse.getByTestId('beeper-1')).toBeVisible();
  await expect(inUse.getByTestId('beeper-2')).toBeVisible();

  // The first guest collects and pays: the pager is back and is the next one handed out.
  const firstHolder = ((await first.json()) as { beeperNumber: number }).beeperNumber;
  // The order was sent open before: completing it is an update (200), as the OpenAPI says.
  expect((await send(`beeper-${stamp}-1`, 'COMPLETED')).status()).toBe(200);
  await page.goto(beepersUrl);
  await expect(inUse.getByText(/1 of 2 free/)).toBeVisible();
  await expect(inUse.getByTestId(`beeper-${firstHolder}`)).toHaveCount(0);

  // The order still holding a pager shows its number in the order detail.
  const other = 3 - firstHolder;
  await inUse.getByTestId(`beeper-${other}`).getByRole('link').click();
  const order = page.getByRole('dialog', { name: /^Order \d+$/ });
  await expect(order.getByRole('row', { name: new RegExp(`Beeper\\s*${other}`) })).toBeVisible();

  // That guest left without collecting: the pager is back at the counter, so it is freed by hand.
  await page.goto(beepersUrl);
  const again = page.getByRole('dialog', { name: 'Beepers at Södermalm' });
  await again.getByTestId(`beeper-${other}`).getByRole('button', { name: 'Free' }).click();
  await page
    .getByRole('dialog', { name: `Free beeper ${other}?` })
    .getByRole('button', { name: 'Free' })
    .click();
  await expect(page.getByText(`Beeper ${other} is free again`)).toBeVisible();
  await expect(again.getByText('No pager is out right now.')).toBeVisible();
});
