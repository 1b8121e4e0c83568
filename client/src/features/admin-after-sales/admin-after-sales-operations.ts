import { graphql } from '../../gql';

/** A decision changes the request, the queue's row, the order's audit trail and refunds: read them again. */
export const AFTER_SALE_REFRESH = {
  refetchQueries: ['AdminAfterSaleDetail', 'AdminAfterSaleQueue', 'AdminOrderDetail', 'AdminOrderRefunds'],
  awaitRefetchQueries: true,
};

export const AdminAfterSaleQueueQuery = graphql(`
  query AdminAfterSaleQueue($filter: StaffAfterSaleFilter, $first: Int, $after: String) {
    staffAfterSaleRequests(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          serviceNumber
          type
          status
          orderNumber
          refundFen
          createdAt
          updatedAt
          buyer {
            id
            nickname
          }
        }
      }
    }
  }
`);

export const AdminAfterSaleDetailQuery = graphql(`
  query AdminAfterSaleDetail($id: ID!) {
    afterSaleRequest(id: $id) {
      id
      serviceNumber
      type
      status
      orderId
      orderNumber
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
      refundFen
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
      goodsFine
      refund {
        id
        amountFen
        method
        status
        settledAt
      }
      createdAt
      updatedAt
      timeline {
        at
        action
        fromStatus
        toStatus
        actorKind
        note
      }
      availableActions
      buyer {
        id
        nickname
        phone
      }
    }
  }
`);

export const AdminApproveAfterSaleMutation = graphql(`
  mutation AdminApproveAfterSale($input: AfterSaleIdInput!) {
    approveAfterSale(input: $input) {
      afterSaleRequest {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const AdminRejectAfterSaleMutation = graphql(`
  mutation AdminRejectAfterSale($input: RejectAfterSaleInput!) {
    rejectAfterSale(input: $input) {
      afterSaleRequest {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const AdminRequestAfterSaleProofMutation = graphql(`
  mutation AdminRequestAfterSaleProof($input: RequestAfterSaleProofInput!) {
    requestAfterSaleProof(input: $input) {
      afterSaleRequest {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const AdminReceiveAfterSaleReturnMutation = graphql(`
  mutation AdminReceiveAfterSaleReturn($input: ReceiveAfterSaleReturnInput!) {
    receiveAfterSaleReturn(input: $input) {
      afterSaleRequest {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const AdminIssueAfterSaleRefundMutation = graphql(`
  mutation AdminIssueAfterSaleRefund($input: AfterSaleIdInput!) {
    issueAfterSaleRefund(input: $input) {
      afterSaleRequest {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const AdminShipAfterSaleReplacementMutation = graphql(`
  mutation AdminShipAfterSaleReplacement($input: ShipAfterSaleInput!) {
    shipAfterSaleReplacement(input: $input) {
      afterSaleRequest {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

/** The buyer's messages across their conversations, newest first; `after` pages to older ones. */
export const AdminCustomerChatHistoryQuery = graphql(`
  query AdminCustomerChatHistory($customerId: ID!, $first: Int, $after: String) {
    customerChatHistory(customerId: $customerId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          role
          senderName
          text
          imageUrl
          systemEvent
          createdAt
        }
      }
    }
  }
`);

/** Any request changed (a buyer applied, shipped the return, cancelled, added proof; staff or the shop moved it). */
export const AdminAfterSaleQueueChangedSubscription = graphql(`
  subscription AdminAfterSaleQueueChanged {
    afterSaleQueueChanged {
      id
      status
    }
  }
`);
