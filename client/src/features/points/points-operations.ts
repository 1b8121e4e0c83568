import { graphql } from '../../gql';

export const PointsRulesPanelFragment = graphql(`
  fragment PointsRulesPanel_rules on PointsRules {
    pointsPerYuan
    reviewPoints
    reviewPhotoPoints
    reviewMinCharacters
    fenPerPoint
    maxDeductionPercent
    validityMonths
  }
`);

export const MyPointsQuery = graphql(`
  query MyPoints($after: String) {
    myPoints {
      balance
      expiringPoints
      expiringAt
    }
    myPointsEntries(first: 20, after: $after) {
      edges {
        cursor
        node {
          id
          points
          kind
          description
          orderId
          orderNumber
          at
          balanceAfter
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    pointsRules {
      ...PointsRulesPanel_rules
    }
  }
`);
