import { graphql } from '../../lib/graphql.ts';

/** One page of the library, newest first. */
export const IMAGES_QUERY = graphql(`
  query LibraryImages($filter: ImageFilter, $first: Int, $after: String) {
    images(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        title
        kind
        url
        size
        updatedAt
        usageCount
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One image with where it is used. */
export const IMAGE_QUERY = graphql(`
  query LibraryImage($id: ID!) {
    image(id: $id) {
      id
      title
      kind
      url
      contentType
      size
      createdAt
      updatedAt
      usageCount
      usages {
        kind
        id
        name
      }
    }
  }
`);

export const LIBRARY_UPLOAD_URL_MUTATION = graphql(`
  mutation LibraryUploadUrl($filename: String!) {
    getFileUploadUrl(filename: $filename) {
      id
      url
      contentType
      maxBytes
    }
  }
`);

export const CREATE_LIBRARY_IMAGE_MUTATION = graphql(`
  mutation CreateLibraryImage($title: String!, $fileId: ID!, $kind: String) {
    createImage(title: $title, fileId: $fileId, kind: $kind) {
      id
      title
      url
    }
  }
`);

export const UPDATE_IMAGE_MUTATION = graphql(`
  mutation UpdateImage($id: ID!, $title: String!, $kind: String!) {
    updateImage(id: $id, title: $title, kind: $kind) {
      id
    }
  }
`);

export const REPLACE_IMAGE_MUTATION = graphql(`
  mutation ReplaceImage($id: ID!, $fileId: ID!) {
    replaceImage(id: $id, fileId: $fileId) {
      id
      url
    }
  }
`);

export const DELETE_IMAGE_MUTATION = graphql(`
  mutation DeleteImage($id: ID!, $force: Boolean) {
    deleteNode(id: $id, force: $force) {
      success
    }
  }
`);

export const DELETE_UNUSED_IMAGES_MUTATION = graphql(`
  mutation DeleteUnusedImages {
    deleteUnusedImages
  }
`);
