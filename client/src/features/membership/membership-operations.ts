import { graphql } from '../../gql';

export const MembershipLevelsTableFragment = graphql(`
  fragment MembershipLevelsTable_level on MembershipLevel {
    code
    name
    growthRequired
    discountPercent
    pointsMultiplierPercent
    perks
  }
`);

export const MyMembershipQuery = graphql(`
  query MyMembership {
    me {
      id
      ...SessionUser_viewer
    }
    myMembership {
      active
      validUntil
      growth
      growthToNext
      level {
        code
        name
        growthRequired
        discountPercent
      }
      nextLevel {
        code
        name
        growthRequired
      }
    }
    membershipPlans {
      code
      months
      priceFen
      active
    }
    membershipLevels {
      code
      ...MembershipLevelsTable_level
    }
  }
`);

export const BuyMembershipMutation = graphql(`
  mutation BuyMembership($input: BuyMembershipInput!) {
    buyMembership(input: $input) {
      orderId
      orderNumber
      userErrors {
        code
        message
      }
    }
  }
`);
