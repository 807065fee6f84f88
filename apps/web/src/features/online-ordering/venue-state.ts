// How a venue's online-ordering state reads on its card: "Open until 22:00", "Closed – opens
// tomorrow 07:00", "Paused until 14:30", always in the venue's own time zone.
import type { Formats } from '../../lib/format.ts';

/** The state a card shows, most pressing first. */
export type VenueStatus =
  | { kind: 'paused'; until: string }
  | { kind: 'open'; until: string | null }
  | { kind: 'closed'; opens: string | null; when: 'today' | 'tomorrow' | 'later' }
  | { kind: 'noHours' };

interface VenueTimes {
  timeZone: string;
  open: boolean;
  hasHours: boolean;
  closesAt: string | null;
  opensAt: string | null;
  pausedUntil: string | null;
}

function localDate(value: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(value);
}

/** The card's status line for `venue` at `now`, its times formatted by `formats`. */
export function venueStatus(venue: VenueTimes, formats: Formats, now = new Date()): VenueStatus {
  const { timeZone } = venue;
  const time = (value: string) => formats.dateWith(value, { timeZone, hour: '2-digit', minute: '2-digit' });
  if (venue.pausedUntil) return { kind: 'paused', until: time(venue.pausedUntil) };
  if (!venue.hasHours) return { kind: 'noHours' };
  if (venue.open) return { kind: 'open', until: venue.closesAt ? time(venue.closesAt) : null };
  if (!venue.opensAt) return { kind: 'closed', opens: null, when: 'later' };
  const opens = new Date(venue.opensAt);
  const today = localDate(now, timeZone);
  const tomorrow = localDate(new Date(now.getTime() + 86_400_000), timeZone);
  const day = localDate(opens, timeZone);
  if (day === today) return { kind: 'closed', opens: time(venue.opensAt), when: 'today' };
  if (day === tomorrow) return { kind: 'closed', opens: time(venue.opensAt), when: 'tomorrow' };
  return {
    kind: 'closed',
    opens: formats.dateWith(venue.opensAt, {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }),
    when: 'later',
  };
}
