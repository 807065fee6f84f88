import { graphql } from '../../lib/graphql.ts';

/** Every venue the user sees, with its pager range, mode and the numbers in use. */
export const BEEPER_OVERVIEW_QUERY = graphql(`
  query BeeperOverview {
    beeperOverview {
      venueId
      venueName
      configured
      rangeFrom
      rangeTo
      mode
      freeCount
      nextFree
      inUse {
        number
        orderId
        orderNumber
        status
        assignedAt
        outsideRange
      }
    }
  }
`);

export const UPDATE_BEEPER_SETTINGS_MUTATION = graphql(`
  mutation UpdateBeeperSettings($venueId: ID!, $input: BeeperSettingsInput!) {
    updateBeeperSettings(venueId: $venueId, input: $input) {
      venueId
    }
  }
`);

export const RELEASE_BEEPER_MUTATION = graphql(`
  mutation ReleaseBeeper($venueId: ID!, $number: Int!) {
    releaseBeeper(venueId: $venueId, number: $number) {
      venueId
    }
  }
`);
