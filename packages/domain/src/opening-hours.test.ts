import { describe, expect, it } from 'vitest';
import type { Weekday } from './enums.ts';
import {
  clockTime,
  isPickupSlot,
  type OpeningSchedule,
  openingExceptionSchema,
  openingWeekSchema,
  openStateAt,
  pickupSlots,
  type WeeklyInterval,
} from './opening-hours.ts';

const STOCKHOLM = 'Europe/Stockholm';
const NEW_YORK = 'America/New_York';
const AUCKLAND = 'Pacific/Auckland';

/** "18:00" → 1080; "01:00+1" → 1500 (the next day). */
function minute(text: string): number {
  const [clock = '', plus] = text.split('+');
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes + (plus ? 1440 : 0);
}

function interval(weekday: Weekday, start: string, end: string): WeeklyInterval {
  return { weekday, startMinute: minute(start), endMinute: minute(end) };
}

function week(...weekly: WeeklyInterval[]): OpeningSchedule {
  return { weekly, exceptions: [] };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const utc = (text: string) => new Date(text);

const WEEKDAYS_7_TO_19: WeeklyInterval[] = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'] as const).map(
  (day) => interval(day, '07:00', '19:00'),
);

// A café: 07:00–19:00 Monday to Thursday, Friday 07:00–01:00 (past midnight), Saturday 10:00–16:00.
const CAFE = week(
  ...WEEKDAYS_7_TO_19,
  interval('FRIDAY', '07:00', '01:00+1'),
  interval('SATURDAY', '10:00', '16:00'),
);

describe('openStateAt on ordinary days (Stockholm, CET = UTC+1 in November)', () => {
  it('is open inside an interval, until its end', () => {
    // Tuesday 2026-11-24 12:00 local.
    const state = openStateAt(CAFE, utc('2026-11-24T11:00:00Z'), STOCKHOLM);
    expect(state).toEqual({ open: true, closesAt: utc('2026-11-24T18:00:00Z'), opensAt: null });
  });

  it('is closed before opening, and opens at the start of the day’s first interval', () => {
    const state = openStateAt(CAFE, utc('2026-11-24T05:00:00Z'), STOCKHOLM); // 06:00 local
    expect(state).toEqual({ open: false, closesAt: null, opensAt: utc('2026-11-24T06:00:00Z') });
  });

  it('counts the start minute as open and the end minute as closed', () => {
    expect(openStateAt(CAFE, utc('2026-11-24T06:00:00Z'), STOCKHOLM).open).toBe(true);
    const atClosing = openStateAt(CAFE, utc('2026-11-24T18:00:00Z'), STOCKHOLM);
    expect(atClosing.open).toBe(false);
    expect(iso(atClosing.opensAt)).toBe('2026-11-25T06:00:00.000Z');
  });

  it('keeps Friday’s interval open past midnight into Saturday', () => {
    // Saturday 2026-11-28 00:30 local.
    const state = openStateAt(CAFE, utc('2026-11-27T23:30:00Z'), STOCKHOLM);
    expect(state).toEqual({ open: true, closesAt: utc('2026-11-28T00:00:00Z'), opensAt: null });
  });

  it('after the late Friday, opens at Saturday’s own start', () => {
    const state = openStateAt(CAFE, utc('2026-11-28T02:00:00Z'), STOCKHOLM); // Sat 03:00
    expect(iso(state.opensAt)).toBe('2026-11-28T09:00:00.000Z');
  });

  it('skips a closed Sunday to Monday morning', () => {
    const state = openStateAt(CAFE, utc('2026-11-29T12:00:00Z'), STOCKHOLM); // Sunday 13:00
    expect(state).toEqual({ open: false, closesAt: null, opensAt: utc('2026-11-30T06:00:00Z') });
  });

  it('merges touching intervals across midnight into one opening', () => {
    const schedule = week(interval('FRIDAY', '18:00', '24:00'), interval('SATURDAY', '00:00', '02:00'));
    const state = openStateAt(schedule, utc('2026-11-27T20:00:00Z'), STOCKHOLM); // Fri 21:00
    expect(iso(state.closesAt)).toBe('2026-11-28T01:00:00.000Z'); // Sat 02:00 local
  });

  it('has no closing time when open around the clock', () => {
    const always = week(
      ...(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map(
        (day) => interval(day, '00:00', '24:00'),
      ),
    );
    expect(openStateAt(always, utc('2026-11-24T11:00:00Z'), STOCKHOLM)).toEqual({
      open: true,
      closesAt: null,
      opensAt: null,
    });
  });

  it('has no opening time when nothing opens within 14 days', () => {
    const farAway: OpeningSchedule = {
      weekly: [],
      exceptions: [{ date: '2026-12-20', closed: false, intervals: [{ startMinute: 600, endMinute: 720 }] }],
    };
    expect(openStateAt(farAway, utc('2026-11-24T11:00:00Z'), STOCKHOLM).opensAt).toBeNull();
    // 14 days ahead is still seen.
    expect(iso(openStateAt(farAway, utc('2026-12-06T11:00:00Z'), STOCKHOLM).opensAt)).toBe(
      '2026-12-20T09:00:00.000Z',
    );
  });

  it('is always closed without any hours', () => {
    expect(openStateAt(week(), utc('2026-11-24T11:00:00Z'), STOCKHOLM)).toEqual({
      open: false,
      closesAt: null,
      opensAt: null,
    });
  });
});

describe('openStateAt with exceptions', () => {
  it('a closed holiday closes that date’s own intervals', () => {
    const schedule: OpeningSchedule = {
      ...CAFE,
      exceptions: [{ date: '2026-11-24', closed: true, intervals: [] }],
    };
    const state = openStateAt(schedule, utc('2026-11-24T11:00:00Z'), STOCKHOLM);
    expect(state).toEqual({ open: false, closesAt: null, opensAt: utc('2026-11-25T06:00:00Z') });
  });

  it('a closed Saturday does not cut short Friday’s interval running past midnight', () => {
    const schedule: OpeningSchedule = {
      ...CAFE,
      exceptions: [{ date: '2026-11-28', closed: true, intervals: [] }],
    };
    const lateFriday = openStateAt(schedule, utc('2026-11-27T23:30:00Z'), STOCKHOLM); // Sat 00:30
    expect(lateFriday).toEqual({ open: true, closesAt: utc('2026-11-28T00:00:00Z'), opensAt: null });
    const saturdayNoon = openStateAt(schedule, utc('2026-11-28T11:00:00Z'), STOCKHOLM);
    expect(saturdayNoon).toEqual({ open: false, closesAt: null, opensAt: utc('2026-11-30T06:00:00Z') });
  });

  it('a closed Friday also closes Friday’s part after midnight', () => {
    const schedule: OpeningSchedule = {
      ...CAFE,
      exceptions: [{ date: '2026-11-27', closed: true, intervals: [] }],
    };
    expect(openStateAt(schedule, utc('2026-11-27T23:30:00Z'), STOCKHOLM).open).toBe(false);
  });

  it('special hours replace the weekday’s', () => {
    const schedule: OpeningSchedule = {
      ...CAFE,
      exceptions: [{ date: '2026-12-24', closed: false, intervals: [{ startMinute: 600, endMinute: 840 }] }],
    };
    expect(openStateAt(schedule, utc('2026-12-24T07:00:00Z'), STOCKHOLM)).toEqual({
      open: false,
      closesAt: null,
      opensAt: utc('2026-12-24T09:00:00Z'),
    });
    expect(iso(openStateAt(schedule, utc('2026-12-24T10:00:00Z'), STOCKHOLM).closesAt)).toBe(
      '2026-12-24T13:00:00.000Z',
    );
  });

  it('special hours may open a day that is closed every week', () => {
    const schedule: OpeningSchedule = {
      ...CAFE,
      exceptions: [
        { date: '2026-11-29', closed: false, intervals: [{ startMinute: 1200, endMinute: 1560 }] },
      ],
    };
    // Sunday 22:00 → open until Monday 02:00.
    expect(openStateAt(schedule, utc('2026-11-29T21:00:00Z'), STOCKHOLM)).toEqual({
      open: true,
      closesAt: utc('2026-11-30T01:00:00Z'),
      opensAt: null,
    });
  });
});

// Europe/Stockholm, 2026-03-29 (a Sunday): at 02:00 CET the clocks jump to 03:00 CEST (01:00 UTC).
describe('the spring-forward night in Stockholm (2026-03-29)', () => {
  const night = week(interval('SUNDAY', '01:00', '04:00'));

  it('opens at 01:00 CET and closes at 04:00 CEST: two real hours', () => {
    const before = openStateAt(night, utc('2026-03-28T23:30:00Z'), STOCKHOLM); // 00:30 CET
    expect(before).toEqual({ open: false, closesAt: null, opensAt: utc('2026-03-29T00:00:00Z') });
    const during = openStateAt(night, utc('2026-03-29T00:59:00Z'), STOCKHOLM); // 01:59 CET
    expect(during).toEqual({ open: true, closesAt: utc('2026-03-29T02:00:00Z'), opensAt: null });
    const closesAt = during.closesAt?.getTime() ?? 0;
    expect((closesAt - utc('2026-03-29T00:00:00Z').getTime()) / 3_600_000).toBe(2);
  });

  it('is open right after the jump (03:00 CEST) and closed at 04:00 CEST', () => {
    expect(openStateAt(night, utc('2026-03-29T01:00:00Z'), STOCKHOLM).open).toBe(true);
    expect(openStateAt(night, utc('2026-03-29T02:00:00Z'), STOCKHOLM).open).toBe(false);
  });

  it('an interval starting in the skipped hour opens when the clocks jump', () => {
    const skipped = week(interval('SUNDAY', '02:30', '05:00'));
    expect(iso(openStateAt(skipped, utc('2026-03-28T23:00:00Z'), STOCKHOLM).opensAt)).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('offers no pickup slot in the skipped hour', () => {
    const slots = pickupSlots(night, utc('2026-03-28T23:50:00Z'), STOCKHOLM, {
      preparationMinutes: 0,
      slotMinutes: 15,
      limit: 8,
    });
    expect(slots.map((s) => s.toISOString().slice(11, 16))).toEqual([
      '00:00', // 01:00 CET
      '00:15',
      '00:30',
      '00:45', // 01:45 CET; 02:00–02:45 do not exist
      '01:00', // 03:00 CEST
      '01:15',
      '01:30',
      '01:45', // 03:45 CEST; 04:00 is closing time
    ]);
  });

  it('the week before and after keep their ordinary offsets', () => {
    expect(iso(openStateAt(night, utc('2026-03-21T23:30:00Z'), STOCKHOLM).opensAt)).toBe(
      '2026-03-22T00:00:00.000Z',
    );
    expect(iso(openStateAt(night, utc('2026-04-04T22:30:00Z'), STOCKHOLM).opensAt)).toBe(
      '2026-04-04T23:00:00.000Z', // 01:00 CEST
    );
  });
});

// Europe/Stockholm, 2026-10-25 (a Sunday): at 03:00 CEST the clocks go back to 02:00 CET (01:00 UTC).
describe('the fall-back night in Stockholm (2026-10-25)', () => {
  const night = week(interval('SUNDAY', '01:00', '04:00'));

  it('opens at 01:00 CEST and closes at 04:00 CET: four real hours', () => {
    const before = openStateAt(night, utc('2026-10-24T22:30:00Z'), STOCKHOLM); // 00:30 CEST
    expect(before).toEqual({ open: false, closesAt: null, opensAt: utc('2026-10-24T23:00:00Z') });
    const during = openStateAt(night, utc('2026-10-24T23:30:00Z'), STOCKHOLM);
    expect(during).toEqual({ open: true, closesAt: utc('2026-10-25T03:00:00Z'), opensAt: null });
  });

  it('stays open through both passes of 02:00–03:00', () => {
    expect(openStateAt(night, utc('2026-10-25T00:30:00Z'), STOCKHOLM).open).toBe(true); // 02:30 CEST
    expect(openStateAt(night, utc('2026-10-25T01:30:00Z'), STOCKHOLM).open).toBe(true); // 02:30 CET
    expect(openStateAt(night, utc('2026-10-25T03:00:00Z'), STOCKHOLM).open).toBe(false); // 04:00 CET
  });

  it('an interval ending at a time that happens twice closes at its first occurrence', () => {
    const early = week(interval('SUNDAY', '01:00', '02:30'));
    expect(iso(openStateAt(early, utc('2026-10-24T23:30:00Z'), STOCKHOLM).closesAt)).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('offers each local pickup time once: the repeated hour’s first pass', () => {
    const slots = pickupSlots(night, utc('2026-10-24T22:50:00Z'), STOCKHOLM, {
      preparationMinutes: 0,
      slotMinutes: 30,
      limit: 6,
    });
    expect(slots.map((s) => s.toISOString().slice(11, 16))).toEqual([
      '23:00', // 01:00 CEST
      '23:30',
      '00:00', // 02:00 CEST
      '00:30', // 02:30 CEST; the second 02:00 and 02:30 (CET) are not offered again
      '02:00', // 03:00 CET
      '02:30', // 03:30 CET
    ]);
  });
});

// America/New_York: 2026-03-08 02:00 EST → 03:00 EDT; 2026-11-01 02:00 EDT → 01:00 EST.
describe('a venue in New York', () => {
  const night = week(interval('SUNDAY', '01:00', '04:00'));
  const office = week(interval('MONDAY', '09:00', '17:00'));

  it('is open 09:00–17:00 local, five hours behind UTC in winter and four in summer', () => {
    expect(openStateAt(office, utc('2026-11-02T14:00:00Z'), NEW_YORK)).toEqual({
      open: true,
      closesAt: utc('2026-11-02T22:00:00Z'),
      opensAt: null,
    });
    expect(openStateAt(office, utc('2026-06-01T13:00:00Z'), NEW_YORK).open).toBe(true);
    expect(openStateAt(office, utc('2026-11-02T13:59:00Z'), NEW_YORK).open).toBe(false);
  });

  it('spring-forward night 01:00–04:00 lasts two real hours', () => {
    const state = openStateAt(night, utc('2026-03-08T06:30:00Z'), NEW_YORK); // 01:30 EST
    expect(state).toEqual({ open: true, closesAt: utc('2026-03-08T08:00:00Z'), opensAt: null });
  });

  it('fall-back night 01:00–04:00 lasts four real hours', () => {
    const before = openStateAt(night, utc('2026-11-01T04:00:00Z'), NEW_YORK); // 00:00 EDT
    expect(iso(before.opensAt)).toBe('2026-11-01T05:00:00.000Z'); // 01:00 EDT
    expect(iso(openStateAt(night, utc('2026-11-01T05:00:00Z'), NEW_YORK).closesAt)).toBe(
      '2026-11-01T09:00:00.000Z', // 04:00 EST
    );
  });

  it('reads the weekday in New York, not in UTC', () => {
    // Monday 2026-11-02 02:00 UTC is still Sunday 21:00 in New York.
    expect(openStateAt(office, utc('2026-11-02T02:00:00Z'), NEW_YORK).opensAt?.toISOString()).toBe(
      '2026-11-02T14:00:00.000Z',
    );
  });
});

// Pacific/Auckland: 2026-04-05 03:00 NZDT → 02:00 NZST; 2026-09-27 02:00 NZST → 03:00 NZDT.
describe('a venue in Auckland (southern hemisphere, a day ahead of UTC)', () => {
  const night = week(interval('SUNDAY', '01:00', '04:00'));

  it('April’s fall-back night 01:00–04:00 lasts four real hours', () => {
    const state = openStateAt(night, utc('2026-04-04T12:30:00Z'), AUCKLAND); // Sun 01:30 NZDT
    expect(state).toEqual({ open: true, closesAt: utc('2026-04-04T16:00:00Z'), opensAt: null });
  });

  it('September’s spring-forward night 01:00–04:00 lasts two real hours', () => {
    const before = openStateAt(night, utc('2026-09-26T12:00:00Z'), AUCKLAND); // Sun 00:00 NZST
    expect(iso(before.opensAt)).toBe('2026-09-26T13:00:00.000Z');
    expect(iso(openStateAt(night, utc('2026-09-26T13:00:00Z'), AUCKLAND).closesAt)).toBe(
      '2026-09-26T15:00:00.000Z', // 04:00 NZDT
    );
  });

  it('a holiday on the local date closes it although UTC is still on the day before', () => {
    const lunch = week(interval('MONDAY', '11:00', '14:00'));
    const holiday: OpeningSchedule = {
      ...lunch,
      exceptions: [{ date: '2026-12-28', closed: true, intervals: [] }],
    };
    // Monday 2026-12-28 12:00 NZDT = Sunday 2026-12-27 23:00 UTC.
    expect(openStateAt(lunch, utc('2026-12-27T23:00:00Z'), AUCKLAND).open).toBe(true);
    expect(openStateAt(holiday, utc('2026-12-27T23:00:00Z'), AUCKLAND).open).toBe(false);
  });
});

describe('pickupSlots', () => {
  const lunch = week(
    interval('TUESDAY', '11:00', '14:00'),
    interval('TUESDAY', '17:00', '19:00'),
    interval('THURSDAY', '11:00', '12:00'),
  );
  const opts = { preparationMinutes: 20, slotMinutes: 15 };
  const local = (slots: Date[]) =>
    slots.map((s) =>
      s.toLocaleString('sv-SE', {
        timeZone: STOCKHOLM,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );

  it('starts preparation time after now, on the grid, within the intervals; today and the next open day', () => {
    const slots = pickupSlots(lunch, utc('2026-11-24T12:20:00Z'), STOCKHOLM, opts); // Tue 13:20, ready 13:40
    expect(local(slots)).toEqual([
      'tis 13:45',
      'tis 17:00',
      'tis 17:15',
      'tis 17:30',
      'tis 17:45',
      'tis 18:00',
      'tis 18:15',
      'tis 18:30',
      'tis 18:45',
      'tors 11:00',
      'tors 11:15',
      'tors 11:30',
      'tors 11:45',
    ]);
  });

  it('offers the next open day only when today is over', () => {
    const slots = pickupSlots(lunch, utc('2026-11-24T19:00:00Z'), STOCKHOLM, opts); // Tue 20:00
    expect(local(slots)).toEqual(['tors 11:00', 'tors 11:15', 'tors 11:30', 'tors 11:45']);
  });

  it('stops at the limit', () => {
    expect(pickupSlots(lunch, utc('2026-11-24T09:00:00Z'), STOCKHOLM, { ...opts, limit: 3 })).toHaveLength(3);
  });

  it('follows a larger grid from local midnight', () => {
    const slots = pickupSlots(lunch, utc('2026-11-24T09:00:00Z'), STOCKHOLM, {
      preparationMinutes: 0,
      slotMinutes: 60,
      limit: 4,
    });
    expect(local(slots)).toEqual(['tis 11:00', 'tis 12:00', 'tis 13:00', 'tis 17:00']);
  });

  it('includes slots after midnight of an interval running past it', () => {
    const late = week(interval('FRIDAY', '22:00', '01:00+1'));
    const slots = pickupSlots(late, utc('2026-11-27T22:40:00Z'), STOCKHOLM, {
      preparationMinutes: 0,
      slotMinutes: 15,
      limit: 5,
    }); // Fri 23:40
    expect(local(slots)).toEqual(['fre 23:45', 'lör 00:00', 'lör 00:15', 'lör 00:30', 'lör 00:45']);
  });

  it('is empty without hours or with a broken grid', () => {
    expect(pickupSlots(week(), utc('2026-11-24T09:00:00Z'), STOCKHOLM, opts)).toEqual([]);
    expect(pickupSlots(lunch, utc('2026-11-24T09:00:00Z'), STOCKHOLM, { ...opts, slotMinutes: 0 })).toEqual(
      [],
    );
  });
});

describe('isPickupSlot', () => {
  const lunch = week(interval('TUESDAY', '11:00', '14:00'));
  const now = utc('2026-11-24T09:00:00Z'); // Tue 10:00
  const opts = { preparationMinutes: 20, slotMinutes: 15 };

  it('accepts an offered slot', () => {
    expect(isPickupSlot(lunch, utc('2026-11-24T10:00:00Z'), now, STOCKHOLM, opts)).toBe(true);
    expect(isPickupSlot(lunch, utc('2026-11-24T12:45:00Z'), now, STOCKHOLM, opts)).toBe(true);
  });

  it('refuses off-grid, too soon, closed, closing-minute and invalid times', () => {
    expect(isPickupSlot(lunch, utc('2026-11-24T10:05:00Z'), now, STOCKHOLM, opts)).toBe(false);
    expect(
      isPickupSlot(lunch, utc('2026-11-24T10:00:00Z'), utc('2026-11-24T09:50:00Z'), STOCKHOLM, opts),
    ).toBe(false);
    expect(isPickupSlot(lunch, utc('2026-11-24T15:00:00Z'), now, STOCKHOLM, opts)).toBe(false);
    expect(isPickupSlot(lunch, utc('2026-11-24T13:00:00Z'), now, STOCKHOLM, opts)).toBe(false);
    expect(isPickupSlot(lunch, new Date(Number.NaN), now, STOCKHOLM, opts)).toBe(false);
  });
});

describe('openingWeekSchema', () => {
  const issues = (input: unknown) => {
    const result = openingWeekSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
  };

  it('accepts several intervals a day and one past midnight', () => {
    const input = [
      { weekday: 'MONDAY', startMinute: 420, endMinute: 660 },
      { weekday: 'MONDAY', startMinute: 720, endMinute: 1140 },
      { weekday: 'FRIDAY', startMinute: 1080, endMinute: 1560 },
    ];
    expect(openingWeekSchema.parse(input)).toEqual(input);
    expect(openingWeekSchema.parse([])).toEqual([]);
  });

  it('names the field of a time off the 15-minute grid or outside the day', () => {
    expect(issues([{ weekday: 'MONDAY', startMinute: 425, endMinute: 600 }])).toEqual([
      { path: [0, 'startMinute'], message: 'validation.time' },
    ]);
    expect(issues([{ weekday: 'MONDAY', startMinute: 1440, endMinute: 1500 }])).toEqual([
      { path: [0, 'startMinute'], message: 'validation.time' },
    ]);
    expect(issues([{ weekday: 'MONDAY', startMinute: 60, endMinute: 60.5 }])).toEqual([
      { path: [0, 'endMinute'], message: 'validation.time' },
    ]);
  });

  it('wants the end after the start, at most 24 hours later', () => {
    expect(issues([{ weekday: 'MONDAY', startMinute: 600, endMinute: 600 }])).toEqual([
      { path: [0, 'endMinute'], message: 'validation.timeOrder' },
    ]);
    expect(issues([{ weekday: 'MONDAY', startMinute: 600, endMinute: 2055 }])).toEqual([
      { path: [0, 'endMinute'], message: 'validation.tooLongInterval' },
    ]);
  });

  it('refuses overlapping intervals of one weekday, not of different ones', () => {
    expect(
      issues([
        { weekday: 'MONDAY', startMinute: 420, endMinute: 720 },
        { weekday: 'TUESDAY', startMinute: 600, endMinute: 720 },
        { weekday: 'MONDAY', startMinute: 660, endMinute: 900 },
      ]),
    ).toEqual([{ path: [2, 'startMinute'], message: 'validation.overlap' }]);
  });

  it('refuses more than six intervals a day', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({
      weekday: 'MONDAY',
      startMinute: i * 120,
      endMinute: i * 120 + 60,
    }));
    expect(issues(seven)).toEqual([{ path: [6, 'startMinute'], message: 'validation.tooMany' }]);
  });

  it('refuses values a browser cannot send with a field error', () => {
    expect(issues([{ weekday: 'FUNDAY', startMinute: 0, endMinute: 60 }])[0]?.path).toEqual([0, 'weekday']);
    expect(issues([{ weekday: 'MONDAY', startMinute: '0', endMinute: 60 }])).toEqual([
      { path: [0, 'startMinute'], message: 'validation.invalid' },
    ]);
    expect(issues('MONDAY')).toEqual([{ path: [], message: 'validation.invalid' }]);
  });
});

describe('openingExceptionSchema', () => {
  it('a closed day drops its intervals and keeps its note trimmed', () => {
    expect(
      openingExceptionSchema.parse({
        date: '2026-12-25',
        closed: true,
        intervals: [{ startMinute: 600, endMinute: 720 }],
        note: '  Christmas Day ',
      }),
    ).toEqual({ date: '2026-12-25', closed: true, intervals: [], note: 'Christmas Day' });
  });

  it('special hours need at least one valid interval', () => {
    const result = openingExceptionSchema.safeParse({
      date: '2026-12-24',
      closed: false,
      intervals: [],
      note: '',
    });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['intervals'], 'validation.intervalsRequired'],
    ]);
    const broken = openingExceptionSchema.safeParse({
      date: '2026-12-24',
      closed: false,
      intervals: [
        { startMinute: 600, endMinute: 720 },
        { startMinute: 700, endMinute: 800 },
      ],
    });
    expect(broken.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['intervals', 1, 'startMinute'], 'validation.time'],
      [['intervals', 1, 'endMinute'], 'validation.time'],
    ]);
  });

  it('refuses impossible dates, NUL bytes and huge notes', () => {
    const paths = (input: unknown) =>
      openingExceptionSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths({ date: '2026-02-30', closed: true })).toEqual([['date', 'validation.date']]);
    expect(paths({ date: '', closed: true })).toEqual([['date', 'validation.date']]);
    expect(paths({ date: '2026-12-25', closed: true, note: 'a\u0000b' })).toEqual([
      ['note', 'validation.unsupportedCharacter'],
    ]);
    expect(paths({ date: '2026-12-25', closed: true, note: 'x'.repeat(100_000) })).toEqual([
      ['note', 'validation.tooLong'],
    ]);
  });
});

describe('clockTime', () => {
  it('shows an end after midnight as the next day’s time', () => {
    expect(clockTime(1500)).toEqual({ time: '01:00', nextDay: true });
    expect(clockTime(1440)).toEqual({ time: '24:00', nextDay: false });
    expect(clockTime(435)).toEqual({ time: '07:15', nextDay: false });
  });
});
