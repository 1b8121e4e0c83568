import { graphql } from '../../gql';

export const CashierQuery = graphql(`
  query Cashier($orderId: ID!) {
    cashier(orderId: $orderId) {
      orderId
      orderNumber
      payableFen
      expiresAt
      onlineMethods
    }
    myRemittance(orderId: $orderId) {
      ...RemittanceStatus_remittance
    }
  }
`);

export const FriendPayOrderQuery = graphql(`
  query FriendPayOrder($token: String!) {
    friendPayOrder(token: $token) {
      orderId
      orderNumber
      payableFen
      expiresAt
      onlineMethods
    }
  }
`);

export const PaymentResultQuery = graphql(`
  query PaymentResult($orderId: ID!) {
    paymentResult(orderId: $orderId) {
      orderId
      status
      method
      amountFen
      paidAt
      reason
    }
  }
`);

export const CreatePaymentMutation = graphql(`
  mutation CreatePayment($input: CreatePaymentInput!) {
    createPayment(input: $input) {
      payment {
        orderId
        method
        amountFen
        payUrl
        qrCodeSvg
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const CreateFriendPaymentMutation = graphql(`
  mutation CreateFriendPayment($input: CreateFriendPaymentInput!) {
    createFriendPayment(input: $input) {
      payment {
        orderId
        method
        amountFen
        payUrl
        qrCodeSvg
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const CreateFriendPayLinkMutation = graphql(`
  mutation CreateFriendPayLink($input: CreateFriendPayLinkInput!) {
    createFriendPayLink(input: $input) {
      link {
        path
        expiresAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);
