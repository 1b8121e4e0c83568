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
  },
});
export type CartLine = InferEntity<typeof CartLine>;

export const cartEntities = [CartLine];
