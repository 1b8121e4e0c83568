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
      id
      status
      rejectReason
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
      status
      method
      amountFen
      reason
    }
  }
`);

export const CreatePaymentMutation = graphql(`
  mutation CreatePayment($input: CreatePaymentInput!) {
    createPayment(input: $input) {
      payment {
        orderId
        action
        payUrl
        qrCodeSvg
        wechatJsapi {
          appId
          timeStamp
          nonceStr
          package
          signType
          paySign
        }
      }
      userErrors {
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
      }
      userErrors {
        message
      }
    }
  }
`);

export const PaymentAuthorizationUrlQuery = graphql(`
  query PaymentAuthorizationUrl($method: OnlinePaymentMethod!, $channel: PaymentChannel!, $pagePath: String!) {
    paymentAuthorizationUrl(method: $method, channel: $channel, pagePath: $pagePath)
  }
`);
