import { graphql } from '../../gql';

/** The header badge's count; loaded only with a session (spec §6). Kept apart so the home chunk stays small. */
export const HeaderCartCountQuery = graphql(`
  query HeaderCartCount {
    cartCount
  }
`);

export const MyCartQuery = graphql(`
  query MyCart {
    myCart {
      lineCount
      ...CartView_cart
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        lineCount
        ...CartView_cart
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

export const UpdateCartLineMutation = graphql(`
  mutation UpdateCartLine($input: UpdateCartLineInput!) {
    updateCartLine(input: $input) {
      cart {
        lineCount
        ...CartView_cart
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

export const SelectCartLinesMutation = graphql(`
  mutation SelectCartLines($input: SelectCartLinesInput!) {
    selectCartLines(input: $input) {
      cart {
        lineCount
        ...CartView_cart
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

export const RemoveCartLinesMutation = graphql(`
  mutation RemoveCartLines($input: RemoveCartLinesInput!) {
    removeCartLines(input: $input) {
      removedCount
      cart {
        lineCount
        ...CartView_cart
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

export const MoveCartLinesToFavouritesMutation = graphql(`
  mutation MoveCartLinesToFavourites($input: RemoveCartLinesInput!) {
    moveCartLinesToFavourites(input: $input) {
      removedCount
      cart {
        lineCount
        ...CartView_cart
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
