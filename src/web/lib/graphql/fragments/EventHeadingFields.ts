import { graphql } from '@web/gql';

/** What an event's sub-pages show of it above their content: its title and its status. */
export const EVENT_HEADING_FIELDS = graphql(`
  fragment EventHeadingFields on Event {
    id
    title
    status
  }
`);
