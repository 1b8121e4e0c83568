import { graphql } from '../../gql';

/**
 * A change made on a template's page shows in its counts and in the codes and claims below it: read them again (the
 * list reads the server itself when it opens again).
 */
export const TEMPLATE_REFRESH = {
  refetchQueries: ['AdminCouponTemplate', 'AdminDiscountCodes', 'AdminCouponClaims'],
  awaitRefetchQueries: true,
};

export const CouponTemplateDetailFragment = graphql(`
  fragment CouponTemplateDetail_template on CouponTemplate {
    id
    title
    description
    discountKind
    amountOffFen
    percentOff
    maxDiscountFen
    thresholdFen
    scope {
      kind
      summary
      categories {
        id
        name
      }
      manufacturers {
        id
        name
      }
      products {
        id
        name
      }
    }
    validFrom
    validUntil
    validDays
    claimStartsAt
    claimEndsAt
    totalQuantity
    claimedCount
    usedCount
    perUserLimit
    publicClaim
    status
    createdAt
  }
`);

export const AdminCouponTemplatesQuery = graphql(`
  query AdminCouponTemplates($status: CouponTemplateStatus, $search: String, $first: Int, $after: String) {
    staffCouponTemplates(status: $status, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          status
          totalQuantity
          claimedCount
          usedCount
          publicClaim
          scope {
            summary
          }
        }
      }
    }
  }
`);

export const AdminCouponTemplateQuery = graphql(`
  query AdminCouponTemplate($id: ID!) {
    staffCouponTemplate(id: $id) {
      id
      ...CouponTemplateDetail_template
    }
  }
`);

export const AdminSaveCouponTemplateMutation = graphql(`
  mutation AdminSaveCouponTemplate($input: SaveCouponTemplateInput!) {
    saveCouponTemplate(input: $input) {
      template {
        id
        ...CouponTemplateDetail_template
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminSetCouponTemplateStatusMutation = graphql(`
  mutation AdminSetCouponTemplateStatus($input: SetCouponTemplateStatusInput!) {
    setCouponTemplateStatus(input: $input) {
      template {
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

export const AdminIssueCouponsMutation = graphql(`
  mutation AdminIssueCoupons($input: IssueCouponsInput!) {
    issueCoupons(input: $input) {
      issuedCount
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminCreateDiscountCodesMutation = graphql(`
  mutation AdminCreateDiscountCodes($input: CreateDiscountCodesInput!) {
    createDiscountCodes(input: $input) {
      codes {
        id
        code
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AdminDiscountCodesQuery = graphql(`
  query AdminDiscountCodes($templateId: ID!, $first: Int, $after: String) {
    staffDiscountCodes(templateId: $templateId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          code
          singleUse
          maxRedemptions
          redeemedCount
          status
          createdAt
        }
      }
    }
  }
`);

export const AdminCouponClaimsQuery = graphql(`
  query AdminCouponClaims($templateId: ID!, $first: Int, $after: String) {
    staffCouponClaims(templateId: $templateId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          userId
          userName
          status
          source
          claimedAt
          usedAt
          orderNumber
        }
      }
    }
  }
`);
