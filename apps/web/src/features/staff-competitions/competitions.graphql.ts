import { graphql } from '../../lib/graphql.ts';

/** Every competition the caller may see, with what the list and the edit form show. */
export const COMPETITIONS_QUERY = graphql(`
  query Competitions {
    competitions {
      id
      name
      metric
      startsOn
      endsOn
      goal
      prize
      status
      venues {
        id
        name
      }
      staff {
        id
        name
      }
      items {
        id
        name
      }
      categories {
        id
        name
      }
      leader {
        name
        value
      }
    }
  }
`);

/** One competition's leaderboard: live while it runs, frozen once finished. */
export const COMPETITION_BOARD_QUERY = graphql(`
  query CompetitionBoard($id: ID!) {
    competition(id: $id) {
      id
      name
      metric
      startsOn
      endsOn
      goal
      prize
      status
      frozenAt
      venues {
        id
        name
      }
      leaderboard {
        rank
        staffId
        name
        quantity
        amount
        value
        progress
      }
    }
  }
`);

/** What the form's pickers offer: staff, products and categories. */
export const COMPETITION_CHOICES_QUERY = graphql(`
  query CompetitionChoices {
    staffs {
      id
      name
    }
    competitionChoices {
      items {
        id
        name
      }
      categories {
        id
        name
      }
    }
  }
`);

export const CREATE_COMPETITION_MUTATION = graphql(`
  mutation CreateCompetition($input: CompetitionInput!) {
    createCompetition(input: $input) {
      id
    }
  }
`);

export const UPDATE_COMPETITION_MUTATION = graphql(`
  mutation UpdateCompetition($id: ID!, $input: CompetitionInput!) {
    updateCompetition(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_COMPETITION_MUTATION = graphql(`
  mutation DeleteCompetition($id: ID!) {
    deleteNode(id: $id, force: false) {
      success
    }
  }
`);
