import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { checkAddress, checkName, checkPhone, type AddressDraft } from './address-rules.js';
import { Address, PickupPerson, PickupPoint } from './addresses.entities.js';
import { DELIVERY_COUNTRIES } from './delivery-range.js';
import type { PersonalDataEraser } from '../identity/personal-data.js';

export const MAX_ADDRESSES_PER_USER = 20;
export const MAX_PICKUP_PERSONS_PER_USER = 20;

const field = (name: string) => ['input', name];

export interface AddressChange extends AddressDraft {
  /** True makes this the default address; the only default cannot be unset, another must be made default. */
  isDefault?: boolean | null | undefined;
}

export interface PickupPersonDraft {
  name: string;
  areaCode?: string | null | undefined;
  phone: string;
}

const newestFirst = { isDefault: 'desc', createdAt: 'desc', id: 'desc' } as const;

/**
 * A user's delivery addresses and pickup persons, and the shop's pickup points. Every method reads and writes
 * the signed-in user's own rows only: someone else's id is answered as NOT_FOUND, exactly like an unknown one.
 */
export class AddressesService {
  constructor(private readonly clock: Clock) {}

  deliveryCountries(): readonly string[] {
    return DELIVERY_COUNTRIES;
  }

  /** The default address first, then the newest. */
  listAddresses(ctx: RequestContext): Promise<Address[]> {
    return ctx.em.find(Address, { user: ownerId(ctx) }, { orderBy: newestFirst });
  }

  /** An address of the signed-in user, for checkout to copy into an order. */
  async ownedAddress(ctx: RequestContext, id: number): Promise<Address> {
    const address = await ctx.em.findOne(Address, { id, user: ownerId(ctx) });
    if (!address) throw new DomainError('NOT_FOUND');
    return address;
  }

  /** The first address becomes the default, as does one added with `isDefault`. */
  async addAddress(ctx: RequestContext, change: AddressChange): Promise<Address> {
    const userId = ownerId(ctx);
    const fields = checkAddress(change, field);
    return this.saving(ctx, async (em) => {
      const existing = await lockedAddresses(em, userId);
      if (existing.length >= MAX_ADDRESSES_PER_USER) {
        throw new DomainError('ADDRESS_LIMIT_REACHED', { params: { max: MAX_ADDRESSES_PER_USER } });
      }
      requireFreeLabel(existing, fields.label, null);
      const isDefault = existing.length === 0 || change.isDefault === true;
      if (isDefault) for (const other of existing) other.isDefault = false;
      return em.create(Address, { ...fields, user: userId, isDefault, createdAt: this.clock.now() });
    });
  }

  async updateAddress(ctx: RequestContext, id: number, change: AddressChange): Promise<Address> {
    const userId = ownerId(ctx);
    const fields = checkAddress(change, field);
    return this.saving(ctx, async (em) => {
      const existing = await lockedAddresses(em, userId);
      const address = existing.find((candidate) => candidate.id === id);
      if (!address) throw new DomainError('NOT_FOUND');
      requireFreeLabel(existing, fields.label, id);
      em.assign(address, fields);
      if (change.isDefault === true) for (const candidate of existing) candidate.isDefault = candidate.id === id;
      return address;
    });
  }

  /** Deleting the default address makes the newest remaining one the default. */
  async deleteAddress(ctx: RequestContext, id: number): Promise<void> {
    const userId = ownerId(ctx);
    await this.saving(ctx, async (em) => {
      const existing = await lockedAddresses(em, userId);
      const address = existing.find((candidate) => candidate.id === id);
      if (!address) throw new DomainError('NOT_FOUND');
      em.remove(address);
      const successor = existing.find((candidate) => candidate.id !== id);
      if (address.isDefault && successor) successor.isDefault = true;
      return address;
    });
  }

  async setDefaultAddress(ctx: RequestContext, id: number): Promise<Address> {
    const userId = ownerId(ctx);
    return this.saving(ctx, async (em) => {
      const existing = await lockedAddresses(em, userId);
      const address = existing.find((candidate) => candidate.id === id);
      if (!address) throw new DomainError('NOT_FOUND');
      for (const candidate of existing) candidate.isDefault = candidate.id === id;
      return address;
    });
  }

  listPickupPoints(ctx: RequestContext): Promise<PickupPoint[]> {
    return ctx.em.find(PickupPoint, {}, { orderBy: { position: 'asc', id: 'asc' } });
  }

  /** A pickup point by id, for checkout; NOT_FOUND for an unknown one. */
  async pickupPoint(ctx: RequestContext, id: number): Promise<PickupPoint> {
    const point = await ctx.em.findOne(PickupPoint, { id });
    if (!point) throw new DomainError('NOT_FOUND');
    return point;
  }

  listPickupPersons(ctx: RequestContext): Promise<PickupPerson[]> {
    return ctx.em.find(PickupPerson, { user: ownerId(ctx) }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** A pickup person of the signed-in user, for checkout to copy into an order. */
  async ownedPickupPerson(ctx: RequestContext, id: number): Promise<PickupPerson> {
    const person = await ctx.em.findOne(PickupPerson, { id, user: ownerId(ctx) });
    if (!person) throw new DomainError('NOT_FOUND');
    return person;
  }

  async addPickupPerson(ctx: RequestContext, draft: PickupPersonDraft): Promise<PickupPerson> {
    const userId = ownerId(ctx);
    const fields = checkPickupPerson(draft);
    return this.saving(ctx, async (em) => {
      await lockOwner(em, userId);
      const existing = await em.find(PickupPerson, { user: userId });
      if (existing.length >= MAX_PICKUP_PERSONS_PER_USER) {
        throw new DomainError('PICKUP_PERSON_LIMIT_REACHED', { params: { max: MAX_PICKUP_PERSONS_PER_USER } });
      }
      return em.create(PickupPerson, { ...fields, user: userId, createdAt: this.clock.now() });
    });
  }

  async updatePickupPerson(ctx: RequestContext, id: number, draft: PickupPersonDraft): Promise<PickupPerson> {
    const fields = checkPickupPerson(draft);
    const person = await this.ownedPickupPerson(ctx, id);
    ctx.em.assign(person, fields);
    await ctx.em.flush();
    return person;
  }

  async deletePickupPerson(ctx: RequestContext, id: number): Promise<void> {
    const person = await this.ownedPickupPerson(ctx, id);
    await ctx.em.remove(person).flush();
  }

  /**
   * Runs a change of one user's rows in a transaction that first locks those rows, so two tabs saving at once
   * cannot pass the per-user limit or leave two defaults. The database's unique key still guards labels.
   */
  private async saving<T extends object>(ctx: RequestContext, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await ctx.em.transactional(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('ADDRESS_LABEL_EXISTS', { field: field('label'), cause: error });
      }
      throw error;
    }
  }
}

function ownerId(ctx: RequestContext): number {
  return Number(requireUser(ctx).id);
}

/**
 * Serializes one user's changes by locking the user's own row. Locking the user's address rows instead took
 * InnoDB gap locks where there were none yet, and new users adding their first address at the same moment
 * deadlocked on each other's gaps (found by `pnpm bench` signing up buyers concurrently on MariaDB). SQLite
 * runs one writing transaction at a time and needs no lock.
 */
async function lockOwner(em: EntityManager, userId: number): Promise<void> {
  if (em.getPlatform() instanceof SqlitePlatform) return;
  await em
    .getConnection()
    .execute('SELECT id FROM `user` WHERE id = ? FOR UPDATE', [userId], 'all', em.getTransactionContext());
}

/** The user's addresses, newest first, read after locking the user (see `lockOwner`). */
async function lockedAddresses(em: EntityManager, userId: number): Promise<Address[]> {
  await lockOwner(em, userId);
  return em.find(Address, { user: userId }, { orderBy: newestFirst });
}

function requireFreeLabel(existing: Address[], label: string | null, ownId: number | null): void {
  if (label === null) return;
  const taken = existing.some(
    (address) => address.id !== ownId && address.label?.toLowerCase() === label.toLowerCase(),
  );
  if (taken) throw new DomainError('ADDRESS_LABEL_EXISTS', { field: field('label') });
}

function checkPickupPerson(draft: PickupPersonDraft) {
  return { name: checkName(draft.name, field('name')), ...checkPhone(draft.areaCode, draft.phone, field('phone')) };
}

/** A closed account's delivery addresses and pickup persons go with it. */
export const eraseAddressesOf: PersonalDataEraser = async (em, userId) => {
  await em.nativeDelete(Address, { user: userId });
  await em.nativeDelete(PickupPerson, { user: userId });
};
