import { graphql } from '@web/gql';

/** Ends this session on the server (its token is refused from now on), or every session of the account. */
export const LOGOUT_CLIENT = graphql(`
  mutation LogoutClient($everywhere: Boolean) {
    logoutClient(everywhere: $everywhere)
  }
`);
