import { graphql } from '../../gql';

export const BroadcastAudienceSizeQuery = graphql(`
  query BroadcastAudienceSize($audience: BroadcastAudienceInput!) {
    broadcastAudienceSize(audience: $audience)
  }
`);

export const SentBroadcastsQuery = graphql(`
  query SentBroadcasts($first: Int, $after: String) {
    broadcasts(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          audience
          orderedWithinDays
          title
          body
          link
          recipientCount
          senderName
          createdAt
          deliveredAt
        }
      }
    }
  }
`);

export const SendBroadcastMutation = graphql(`
  mutation SendBroadcast($input: SendBroadcastInput!) {
    sendBroadcast(input: $input) {
      broadcast {
        id
        recipientCount
        deliveredAt
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);
