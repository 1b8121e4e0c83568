import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';

/** One part in a shopper's cart; a part appears at most once per cart (adding it again adds to the line). */
export const CartLine = defineEntity({
  name: 'CartLine',
  tableName: 'cart_line',
  uniques: [{ properties: ['user', 'product'] }],
  indexes: [{ properties: ['user', 'addedAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    product: () => p.manyToOne(Product).ref(),
    quantity: p.integer(),
    /** Selected lines are the ones the subtotal counts and the checkout takes. */
    selected: p.boolean().default(true),
    addedAt: p.datetime(),
    /**
     * A unit price (0.0001 yuan) a sales specialist quoted in reply to an inquiry, kept while the line has the
     * quoted quantity; it applies until `quoteValidUntil` (see `cartLineUnitPriceMilli`).
     */
    quotedUnitPriceMilli: p.integer().nullable(),
    quoteValidUntil: p.datetime().nullable(),
    /** The inquiry number the quote came from, shown on the line. */
    quoteInquiryNumber: p.string().length(24).nullable(),
    /** The buyer's own reference (a BOM line's designators), carried to the order line and its PDF. */
    customerReference: p.string().length(500).nullable(),
  },
});
export type CartLine = InferEntity<typeof CartLine>;

export const cartEntities = [CartLine];
