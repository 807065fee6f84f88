import { graphql } from '../../lib/graphql.ts';

/** Everything /licenses shows: the licences, the devices and the licensing mode. */
export const LICENSES_PAGE_QUERY = graphql(`
  query LicensesPage {
    licenses {
      id
      product
      plan
      status
      deviceId
      assignable
      validUntil
    }
    devices {
      id
      name
      venueId
      venueName
      kind
      connection
      lastSeenAt
      appVersion
      unsyncedOrders
      activeLicenses {
        id
        product
      }
      controlUnitSerial
      controlUnitRegisteredAt
      needsControlUnit
      warnings
      posAccessBlocked
    }
    oldLicenses {
      useNewLicenses
    }
  }
`);

export const CLAIM_DEVICE_MUTATION = graphql(`
  mutation ClaimDevice($input: ClaimDeviceInput!) {
    claimDevice(input: $input) {
      id
      name
    }
  }
`);

export const ASSIGN_LICENSE_MUTATION = graphql(`
  mutation AssignLicense($licenseId: ID!, $deviceId: ID!) {
    assignLicense(licenseId: $licenseId, deviceId: $deviceId) {
      id
      deviceId
    }
  }
`);

export const UNASSIGN_LICENSE_MUTATION = graphql(`
  mutation UnassignLicense($licenseId: ID!) {
    unassignLicense(licenseId: $licenseId) {
      id
    }
  }
`);

export const RENAME_DEVICE_MUTATION = graphql(`
  mutation RenameDevice($id: ID!, $name: String!) {
    renameDevice(id: $id, name: $name) {
      id
    }
  }
`);

export const MOVE_DEVICE_MUTATION = graphql(`
  mutation MoveDevice($id: ID!, $venueId: ID!) {
    moveDevice(id: $id, venueId: $venueId) {
      id
    }
  }
`);

export const SET_CONTROL_UNIT_MUTATION = graphql(`
  mutation SetControlUnit($deviceId: ID!, $serial: String!, $registeredAt: String!) {
    setControlUnit(deviceId: $deviceId, serial: $serial, registeredAt: $registeredAt) {
      id
    }
  }
`);

export const REMOVE_CONTROL_UNIT_MUTATION = graphql(`
  mutation RemoveControlUnit($deviceId: ID!) {
    removeControlUnit(deviceId: $deviceId) {
      id
    }
  }
`);
