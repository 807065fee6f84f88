import { graphql } from '../../lib/graphql.ts';

export const ONLINE_VENUE_FIELDS = graphql(`
  fragment OnlineVenueFields on OnlineVenueOverview @_unmask {
    venueId
    venueName
    timeZone
    enabled
    slug
    guestUrl
    qrSvg
    open
    closesAt
    opensAt
    pausedUntil
    acceptingOrders
    hasHours
    todayOrders
    todaySales
    currency
  }
`);

/** Every venue the user may see, with its online-ordering state now. */
export const ONLINE_OVERVIEW_QUERY = graphql(
  `
  query OnlineOrderingOverview {
    onlineOrderingOverview {
      ...OnlineVenueFields
    }
  }
`,
  [ONLINE_VENUE_FIELDS],
);

export const PAUSE_ONLINE_ORDERING_MUTATION = graphql(
  `
  mutation PauseOnlineOrdering($venueId: ID!, $minutes: Int, $untilClosing: Boolean) {
    pauseOnlineOrdering(venueId: $venueId, minutes: $minutes, untilClosing: $untilClosing) {
      ...OnlineVenueFields
    }
  }
`,
  [ONLINE_VENUE_FIELDS],
);

export const RESUME_ONLINE_ORDERING_MUTATION = graphql(
  `
  mutation ResumeOnlineOrdering($venueId: ID!) {
    resumeOnlineOrdering(venueId: $venueId) {
      ...OnlineVenueFields
    }
  }
`,
  [ONLINE_VENUE_FIELDS],
);
