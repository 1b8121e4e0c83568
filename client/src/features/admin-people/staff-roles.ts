import type { Role } from '../../gql/graphql';

/** The roles an admin can give a staff account, in the order the form lists them. */
export const assignableRoles: readonly Role[] = ['SUPPORT', 'SALES', 'ADMIN'];
