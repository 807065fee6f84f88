import { graphql } from '../../lib/graphql.ts';

/** What's new, newest first, in the reader's language. */
export const CHANGELOG_QUERY = graphql(`
  query Changelog($language: String) {
    changelog(language: $language) {
      id
      title
      body
      link
      publishedAt
      unread
    }
  }
`);

/** Everything published until now is read: clears the top bar's dot. */
export const MARK_CHANGELOG_READ_MUTATION = graphql(`
  mutation MarkChangelogRead {
    markChangelogRead
  }
`);
