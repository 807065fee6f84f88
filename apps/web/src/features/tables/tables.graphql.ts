import { graphql } from '../../lib/graphql.ts';

/** Every live table of a venue, by floor plan then code. */
export const TABLES_QUERY = graphql(`
  query Tables($filter: TablesFilterInput!) {
    tables(filter: $filter) {
      id
      floorPlanId
      floorPlanName
      code
      seats
      shape
      width
      height
      rotation
      section
      active
    }
  }
`);

/** The floor plans of a venue to choose from (the floor-plan editor builds them). */
export const TABLE_PLANS_QUERY = graphql(`
  query TablePlans($venueId: ID!) {
    floorPlans(venueId: $venueId) {
      id
      name
    }
  }
`);

/** The QR code of one table: its guest link and a preview. */
export const TABLE_QR_QUERY = graphql(`
  query TableQr($id: ID!) {
    table(id: $id) {
      id
      guestUrl
      qrSvg
    }
  }
`);

export const CREATE_FLOOR_PLAN_MUTATION = graphql(`
  mutation CreateTablesPlan($venueId: ID!, $input: FloorPlanInput!) {
    createFloorPlan(venueId: $venueId, input: $input) {
      id
    }
  }
`);

export const CREATE_TABLES_MUTATION = graphql(`
  mutation CreateTables($input: CreateTablesInput!) {
    createTables(input: $input) {
      id
      code
    }
  }
`);

export const UPDATE_TABLE_MUTATION = graphql(`
  mutation UpdateTable($id: ID!, $input: TableInput!) {
    updateTable(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_TABLE_MUTATION = graphql(`
  mutation DeleteTable($id: ID!) {
    deleteNode(id: $id) {
      success
    }
  }
`);
