import type { EntityManager } from '@mikro-orm/sql';
import {
  can,
  holdsStaffPermissions,
  requirePermission,
  rolesGranting,
  type RequestContext,
  type Role,
} from '../../../platform/auth/index.js';
import { transactionalWithRetry } from '../../../platform/db/transaction-retry.js';
import { DomainError } from '../../../platform/errors/index.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import { normaliseEmail } from '../account-address.js';
import { User } from '../identity.entities.js';
import type { SessionService } from '../session.service.js';
import {
  createStaffAccount,
  isValidStaffUsername,
  StaffAccountError,
  staffRoles,
  type StaffRole,
} from '../staff-accounts.js';
import { requireReason } from './customer-accounts.js';
import { StaffTotp } from './staff-sign-in.entities.js';

const field = (name: string) => ['input', name];

/** A staff account as the staff page lists it. */
export interface StaffMember {
  user: User;
  /** An authenticator app is set up (confirmed) for the account's sign-in. */
  totpEnrolled: boolean;
}

export interface NewStaffMember {
  username: string;
  email?: string | null | undefined;
  roles: readonly StaffRole[];
}

/**
 * The shop's staff: who they are, their roles, new colleagues and disabled accounts. Everything needs
 * `staff.manage`; the shop always keeps an active admin, and an admin cannot take away their own admin role.
 */
export class StaffDirectory {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
  ) {}

  /** Every staff account, oldest first. */
  async list(ctx: RequestContext): Promise<StaffMember[]> {
    requirePermission(ctx, 'staff.manage');
    const users = await staffQuery(ctx.em).select('*').orderBy({ id: 'asc' }).getResultList();
    return this.withTotp(ctx.em, users);
  }

  /** Creates a staff account; its generated password is answered this once and never stored in clear. */
  async create(ctx: RequestContext, member: NewStaffMember): Promise<{ member: StaffMember; password: string }> {
    requirePermission(ctx, 'staff.manage');
    const username = member.username.trim();
    if (!isValidStaffUsername(username)) throw new DomainError('STAFF_USERNAME_INVALID', { field: field('username') });
    const roles = requireStaffRoles(member.roles);
    const email = member.email?.trim() ? normaliseEmail(member.email, field('email')) : undefined;
    try {
      // Its own unit of work: a refused duplicate must not leave a half-made row in the request's.
      const { user, password } = await createStaffAccount(ctx.em.fork(), this.clock, {
        username,
        roles,
        email,
      });
      return { member: { user, totpEnrolled: false }, password };
    } catch (error) {
      if (error instanceof StaffAccountError) {
        throw new DomainError('STAFF_ACCOUNT_EXISTS', { field: field('username'), cause: error });
      }
      throw error;
    }
  }

  /** Replaces a staff member's roles (at least one; the last active admin keeps theirs). */
  async setRoles(ctx: RequestContext, userId: number, roles: readonly StaffRole[]): Promise<StaffMember> {
    const actor = requirePermission(ctx, 'staff.manage');
    const wanted = requireStaffRoles(roles);
    const user = await transactionalWithRetry(ctx.em, async (em) => {
      const user = await findStaff(em, userId);
      if (can(user, 'staff.manage') && !can({ roles: wanted }, 'staff.manage')) {
        if (String(userId) === actor.id) throw new DomainError('OWN_ADMIN_ROLE', { field: field('roles') });
        await requireAnotherActiveAdmin(em, userId);
      }
      await em.nativeUpdate(User, { id: userId }, { roles: [...wanted] });
      user.roles = [...wanted];
      return user;
    });
    return (await this.withTotp(ctx.em, [user]))[0]!;
  }

  /** Disables a staff account with a reason: no sign-in, its sessions end and its sockets close at once. */
  async disable(ctx: RequestContext, userId: number, reason: string): Promise<StaffMember> {
    const actor = requirePermission(ctx, 'staff.manage');
    const why = requireReason(reason);
    if (String(userId) === actor.id) throw new DomainError('DISABLE_OWN_ACCOUNT');
    const user = await transactionalWithRetry(ctx.em, async (em) => {
      const user = await findStaff(em, userId);
      if (can(user, 'staff.manage')) await requireAnotherActiveAdmin(em, userId);
      const state = { disabledAt: this.clock.now(), disabledReason: why };
      await em.nativeUpdate(User, { id: userId }, state);
      await this.sessions.revokeAllExcept(em, userId, undefined);
      return Object.assign(user, state);
    });
    return (await this.withTotp(ctx.em, [user]))[0]!;
  }

  /** Lets a disabled staff account sign in again. */
  async enable(ctx: RequestContext, userId: number, reason: string): Promise<StaffMember> {
    requirePermission(ctx, 'staff.manage');
    requireReason(reason);
    const user = await findStaff(ctx.em, userId);
    await ctx.em.nativeUpdate(User, { id: userId }, { disabledAt: null, disabledReason: null });
    Object.assign(user, { disabledAt: null, disabledReason: null });
    return (await this.withTotp(ctx.em, [user]))[0]!;
  }

  private async withTotp(em: EntityManager, users: User[]): Promise<StaffMember[]> {
    const enrolled = users.length
      ? await em.find(
          StaffTotp,
          { user: { $in: users.map((user) => user.id) }, confirmedAt: { $ne: null } },
          { fields: ['user'] },
        )
      : [];
    const enrolledIds = new Set(enrolled.map((totp) => totp.user.id));
    return users.map((user) => ({ user, totpEnrolled: enrolledIds.has(user.id) }));
  }
}

/** The roles an admin assigns: at least one, staff roles only, each once, in the catalogue's order. */
function requireStaffRoles(requested: readonly StaffRole[]): StaffRole[] {
  const chosen = new Set<Role>(requested);
  const known = staffRoles.filter((role) => chosen.has(role));
  if (known.length === 0 || known.length !== chosen.size) {
    throw new DomainError('STAFF_ROLES_REQUIRED', { field: field('roles') });
  }
  return known;
}

/** Accounts holding a staff role, as a query (roles are a JSON list: matched as text on both databases). */
function staffQuery(em: EntityManager) {
  return em.createQueryBuilder(User).where(
    `(${staffRoles.map(() => 'instr(roles, ?) > 0').join(' or ')})`,
    staffRoles.map((role) => `"${role}"`),
  );
}

async function findStaff(em: EntityManager, userId: number): Promise<User> {
  const user = await em.findOne(User, userId);
  if (!user || !holdsStaffPermissions(user)) throw new DomainError('NOT_FOUND');
  return user;
}

/** LAST_ADMIN unless an account other than `userId` that may manage staff can still sign in. */
async function requireAnotherActiveAdmin(em: EntityManager, userId: number): Promise<void> {
  const managers = rolesGranting('staff.manage');
  const others = await em
    .createQueryBuilder(User)
    .where(
      `(${managers.map(() => 'instr(roles, ?) > 0').join(' or ')})`,
      managers.map((role) => `"${role}"`),
    )
    .andWhere({ id: { $ne: userId }, disabledAt: null })
    .getCount();
  if (others === 0) throw new DomainError('LAST_ADMIN', { field: field('roles') });
}
