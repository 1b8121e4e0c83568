import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { Permission } from '../../gql/graphql';

const StaffPermissionsQuery = graphql(`
  query StaffPermissions {
    me {
      id
      permissions
    }
  }
`);

/**
 * The signed-in user's permissions (from the server's permission catalogue), read fresh, for staff pages deciding
 * between their console and a forbidden notice (the server checks the permission on every call as well).
 */
export function useStaffPermissions(): { permissions: readonly Permission[]; loading: boolean } {
  const { data, loading } = useQuery(StaffPermissionsQuery, { fetchPolicy: 'network-only' });
  return { permissions: data?.me.permissions ?? [], loading: loading && !data };
}
