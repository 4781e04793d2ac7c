import { graphql } from '@web/gql';

/** Owner: deletes a pigeon with its flight results (refused while registered for a started event). */
export const DELETE_PIGEON = graphql(`
  mutation DeletePigeon($id: ID!) {
    deletePigeon(id: $id)
  }
`);
