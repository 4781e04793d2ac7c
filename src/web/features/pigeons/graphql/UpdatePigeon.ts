import { graphql } from '@web/gql';

/** Owner: changes ring number, sex or colour. */
export const UPDATE_PIGEON = graphql(`
  mutation UpdatePigeon($id: ID!, $input: PigeonInput!) {
    updatePigeon(id: $id, input: $input) {
      ...PigeonListFields
    }
  }
`);
