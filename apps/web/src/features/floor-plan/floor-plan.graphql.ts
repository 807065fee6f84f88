import { graphql } from '../../lib/graphql.ts';

export const FLOOR_PLAN_FIELDS = graphql(`
  fragment FloorPlanFields on FloorPlan @_unmask {
    id
    venueId
    name
    position
    width
    height
    version
    areas {
      id
      label
      posX
      posY
      width
      height
      rotation
    }
    tables {
      id
      code
      seats
      shape
      width
      height
      posX
      posY
      rotation
      section
      active
    }
  }
`);

/** A venue's floor plans in tab order, each with its tables and areas. */
export const FLOOR_PLANS_QUERY = graphql(
  `
  query FloorPlans($venueId: ID!) {
    floorPlans(venueId: $venueId) {
      ...FloorPlanFields
    }
  }
`,
  [FLOOR_PLAN_FIELDS],
);

export const CREATE_FLOOR_PLAN_MUTATION = graphql(`
  mutation CreateFloorPlan($venueId: ID!, $input: FloorPlanInput!) {
    createFloorPlan(venueId: $venueId, input: $input) {
      id
    }
  }
`);

export const RENAME_FLOOR_PLAN_MUTATION = graphql(`
  mutation RenameFloorPlan($id: ID!, $name: String!) {
    renameFloorPlan(id: $id, name: $name) {
      id
    }
  }
`);

export const SAVE_FLOOR_PLAN_MUTATION = graphql(
  `
  mutation SaveFloorPlan($id: ID!, $input: FloorPlanSaveInput!) {
    saveFloorPlan(id: $id, input: $input) {
      ...FloorPlanFields
    }
  }
`,
  [FLOOR_PLAN_FIELDS],
);

export const DELETE_FLOOR_PLAN_MUTATION = graphql(`
  mutation DeleteFloorPlan($id: ID!, $force: Boolean) {
    deleteNode(id: $id, force: $force) {
      success
    }
  }
`);
