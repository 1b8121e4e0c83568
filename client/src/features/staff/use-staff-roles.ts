import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { Role } from '../../gql/graphql';

const StaffRolesQuery = graphql(`
  query StaffRoles {
    me {
      id
      roles
    }
  }
`);

/**
 * The signed-in user's roles, read fresh, for staff pages deciding between their console and a forbidden notice
 * (the server checks the role on every call as well).
 */
export function useStaffRoles(): { roles: readonly Role[]; loading: boolean } {
  const { data, loading } = useQuery(StaffRolesQuery, { fetchPolicy: 'network-only' });
  return { roles: data?.me.roles ?? [], loading: loading && !data };
}
