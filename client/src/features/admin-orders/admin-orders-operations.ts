import { graphql } from '../../gql';

export const AdminOrdersListQuery = graphql(`
  query AdminOrdersList($query: String, $status: OrderStatus, $moneyToReturn: Boolean, $first: Int, $after: String) {
    staffOrders(query: $query, status: $status, moneyToReturn: $moneyToReturn, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          number
          status
          createdAt
          payableFen
          lineCount
          firstMpn
          moneyToReturnFen
          buyer {
            id
            email
            phone
          }
        }
      }
    }
  }
`);

export const AdminOrderDetailQuery = graphql(`
  query AdminOrderDetail($id: ID!) {
    staffOrder(id: $id) {
      staffActions
      buyer {
        id
        email
        phone
        nickname
      }
      order {
        id
        number
        status
        createdAt
        expiresAt
        itemsFen
        memberDiscountFen
        couponDeductionFen
        pointsDeductionFen
        freightFen
        payableFen
        paidFen
        paymentMethod
        paidAt
        remark
        invoiceType
        invoiceTitle
        invoiceTaxNumber
        deliveryMethod
        cancelReason
        carrier
        waybillNumber
        shippedAt
        address {
          consignee
          areaCode
          phone
          country
          province
          city
          district
          detail
        }
        pickup {
          pointName
          pointAddress
          date
          timeSlot
          personName
          personPhone
        }
        lines {
          id
          productId
          mpn
          brandName
          package
          quantity
          unitPriceMilli
          lineTotalFen
        }
      }
      moneyToReturnFen
      payments {
        id
        provider
        transactionRef
        amountFen
        paidAt
        receivedAt
        status
        returnReason
        toReturn
        returning
        returnedAt
      }
      remittances {
        id
        status
        payerName
        bank
        account
        amountFen
        proofUrls
        rejectReason
        submittedAt
      }
      audit {
        id
        kind
        at
        action
        fromStatus
        toStatus
        description
        actor {
          id
          name
          roles
        }
      }
    }
  }
`);

export const AdminApproveOrderMutation = graphql(`
  mutation AdminApproveOrder($input: OrderIdInput!) {
    approveOrder(input: $input) {
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

export const AdminRejectOrderApprovalMutation = graphql(`
  mutation AdminRejectOrderApproval($input: RejectOrderApprovalInput!) {
    rejectOrderApproval(input: $input) {
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

export const AdminShipOrderMutation = graphql(`
  mutation AdminShipOrder($input: ShipOrderInput!) {
    shipOrder(input: $input) {
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

export const AdminAddTrackingMutation = graphql(`
  mutation AdminAddTracking($input: AddLogisticsEventInput!) {
    addLogisticsEvent(input: $input) {
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

export const AdminConfirmRemittanceMutation = graphql(`
  mutation AdminConfirmRemittance($input: ConfirmRemittanceInput!) {
    confirmRemittance(input: $input) {
      remittance {
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

export const AdminRejectRemittanceMutation = graphql(`
  mutation AdminRejectRemittance($input: RejectRemittanceInput!) {
    rejectRemittance(input: $input) {
      remittance {
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

export const ChatCustomerRecentOrdersQuery = graphql(`
  query ChatCustomerRecentOrders($customerId: ID!) {
    customerRecentOrders(customerId: $customerId) {
      id
      number
      status
      createdAt
      payableFen
      firstMpn
      lineCount
    }
  }
`);
