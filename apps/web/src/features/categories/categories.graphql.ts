import { graphql } from '../../lib/graphql.ts';

/** Every category with what its form edits, and the course types to choose from. */
export const CATEGORY_LIST_QUERY = graphql(`
  query CategoryList {
    categories {
      id
      name
      nameLang {
        en
        se
        es
        no
      }
      color
      vatRate
      parentId
      courseTypeId
      courseType {
        id
        label
      }
    }
    courseTypes {
      id
      name
      label
    }
  }
`);

export const CREATE_CATEGORY_MUTATION = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`);

export const UPDATE_CATEGORY_MUTATION = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
    }
  }
`);
