export interface HeaderCounts {
  cartItems: number;
  unreadMessages: number;
}

/**
 * The cart and message counts of the header badges. They load only when a token is present (spec §6),
 * from the cart and messaging areas; until those exist the shop has nothing to count.
 */
export function useHeaderCounts(): HeaderCounts {
  return { cartItems: 0, unreadMessages: 0 };
}
