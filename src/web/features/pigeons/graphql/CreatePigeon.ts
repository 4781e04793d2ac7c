import { graphql } from '@web/gql';

/** Breeder: a new own pigeon. */
export const CREATE_PIGEON = graphql(`
  mutation CreatePigeon($input: PigeonInput!) {
    createPigeon(input: $input) {
      ...PigeonListFields
    }
  }
`);
