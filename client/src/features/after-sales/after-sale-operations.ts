import { graphql } from '../../gql';

export const AfterSaleOptionsQuery = graphql(`
  query AfterSaleOptions($orderId: ID!) {
    afterSaleOptions(orderId: $orderId) {
      orderId
      orderNumber
      eligible
      ineligibleCode
      noReasonReturnUntil
      types
      maxProofImages
      reasons {
        type
        code
        noReason
      }
      lines {
        orderLineId
        productId
        mpn
        brandName
        package
        boughtQuantity
        availableQuantity
        unitPriceMilli
        paidShareFen
      }
    }
  }
`);

export const AfterSaleQuoteQuery = graphql(`
  query AfterSaleQuote($input: AfterSaleQuoteInput!) {
    afterSaleQuote(input: $input) {
      refundFen
      freightRefundFen
    }
  }
`);

export const AfterSaleSummaryFragment = graphql(`
  fragment AfterSaleSummary_request on AfterSaleRequest {
    id
    serviceNumber
    type
    status
    orderId
    orderNumber
    refundFen
    createdAt
    updatedAt
  }
`);

export const MyAfterSaleRequestsQuery = graphql(`
  query MyAfterSaleRequests($statuses: [AfterSaleStatus!], $after: String) {
    myAfterSaleRequests(statuses: $statuses, first: 10, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...AfterSaleSummary_request
        }
      }
    }
  }
`);

export const AfterSaleDetailQuery = graphql(`
  query AfterSaleDetail($id: ID!) {
    afterSaleRequest(id: $id) {
      ...AfterSaleSummary_request
      lines {
        orderLineId
        mpn
        brandName
        package
        quantity
        refundFen
      }
      reasonCode
      explanation
      proofImageUrls
      contactPhone
      freightRefundFen
      returnAddress
      returnDeadlineAt
      returnCarrier
      returnWaybillNumber
      returnShippedAt
      replacementCarrier
      replacementWaybillNumber
      rejectReason
      proofRequest
      refund {
        id
        amountFen
        method
        status
        settledAt
      }
      timeline {
        at
        action
        fromStatus
        toStatus
        actorKind
        note
      }
      availableActions
    }
  }
`);

export const ShipAfterSaleReturnMutation = graphql(`
  mutation ShipAfterSaleReturn($input: ShipAfterSaleInput!) {
    shipAfterSaleReturn(input: $input) {
      afterSaleRequest {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const CancelAfterSaleMutation = graphql(`
  mutation CancelAfterSale($input: AfterSaleIdInput!) {
    cancelAfterSale(input: $input) {
      afterSaleRequest {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const ConfirmAfterSaleReplacementMutation = graphql(`
  mutation ConfirmAfterSaleReplacement($input: AfterSaleIdInput!) {
    confirmAfterSaleReplacement(input: $input) {
      afterSaleRequest {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const AfterSaleStatusChangedSubscription = graphql(`
  subscription AfterSaleStatusChanged {
    afterSaleStatusChanged {
      id
      serviceNumber
      status
    }
  }
`);

export const AfterSaleEligibilityQuery = graphql(`
  query AfterSaleEligibility($orderId: ID!) {
    afterSaleOptions(orderId: $orderId) {
      orderId
      eligible
    }
  }
`);
