import { graphql } from '../../gql';

export const PartStockQuery = graphql(`
  query PartStock($productId: ID!, $first: Int) {
    partStock(productId: $productId)
    partStockHistory(productId: $productId, first: $first) {
      totalCount
      edges {
        node {
          id
          delta
          stockAfter
          reason
          reference
          note
          actorId
          at
        }
      }
    }
  }
`);

export const AdjustStockMutation = graphql(`
  mutation AdjustStock($input: AdjustStockInput!) {
    adjustStock(input: $input) {
      stock
      userErrors {
        code
        message
        field
      }
    }
  }
`);
