import { graphql } from '../../lib/graphql.ts';

/** The stations the caller may see, by name, with the items sent to each. */
export const STATIONS_QUERY = graphql(`
  query Stations {
    stations {
      id
      name
      venueId
      items {
        id
        title
      }
    }
  }
`);

export const CREATE_STATION_MUTATION = graphql(`
  mutation CreateStation($input: StationInput!) {
    createStation(input: $input) {
      id
    }
  }
`);

export const UPDATE_STATION_MUTATION = graphql(`
  mutation UpdateStation($id: ID!, $input: StationInput!) {
    updateStation(id: $id, input: $input) {
      id
    }
  }
`);
