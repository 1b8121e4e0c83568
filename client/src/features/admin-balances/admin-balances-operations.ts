import { graphql } from '../../gql';

export const CustomerBalanceQuery = graphql(`
  query CustomerBalance($customerId: ID!) {
    staffCustomer(id: $customerId) {
      balanceFen
    }
  }
`);

export const BalanceCustomerSearchQuery = graphql(`
  query BalanceCustomerSearch($query: String!) {
    staffCustomers(query: $query, first: 8) {
      totalCount
      edges {
        node {
          id
          displayName
          email
          phone
          vip
        }
      }
    }
  }
`);

export const BalanceAdjustmentsQuery = graphql(`
  query BalanceAdjustments($customerId: ID, $first: Int, $after: String) {
    balanceAdjustments(customerId: $customerId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          customerId
          customerName
          staffName
          amountFen
          reason
          at
        }
      }
    }
  }
`);

export const AdjustCustomerBalanceMutation = graphql(`
  mutation AdjustCustomerBalance($input: AdjustBalanceInput!) {
    adjustBalance(input: $input) {
      balanceFen
      userErrors {
        code
        message
        field
      }
    }
  }
`);
