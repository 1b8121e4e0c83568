import { graphql } from '../../gql';

/** Invitees per page of the invite page's list. */
export const INVITEES_PAGE_SIZE = 20;

export const MyInvitationQuery = graphql(`
  query MyInvitation($first: Int!, $after: String) {
    myInvitation {
      code
      link
      posterUrl
      invitedCount
      rewardedCount
      invitees(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            maskedName
            joinedAt
            rewarded
          }
        }
      }
    }
    invitationRewards {
      kind
      points
      couponTitle
    }
  }
`);
