import { graphql } from '@web/gql';

/** Admin: changes another account's role. */
export const SET_CLIENT_ROLE = graphql(`
  mutation SetClientRole($id: Int!, $role: Role!) {
    setClientRole(id: $id, role: $role) {
      ...ClientRoleFields
    }
  }
`);
