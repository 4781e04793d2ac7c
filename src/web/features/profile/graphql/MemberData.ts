import { graphql } from '@web/gql';

/**
 * Everything the own account holds or made, as one JSON document (the server's text, downloaded as
 * it is; what it says of its parts in the page's language). Sent without Apollo: the document must not land in Apollo's cache, which is kept on the
 * device.
 */
export const MY_DATA = graphql(`
  query MyData($language: Language) {
    myData(language: $language)
  }
`);

/** Deletes the own account (the password as its SHA-256 hex); every session of it ends. */
export const DELETE_MY_ACCOUNT = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);
