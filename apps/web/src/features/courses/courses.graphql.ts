import { graphql } from '../../lib/graphql.ts';

/** The course types in kitchen order. */
export const COURSE_TYPES_QUERY = graphql(`
  query CourseTypes {
    courseTypes {
      id
      name
      label
      position
    }
  }
`);

export const CREATE_COURSE_TYPE_MUTATION = graphql(`
  mutation CreateCourseType($input: CourseTypeInput!) {
    createCourseType(input: $input) {
      id
    }
  }
`);

export const UPDATE_COURSE_TYPE_MUTATION = graphql(`
  mutation UpdateCourseType($id: ID!, $input: CourseTypeInput!) {
    updateCourseType(id: $id, input: $input) {
      id
    }
  }
`);
