import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { LocalizedText } from '../../platform/i18n/index.js';
import { User } from '../identity/identity.entities.js';

/** A delivery address of a user. Exactly one of a user's addresses is the default once they have any. */
export const Address = defineEntity({
  name: 'Address',
  tableName: 'address',
  // A label names one address of its owner; several addresses without a label are fine (NULLs never collide).
  uniques: [{ properties: ['user', 'label'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref(),
    consignee: p.string().length(32),
    /** Digits only, e.g. `86`. */
    areaCode: p.string().length(4),
    /** Digits only, without the area code. */
    phone: p.string().length(15),
    /** ISO 3166-1 alpha-2, e.g. `CN`. */
    country: p.string().length(2),
    province: p.string().length(64),
    city: p.string().length(64),
    /** District or street. */
    district: p.string().length(64).nullable(),
    postalCode: p.string().length(10).nullable(),
    detail: p.string().length(200),
    label: p.string().length(10).nullable(),
    isDefault: p.boolean().default(false),
    createdAt: p.datetime(),
  },
});
export type Address = InferEntity<typeof Address>;

/** A shop where orders with store pickup can be collected (demo data seeds a few). */
export const PickupPoint = defineEntity({
  name: 'PickupPoint',
  tableName: 'pickup_point',
  properties: {
    id: p.integer().primary(),
    name: p.json<LocalizedText>(),
    address: p.json<LocalizedText>(),
    openingHours: p.json<LocalizedText>(),
    /** With area code, e.g. `+86 755 8321 6600`. */
    phone: p.string().length(32),
    position: p.integer().default(0),
  },
});
export type PickupPoint = InferEntity<typeof PickupPoint>;

/** Someone a user lets collect a store-pickup order. */
export const PickupPerson = defineEntity({
  name: 'PickupPerson',
  tableName: 'pickup_person',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).ref(),
    name: p.string().length(32),
    areaCode: p.string().length(4),
    phone: p.string().length(15),
    createdAt: p.datetime(),
  },
});
export type PickupPerson = InferEntity<typeof PickupPerson>;

export const addressEntities = [Address, PickupPoint, PickupPerson];
