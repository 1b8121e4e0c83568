import { graphql } from '../../gql';

export const OfferTicketFragment = graphql(`
  fragment OfferTicket_offer on CouponOffer {
    id
    title
    description
    discountKind
    amountOffFen
    percentOff
    maxDiscountFen
    thresholdFen
    scope {
      summary
    }
    validFrom
    validUntil
    validDays
    claimEndsAt
    remaining
    claimedByMe
    canClaim
  }
`);

export const CouponOffersQuery = graphql(`
  query CouponOffers($first: Int!, $after: String, $productId: ID) {
    couponOffers(first: $first, after: $after, productId: $productId) {
      edges {
        cursor
        node {
          id
          ...OfferTicket_offer
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ClaimCouponMutation = graphql(`
  mutation ClaimCoupon($input: ClaimCouponInput!) {
    claimCoupon(input: $input) {
      coupon {
        id
        status
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const RedeemDiscountCodeMutation = graphql(`
  mutation RedeemDiscountCode($input: RedeemDiscountCodeInput!) {
    redeemDiscountCode(input: $input) {
      coupon {
        id
        title
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const MyCouponTicketFragment = graphql(`
  fragment MyCouponTicket_coupon on UserCoupon {
    id
    title
    description
    discountKind
    amountOffFen
    percentOff
    maxDiscountFen
    thresholdFen
    scope {
      summary
      kind
      categories {
        id
      }
      manufacturers {
        id
      }
      products {
        id
      }
    }
    status
    source
    claimedAt
    validFrom
    validUntil
    usedAt
    orderId
    orderNumber
    expiresSoon
  }
`);

export const MyCouponsQuery = graphql(`
  query MyCoupons($status: CouponStatus!, $after: String) {
    myCoupons(status: $status, first: 20, after: $after) {
      edges {
        cursor
        node {
          id
          ...MyCouponTicket_coupon
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    myCouponCounts {
      unused
      used
      expired
    }
  }
`);
