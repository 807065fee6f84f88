import { describe, expect, it } from 'vitest';
import {
  basketPreviewSchema,
  localMomentOf,
  MAX_PREVIEW_LINES,
  MAX_PREVIEW_QUANTITY,
} from './basket-preview.ts';
import { fieldErrorsFromZod } from './validation.ts';

const valid = {
  venueId: 'v1',
  serviceType: 'TAKE_AWAY',
  channel: 'POS',
  date: '2026-11-24',
  time: '12:00',
  lines: [{ itemId: 'coffee', quantity: 2 }],
};

function errorsOf(input: unknown) {
  const result = basketPreviewSchema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

describe('the basket preview input', () => {
  it('takes a basket and fills the optional lists', () => {
    expect(basketPreviewSchema.parse(valid)).toEqual({
      ...valid,
      lines: [{ itemId: 'coffee', quantity: 2, modificationIds: [] }],
      chosenOfferIds: [],
    });
  });

  it('holds quantities to whole numbers from 1 to 999', () => {
    for (const quantity of [0, -1, 1.5, MAX_PREVIEW_QUANTITY + 1, Number.NaN]) {
      expect(errorsOf({ ...valid, lines: [{ itemId: 'x', quantity }] })).toEqual([
        { field: 'lines.0.quantity', message: 'validation.quantity' },
      ]);
    }
    expect(errorsOf({ ...valid, lines: [{ itemId: 'x', quantity: MAX_PREVIEW_QUANTITY }] })).toEqual([]);
  });

  it('holds a basket to 100 lines', () => {
    const lines = Array.from({ length: MAX_PREVIEW_LINES + 1 }, () => ({ itemId: 'x', quantity: 1 }));
    expect(errorsOf({ ...valid, lines })).toEqual([{ field: 'lines', message: 'validation.tooManyLines' }]);
    expect(errorsOf({ ...valid, lines: lines.slice(1) })).toEqual([]);
  });

  it('refuses dates, times, service types and channels a form cannot send', () => {
    expect(
      errorsOf({ ...valid, date: '2026-02-30', time: '24:00', serviceType: 'DRIVE_IN', channel: 'APP' }),
    ).toEqual([
      { field: 'serviceType', message: 'validation.serviceType' },
      { field: 'channel', message: 'validation.channel' },
      { field: 'date', message: 'validation.date' },
      { field: 'time', message: 'validation.time' },
    ]);
    expect(errorsOf({ ...valid, venueId: ' ', lines: [{ itemId: '', quantity: 1 }] })).toEqual([
      { field: 'venueId', message: 'validation.required' },
      { field: 'lines.0.itemId', message: 'validation.required' },
    ]);
  });
});

describe('localMomentOf', () => {
  it('names the calendar weekday and the minute of the day', () => {
    expect(localMomentOf('2026-11-24', '12:00')).toEqual({
      date: '2026-11-24',
      weekday: 'TUESDAY',
      minute: 720,
    });
    expect(localMomentOf('2026-11-29', '00:00')).toEqual({
      date: '2026-11-29',
      weekday: 'SUNDAY',
      minute: 0,
    });
    expect(localMomentOf('2026-11-30', '23:59').weekday).toBe('MONDAY');
  });
});
