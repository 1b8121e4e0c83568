import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import type { Address, PickupPerson } from './addresses.entities.js';
import type { AddressesService } from './addresses.service.js';

const id = z.union([z.string().max(20), z.number().int()]).describe('Id of one of the signed-in user’s rows');
const idOf = (value: string | number) => parseId(value, ['input', 'id']);

const addressBody = z.object({
  consignee: z.string().max(64),
  area_code: z.string().max(5).optional().describe('Area code of the phone, default 86'),
  phone: z.string().max(32),
  country: z.string().max(8).describe('ISO 3166-1 alpha-2 code, e.g. CN'),
  province: z.string().max(128).describe('Province or state'),
  city: z.string().max(128),
  district: z.string().max(128).optional().describe('District or street'),
  postal_code: z.string().max(16).optional(),
  detail: z.string().max(400).describe('Detailed address: no special characters or emoji'),
  label: z.string().max(32).optional().describe("Unique among the user's addresses"),
  is_default: z.boolean().optional(),
});

const addressData = z.object({
  id: z.string(),
  consignee: z.string(),
  area_code: z.string(),
  phone: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string().nullable(),
  postal_code: z.string().nullable(),
  detail: z.string(),
  label: z.string().nullable(),
  is_default: z.boolean(),
});

const pickupPersonBody = z.object({
  name: z.string().max(64),
  area_code: z.string().max(5).optional().describe('Area code of the phone, default 86'),
  phone: z.string().max(32),
});
const pickupPersonData = z.object({ id: z.string(), name: z.string(), area_code: z.string(), phone: z.string() });

function toAddressData(address: Address): z.infer<typeof addressData> {
  return {
    id: String(address.id),
    consignee: address.consignee,
    area_code: address.areaCode,
    phone: address.phone,
    country: address.country,
    province: address.province,
    city: address.city,
    district: address.district ?? null,
    postal_code: address.postalCode ?? null,
    detail: address.detail,
    label: address.label ?? null,
    is_default: address.isDefault,
  };
}

function toAddressChange(body: z.infer<typeof addressBody>) {
  return {
    consignee: body.consignee,
    areaCode: body.area_code,
    phone: body.phone,
    country: body.country,
    province: body.province,
    city: body.city,
    district: body.district,
    postalCode: body.postal_code,
    detail: body.detail,
    label: body.label,
    isDefault: body.is_default,
  };
}

function toPickupPersonData(person: PickupPerson): z.infer<typeof pickupPersonData> {
  return { id: String(person.id), name: person.name, area_code: person.areaCode, phone: person.phone };
}

const sessionNote = 'code -202 without a valid session';

export function addressesRoutes(addresses: AddressesService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/address/list',
      tag: 'address',
      summary: `The signed-in user's addresses, the default first; ${sessionNote}`,
      data: z.array(addressData),
      handle: async (ctx) => (await addresses.listAddresses(ctx)).map(toAddressData),
    }),
    defineRoute({
      method: 'POST',
      path: '/address/add',
      tag: 'address',
      summary: `Adds an address (the first one becomes the default); ${sessionNote}`,
      body: addressBody,
      data: addressData,
      handle: async (ctx, { body }) => toAddressData(await addresses.addAddress(ctx, toAddressChange(body))),
    }),
    defineRoute({
      method: 'POST',
      path: '/address/edit',
      tag: 'address',
      summary: `Changes one of the user's addresses; -404 for any other id; ${sessionNote}`,
      body: addressBody.extend({ id }),
      data: addressData,
      handle: async (ctx, { body }) =>
        toAddressData(await addresses.updateAddress(ctx, idOf(body.id), toAddressChange(body))),
    }),
    defineRoute({
      method: 'POST',
      path: '/address/delete',
      tag: 'address',
      summary: `Deletes one of the user's addresses (another becomes the default); ${sessionNote}`,
      body: z.object({ id }),
      data: z.null(),
      handle: async (ctx, { body }) => {
        await addresses.deleteAddress(ctx, idOf(body.id));
        return null;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/address/setDefault',
      tag: 'address',
      summary: `Makes one of the user's addresses the default; ${sessionNote}`,
      body: z.object({ id }),
      data: addressData,
      handle: async (ctx, { body }) => toAddressData(await addresses.setDefaultAddress(ctx, idOf(body.id))),
    }),
    defineRoute({
      method: 'GET',
      path: '/pickup/points',
      tag: 'pickup',
      summary: "The stores where store-pickup orders are collected, in the request's language",
      data: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          address: z.string(),
          opening_hours: z.string(),
          phone: z.string(),
        }),
      ),
      handle: async (ctx) =>
        (await addresses.listPickupPoints(ctx)).map((point) => ({
          id: String(point.id),
          name: point.name[ctx.locale],
          address: point.address[ctx.locale],
          opening_hours: point.openingHours[ctx.locale],
          phone: point.phone,
        })),
    }),
    defineRoute({
      method: 'POST',
      path: '/pickup/persons',
      tag: 'pickup',
      summary: `The signed-in user's pickup persons; ${sessionNote}`,
      data: z.array(pickupPersonData),
      handle: async (ctx) => (await addresses.listPickupPersons(ctx)).map(toPickupPersonData),
    }),
    defineRoute({
      method: 'POST',
      path: '/pickup/person/add',
      tag: 'pickup',
      summary: `Adds a pickup person; ${sessionNote}`,
      body: pickupPersonBody,
      data: pickupPersonData,
      handle: async (ctx, { body }) =>
        toPickupPersonData(
          await addresses.addPickupPerson(ctx, { name: body.name, areaCode: body.area_code, phone: body.phone }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/pickup/person/edit',
      tag: 'pickup',
      summary: `Changes one of the user's pickup persons; -404 for any other id; ${sessionNote}`,
      body: pickupPersonBody.extend({ id }),
      data: pickupPersonData,
      handle: async (ctx, { body }) =>
        toPickupPersonData(
          await addresses.updatePickupPerson(ctx, idOf(body.id), {
            name: body.name,
            areaCode: body.area_code,
            phone: body.phone,
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/pickup/person/delete',
      tag: 'pickup',
      summary: `Deletes one of the user's pickup persons; ${sessionNote}`,
      body: z.object({ id }),
      data: z.null(),
      handle: async (ctx, { body }) => {
        await addresses.deletePickupPerson(ctx, idOf(body.id));
        return null;
      },
    }),
  ];
}
