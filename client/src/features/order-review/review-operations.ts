import { graphql } from '../../gql';

export const OrderReviewPageQuery = graphql(`
  query OrderReviewPage($id: ID!) {
    order(id: $id) {
      id
      number
      status
      lines {
        id
        mpn
        brandName
        quantity
      }
    }
    orderReview(orderId: $id) {
      id
      rating
      content
      photoUrls
      anonymous
      createdAt
    }
  }
`);

export const ProductReviewsListQuery = graphql(`
  query ProductReviewsList($productId: ID!, $first: Int, $after: String) {
    productRating(productId: $productId) {
      count
      average
    }
    productReviews(productId: $productId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          rating
          content
          photoUrls
          anonymous
          authorName
          createdAt
        }
      }
    }
  }
`);
