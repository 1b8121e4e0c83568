import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { RequestContext } from '../../platform/auth/index.js';
import type { Locale } from '../../platform/i18n/index.js';
import type { Address, PickupPerson, PickupPoint } from './addresses.entities.js';
import type { AddressesService } from './addresses.service.js';

@ObjectType('Address', { description: 'A delivery address of the signed-in user.' })
export class AddressNode {
  @Field(() => ID, { description: 'ID of the address.' }) id!: string;
  @Field(() => String, { description: 'Name of the person who receives the parcel.' }) consignee!: string;
  @Field(() => String, { description: 'Digits only, e.g. `86`.' }) areaCode!: string;
  @Field(() => String, { description: 'Digits only, without the area code.' }) phone!: string;
  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code, e.g. `CN`.' }) country!: string;
  @Field(() => String, { description: 'Province or state.' }) province!: string;
  @Field(() => String, { description: 'City.' }) city!: string;
  @Field(() => String, { nullable: true, description: 'District or street.' }) district!: string | null;
  @Field(() => String, { nullable: true, description: 'Postal code; null if none was given.' }) postalCode!:
    string | null;
  @Field(() => String, { description: 'Street, building and room.' }) detail!: string;
  @Field(() => String, { nullable: true, description: "Unique among the user's addresses, e.g. Home." })
  label!: string | null;
  @Field(() => Boolean, { description: 'Exactly one address of a user is the default.' }) isDefault!: boolean;
}

@ObjectType('PickupPoint', { description: 'A store where a store-pickup order is collected.' })
export class PickupPointNode {
  @Field(() => ID, { description: 'ID of the pickup point.' }) id!: string;
  @Field(() => String, { description: "In the request's language." }) name!: string;
  @Field(() => String, { description: "In the request's language." }) address!: string;
  @Field(() => String, { description: "In the request's language." }) openingHours!: string;
  @Field(() => String, { description: 'With area code.' }) phone!: string;
}

@ObjectType('PickupPerson', { description: 'Someone the signed-in user lets collect store-pickup orders.' })
export class PickupPersonNode {
  @Field(() => ID, { description: 'ID of the pickup person.' }) id!: string;
  @Field(() => String, { description: 'Name of the person, as the pickup point checks it.' }) name!: string;
  @Field(() => String, { description: 'Digits only, e.g. `86`.' }) areaCode!: string;
  @Field(() => String, { description: 'Digits only, without the area code.' }) phone!: string;
}

const addressFieldsDescription = {
  areaCode: 'Digits of the area code, default 86.',
  country: 'ISO 3166-1 alpha-2 code; `deliveryCountries` lists those the shop delivers to.',
  detail: 'Non-empty, at most 200 characters, no special characters or emoji.',
  label: "Optional, at most 10 characters, unique among the user's addresses.",
};

/** The fields of every address input. */
@InputType()
abstract class AddressFieldsInput {
  @Field(() => String, { description: 'At most 32 characters.' }) consignee!: string;
  @Field(() => String, { nullable: true, description: addressFieldsDescription.areaCode }) areaCode?: string | null;
  @Field(() => String, { description: 'Phone number without the area code.' }) phone!: string;
  @Field(() => String, { description: addressFieldsDescription.country }) country!: string;
  @Field(() => String, { description: 'Province or state.' }) province!: string;
  @Field(() => String, { description: 'City.' }) city!: string;
  @Field(() => String, { nullable: true, description: 'District or street.' }) district?: string | null;
  @Field(() => String, { nullable: true, description: 'Six digits in mainland China.' }) postalCode?: string | null;
  @Field(() => String, { description: addressFieldsDescription.detail }) detail!: string;
  @Field(() => String, { nullable: true, description: addressFieldsDescription.label }) label?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'True makes it the default address.' })
  isDefault?: boolean | null;
}

@InputType('AddAddressInput', { description: 'Input of `addAddress`.' })
export class AddAddressInput extends AddressFieldsInput {}

@InputType('UpdateAddressInput', { description: 'Input of `updateAddress`.' })
export class UpdateAddressInput extends AddressFieldsInput {
  @Field(() => ID, { description: 'ID of the address.' }) id!: string;
}

@InputType('DeleteAddressInput', { description: 'Input of `deleteAddress`.' })
export class DeleteAddressInput {
  @Field(() => ID, { description: 'ID of the address.' }) id!: string;
}

@InputType('SetDefaultAddressInput', { description: 'Input of `setDefaultAddress`.' })
export class SetDefaultAddressInput {
  @Field(() => ID, { description: 'ID of the address.' }) id!: string;
}

/** The fields of every pickup-person input. */
@InputType()
abstract class PickupPersonFieldsInput {
  @Field(() => String, { description: 'At most 32 characters.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Digits of the area code, default 86.' })
  areaCode?: string | null;
  @Field(() => String, { description: 'Phone number without the area code.' }) phone!: string;
}

@InputType('AddPickupPersonInput', { description: 'Input of `addPickupPerson`.' })
export class AddPickupPersonInput extends PickupPersonFieldsInput {}

@InputType('UpdatePickupPersonInput', { description: 'Input of `updatePickupPerson`.' })
export class UpdatePickupPersonInput extends PickupPersonFieldsInput {
  @Field(() => ID, { description: 'ID of the pickup person.' }) id!: string;
}

@InputType('DeletePickupPersonInput', { description: 'Input of `deletePickupPerson`.' })
export class DeletePickupPersonInput {
  @Field(() => ID, { description: 'ID of the pickup person.' }) id!: string;
}

/** An address payload also carries the whole list, as a change can move the default flag of other addresses. */
@ObjectType()
abstract class AddressListPayload {
  @Field(() => [AddressNode], { nullable: true, description: "The user's addresses after the change." })
  addresses?: AddressNode[];
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('AddAddressPayload', {
  description: 'What `addAddress` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AddAddressPayload extends AddressListPayload {
  @Field(() => AddressNode, { nullable: true, description: 'The address added; null when `userErrors` is not empty.' })
  address?: AddressNode;
}

@ObjectType('UpdateAddressPayload', {
  description: 'What `updateAddress` answers: the result, or `userErrors` saying why it did not go through.',
})
export class UpdateAddressPayload extends AddressListPayload {
  @Field(() => AddressNode, {
    nullable: true,
    description: 'The address after the change; null when `userErrors` is not empty.',
  })
  address?: AddressNode;
}

@ObjectType('DeleteAddressPayload', {
  description: 'What `deleteAddress` answers: the result, or `userErrors` saying why it did not go through.',
})
export class DeleteAddressPayload extends AddressListPayload {
  @Field(() => ID, { nullable: true, description: 'ID of the deleted address. Null when there is none.' })
  deletedAddressId?: string;
}

@ObjectType('SetDefaultAddressPayload', {
  description: 'What `setDefaultAddress` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SetDefaultAddressPayload extends AddressListPayload {
  @Field(() => AddressNode, {
    nullable: true,
    description: 'The new default address; null when `userErrors` is not empty.',
  })
  address?: AddressNode;
}

@ObjectType('AddPickupPersonPayload', {
  description: 'What `addPickupPerson` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AddPickupPersonPayload {
  @Field(() => PickupPersonNode, {
    nullable: true,
    description: 'The person added; null when `userErrors` is not empty.',
  })
  pickupPerson?: PickupPersonNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('UpdatePickupPersonPayload', {
  description: 'What `updatePickupPerson` answers: the result, or `userErrors` saying why it did not go through.',
})
export class UpdatePickupPersonPayload {
  @Field(() => PickupPersonNode, {
    nullable: true,
    description: 'The person after the change; null when `userErrors` is not empty.',
  })
  pickupPerson?: PickupPersonNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('DeletePickupPersonPayload', {
  description: 'What `deletePickupPerson` answers: the result, or `userErrors` saying why it did not go through.',
})
export class DeletePickupPersonPayload {
  @Field(() => ID, { nullable: true, description: 'ID of the deleted pickup person. Null when there is none.' })
  deletedPickupPersonId?: string;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toAddressNode(address: Address): AddressNode {
  return {
    id: String(address.id),
    consignee: address.consignee,
    areaCode: address.areaCode,
    phone: address.phone,
    country: address.country,
    province: address.province,
    city: address.city,
    district: address.district ?? null,
    postalCode: address.postalCode ?? null,
    detail: address.detail,
    label: address.label ?? null,
    isDefault: address.isDefault,
  };
}

export function toPickupPointNode(point: PickupPoint, locale: Locale): PickupPointNode {
  return {
    id: String(point.id),
    name: point.name[locale],
    address: point.address[locale],
    openingHours: point.openingHours[locale],
    phone: point.phone,
  };
}

export function toPickupPersonNode(person: PickupPerson): PickupPersonNode {
  return { id: String(person.id), name: person.name, areaCode: person.areaCode, phone: person.phone };
}

const idOf = (id: string) => parseId(id, ['input', 'id']);

@Resolver()
export class AddressesResolver {
  constructor(private readonly addresses: AddressesService) {}

  @Query(() => [AddressNode], {
    description: "The signed-in user's addresses (at most 20), the default first; UNAUTHENTICATED without a session.",
  })
  async myAddresses(@Ctx() { ctx }: GraphQLContext): Promise<AddressNode[]> {
    return (await this.addresses.listAddresses(ctx)).map(toAddressNode);
  }

  @Query(() => [String], { description: 'ISO 3166-1 alpha-2 codes of the countries the shop delivers to.' })
  deliveryCountries(): string[] {
    return [...this.addresses.deliveryCountries()];
  }

  @Query(() => [PickupPointNode], { description: 'The stores where store-pickup orders can be collected.' })
  async pickupPoints(@Ctx() { ctx }: GraphQLContext): Promise<PickupPointNode[]> {
    return (await this.addresses.listPickupPoints(ctx)).map((point) => toPickupPointNode(point, ctx.locale));
  }

  @Query(() => [PickupPersonNode], { description: "The signed-in user's pickup persons, oldest first." })
  async myPickupPersons(@Ctx() { ctx }: GraphQLContext): Promise<PickupPersonNode[]> {
    return (await this.addresses.listPickupPersons(ctx)).map(toPickupPersonNode);
  }

  @Mutation(() => AddAddressPayload, { description: 'The first address becomes the default.' })
  addAddress(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AddAddressInput, { description: "The operation's fields; see the input type." })
    input: AddAddressInput,
  ): Promise<AddAddressPayload> {
    return withUserErrors(ctx.locale, async () => {
      const address = await this.addresses.addAddress(ctx, input);
      return { address: toAddressNode(address), addresses: await this.addressList(ctx) };
    });
  }

  @Mutation(() => UpdateAddressPayload, { description: "NOT_FOUND for an id that is not one of the user's." })
  updateAddress(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateAddressInput, { description: "The operation's fields; see the input type." })
    input: UpdateAddressInput,
  ): Promise<UpdateAddressPayload> {
    return withUserErrors(ctx.locale, async () => {
      const address = await this.addresses.updateAddress(ctx, idOf(input.id), input);
      return { address: toAddressNode(address), addresses: await this.addressList(ctx) };
    });
  }

  @Mutation(() => DeleteAddressPayload, { description: 'Deleting the default makes the newest other address default.' })
  deleteAddress(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => DeleteAddressInput, { description: "The operation's fields; see the input type." })
    input: DeleteAddressInput,
  ): Promise<DeleteAddressPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.addresses.deleteAddress(ctx, idOf(input.id));
      return { deletedAddressId: input.id, addresses: await this.addressList(ctx) };
    });
  }

  @Mutation(() => SetDefaultAddressPayload, {
    description: "Makes one of the signed-in user's addresses the default one.",
  })
  setDefaultAddress(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetDefaultAddressInput, { description: "The operation's fields; see the input type." })
    input: SetDefaultAddressInput,
  ): Promise<SetDefaultAddressPayload> {
    return withUserErrors(ctx.locale, async () => {
      const address = await this.addresses.setDefaultAddress(ctx, idOf(input.id));
      return { address: toAddressNode(address), addresses: await this.addressList(ctx) };
    });
  }

  @Mutation(() => AddPickupPersonPayload, {
    description: "Adds someone who may collect the signed-in user's pickup orders.",
  })
  addPickupPerson(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AddPickupPersonInput, { description: "The operation's fields; see the input type." })
    input: AddPickupPersonInput,
  ): Promise<AddPickupPersonPayload> {
    return withUserErrors(ctx.locale, async () => ({
      pickupPerson: toPickupPersonNode(await this.addresses.addPickupPerson(ctx, input)),
    }));
  }

  @Mutation(() => UpdatePickupPersonPayload, { description: "NOT_FOUND for an id that is not one of the user's." })
  updatePickupPerson(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdatePickupPersonInput, { description: "The operation's fields; see the input type." })
    input: UpdatePickupPersonInput,
  ): Promise<UpdatePickupPersonPayload> {
    return withUserErrors(ctx.locale, async () => ({
      pickupPerson: toPickupPersonNode(await this.addresses.updatePickupPerson(ctx, idOf(input.id), input)),
    }));
  }

  @Mutation(() => DeletePickupPersonPayload, { description: "Removes one of the signed-in user's pickup persons." })
  deletePickupPerson(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => DeletePickupPersonInput, { description: "The operation's fields; see the input type." })
    input: DeletePickupPersonInput,
  ): Promise<DeletePickupPersonPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.addresses.deletePickupPerson(ctx, idOf(input.id));
      return { deletedPickupPersonId: input.id };
    });
  }

  private async addressList(ctx: RequestContext): Promise<AddressNode[]> {
    return (await this.addresses.listAddresses(ctx)).map(toAddressNode);
  }
}
