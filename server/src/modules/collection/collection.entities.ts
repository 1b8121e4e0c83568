import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';

/** A part a user keeps on their favourites list. */
export const Favourite = defineEntity({
  name: 'Favourite',
  tableName: 'favourite',
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    user: () => p.manyToOne(User).ref().primary(),
    product: () => p.manyToOne(Product).ref().primary(),
    createdAt: p.datetime(),
  },
});
export type Favourite = InferEntity<typeof Favourite>;

/** A part a user looked at; one row per part, holding the latest visit. */
export const Footprint = defineEntity({
  name: 'Footprint',
  tableName: 'footprint',
  indexes: [{ properties: ['user', 'visitedAt'] }],
  properties: {
    user: () => p.manyToOne(User).ref().primary(),
    product: () => p.manyToOne(Product).ref().primary(),
    visitedAt: p.datetime(),
  },
});
export type Footprint = InferEntity<typeof Footprint>;

/** A search a logged-in user ran; one row per distinct text, holding the latest time. */
export const SearchHistoryEntry = defineEntity({
  name: 'SearchHistoryEntry',
  tableName: 'search_history_entry',
  indexes: [{ properties: ['user', 'searchedAt'] }],
  properties: {
    user: () => p.manyToOne(User).ref().primary(),
    query: p.string().length(200).primary(),
    searchedAt: p.datetime(),
  },
});
export type SearchHistoryEntry = InferEntity<typeof SearchHistoryEntry>;

export const collectionEntities = [Favourite, Footprint, SearchHistoryEntry];
