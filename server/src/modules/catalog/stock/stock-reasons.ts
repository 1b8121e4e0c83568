/** Why a part's stock moved: a staff adjustment, or an order taking or giving back pieces. */
export const StockReason = {
  /** Goods arrived: pieces added. */
  RECEIVED: 'RECEIVED',
  /** A count of the shelf (or an imported stock column): the stock set to what was counted. */
  COUNTED: 'COUNTED',
  /** Damaged or lost goods: pieces taken off. */
  DAMAGED: 'DAMAGED',
  /** An order placed took its pieces. */
  ORDER_PLACED: 'ORDER_PLACED',
  /** An order that ended unpaid, refused, cancelled or unfulfillable gave its pieces back. */
  ORDER_RELEASED: 'ORDER_RELEASED',
  /** An after-sales return came back in good condition. */
  RETURNED: 'RETURNED',
} as const;
export type StockReason = (typeof StockReason)[keyof typeof StockReason];

/** The reasons staff adjust stock by hand; the others are written by orders and after-sales. */
export const staffStockReasons = [StockReason.RECEIVED, StockReason.COUNTED, StockReason.DAMAGED] as const;
export type StaffStockReason = (typeof staffStockReasons)[number];
