import { graphql } from '../../gql';

export const RefundFieldsFragment = graphql(`
  fragment StaffRefund_refund on Refund {
    id
    orderId
    orderNumber
    amountFen
    method
    status
    reason
    createdAt
    settledAt
    transferProofUrls
  }
`);

export const AdminOrderRefundsQuery = graphql(`
  query AdminOrderRefunds($orderId: ID!) {
    orderRefunds(orderId: $orderId) {
      ...StaffRefund_refund
    }
  }
`);

export const AdminRefundsToTransferQuery = graphql(`
  query AdminRefundsToTransfer($statuses: [RefundStatus!], $first: Int, $after: String) {
    staffRefunds(statuses: $statuses, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...StaffRefund_refund
        }
      }
    }
  }
`);

export const AdminCancelPaidOrderMutation = graphql(`
  mutation AdminCancelPaidOrder($input: CancelPaidOrderInput!) {
    cancelPaidOrder(input: $input) {
      order {
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
