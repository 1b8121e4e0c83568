import { graphql } from '../../gql';

export const CheckoutChoicesQuery = graphql(`
  query CheckoutChoices {
    myAddresses {
      id
      consignee
      areaCode
      phone
      province
      city
      district
      detail
      isDefault
    }
    pickupPoints {
      id
      name
      address
    }
    myPickupPersons {
      id
      name
      phone
    }
    checkoutOptions {
      pickupDates
      timeSlots
    }
  }
`);

export const CheckoutQuoteQuery = graphql(`
  query CheckoutQuote(
    $deliveryMethod: DeliveryMethod!
    $source: CheckoutSourceInput
    $promotions: CheckoutPromotionsInput
  ) {
    checkoutQuote(deliveryMethod: $deliveryMethod, source: $source, promotions: $promotions) {
      itemsFen
      memberDiscountFen
      couponDeductionFen
      pointsDeductionFen
      freightFen
      payableFen
      coupons {
        couponId
        title
        usable
        deductionFen
        validUntil
        reason {
          code
          message
        }
      }
      selectedCouponId
      points {
        balance
        maxUsable
        used
        fenPerPoint
      }
      lines {
        productId
        mpn
        brandName
        quantity
        unitPriceMilli
        lineTotalFen
        problem {
          code
          message
        }
      }
    }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id
        number
        status
      }
      userErrors {
        code
        message
        field
        lineIds
      }
    }
  }
`);

export const OrderSummaryFragment = graphql(`
  fragment OrderSummary_order on Order {
    id
    number
    kind
    title
    status
    displayStatus
    createdAt
    expiresAt
    payableFen
    availableActions
    review {
      id
    }
    lines {
      id
      mpn
      brandName
      quantity
      unitPriceMilli
      lineTotalFen
      customerReference
    }
  }
`);

export const MyOrdersQuery = graphql(`
  query MyOrders($tab: OrderTab, $after: String) {
    myOrders(tab: $tab, first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...OrderSummary_order
        }
      }
    }
    orderTabCounts {
      all
      pendingPayment
      pendingShipment
      pendingReceipt
      pendingReview
      inProgress
      completed
      closed
    }
  }
`);

export const OrderDetailQuery = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      ...OrderSummary_order
      itemsFen
      memberDiscountFen
      couponDeductionFen
      couponTitle
      pointsDeductionFen
      pointsSpent
      freightFen
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
      receivedAt
      autoConfirmAt
      address {
        consignee
        areaCode
        phone
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
      events {
        id
        kind
        at
        action
        toStatus
        description
      }
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
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

export const DeleteOrderMutation = graphql(`
  mutation DeleteOrder($input: OrderIdInput!) {
    deleteOrder(input: $input) {
      deletedOrderId
      userErrors {
        code
        message
      }
    }
  }
`);

export const RemindToShipMutation = graphql(`
  mutation RemindToShip($input: OrderIdInput!) {
    remindToShip(input: $input) {
      order {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const ConfirmReceiptMutation = graphql(`
  mutation ConfirmReceipt($input: OrderIdInput!) {
    confirmReceipt(input: $input) {
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

export const BuyAgainMutation = graphql(`
  mutation BuyAgain($input: OrderIdInput!) {
    buyAgain(input: $input) {
      addedCount
      skippedCount
      userErrors {
        code
        message
      }
    }
  }
`);

export const PayOrderWithBalanceMutation = graphql(`
  mutation PayOrderWithBalance($input: PayOrderWithBalanceInput!) {
    payOrderWithBalance(input: $input) {
      order {
        id
        status
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const OrderStatusChangedSubscription = graphql(`
  subscription OrderStatusChanged {
    orderStatusChanged {
      orderId
      status
    }
  }
`);

export const MyBalanceQuery = graphql(`
  query MyBalance {
    myBalanceFen
  }
`);
