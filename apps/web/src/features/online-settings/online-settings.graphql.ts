import { graphql } from '../../lib/graphql.ts';

/** A venue's online-ordering settings with the venue's menus to choose from. */
export const ONLINE_SETTINGS_QUERY = graphql(`
  query OnlineOrderingSettings($venueId: ID!) {
    onlineOrderingSettings(venueId: $venueId) {
      venueId
      saved
      enabled
      slug
      guestUrl
      guestName
      description
      contactEmail
      contactPhone
      imageId
      serviceTypes
      serviceMenus { serviceType menuId }
      preparationMinutes
      pickupSlotMinutes
      minOrderAmount
      tipsEnabled
      cardPayments
      counterPayments
      blockers
      venueMenus { id name }
    }
  }
`);

export const UPDATE_ONLINE_SETTINGS_MUTATION = graphql(`
  mutation UpdateOnlineOrderingSettings($venueId: ID!, $input: OnlineOrderingSettingsInput!) {
    updateOnlineOrderingSettings(venueId: $venueId, input: $input) {
      venueId
      slug
    }
  }
`);

export const MANAGE_ONLINE_ORDERING_MUTATION = graphql(`
  mutation ManageOnlineOrdering($venueId: ID!, $enabled: Boolean!) {
    manageOnlineOrdering(venueId: $venueId, enabled: $enabled) {
      venueId
      enabled
      blockers
    }
  }
`);

/** Banners and logos of the library to show at the top of the guest page. */
export const ONLINE_IMAGES_QUERY = graphql(`
  query OnlineSettingsImages {
    images(first: 100) {
      nodes { id title kind publicUrl }
    }
  }
`);
