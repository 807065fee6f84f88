import { graphql } from '../../lib/graphql.ts';

/** The venue's guest-page code and every live table's code, each as a link and an SVG. */
export const ONLINE_QR_QUERY = graphql(`
  query OnlineQrCodes($venueId: ID!) {
    onlineOrderingSettings(venueId: $venueId) {
      venueId
      guestUrl
      qrSvg
    }
    tables(filter: { venueId: $venueId }) {
      id
      code
      floorPlanName
      active
      guestUrl
      qrSvg
    }
  }
`);
