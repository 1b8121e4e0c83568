import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { StoredUser } from './session-store';

/** What every login payload and `me` return of the user, for the header (name, and tier for a shopper). */
export const SessionUserFragment = graphql(`
  fragment SessionUser_viewer on Viewer {
    id
    displayName
    vip
    roles
  }
`);

export function storedUserFrom(viewer: FragmentType<typeof SessionUserFragment>): StoredUser {
  const { id, displayName, vip, roles } = getFragmentData(SessionUserFragment, viewer);
  return { id, displayName, vip, staff: roles.some((role) => role !== 'BUYER') };
}
