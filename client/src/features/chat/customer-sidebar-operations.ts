import { graphql } from '../../gql';

export const ChatCustomerAfterSalesQuery = graphql(`
  query ChatCustomerAfterSales($customerId: ID!) {
    staffAfterSaleRequests(filter: { customerId: $customerId }, first: 5) {
      totalCount
      edges {
        node {
          id
          serviceNumber
          type
          status
          orderNumber
        }
      }
    }
  }
`);

export const ChatCustomerCartQuery = graphql(`
  query ChatCustomerCart($customerId: ID!) {
    customerCart(customerId: $customerId) {
      lineCount
      selectedSubtotalFen
      lines {
        id
        quantity
        lineTotalFen
        product {
          id
          mpn
        }
      }
    }
  }
`);
