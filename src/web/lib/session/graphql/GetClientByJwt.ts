import { graphql } from '@web/gql';

/** The account of the stored token; the token travels in the Authorization header. */
export const GET_CLIENT_BY_JWT = graphql(`
  query GetClientByJwt {
    getClientByJWT {
      ...SessionClientFields
    }
  }
`);
