import type { EntityManager } from '@mikro-orm/sql';
import type { Role } from '../platform/auth/index.js';
import type { Clock } from '../platform/jobs/clock.js';
import { User } from '../modules/identity/identity.entities.js';
import { generateInviteCode } from '../modules/identity/invite-codes.js';
import { hashPassword } from '../modules/identity/passwords.js';

/** The demo staff logins; the README lists them. Demo data only: never seed these into a real shop. */
export const demoStaff: { email: string; password: string; username: string; nickname: string; role: Role }[] = [
  {
    email: 'support@circuitmart.test',
    password: 'Support123',
    username: 'support',
    nickname: 'Support',
    role: 'support',
  },
  { email: 'sales@circuitmart.test', password: 'Sales123', username: 'sales', nickname: 'Sales', role: 'sales' },
  { email: 'admin@circuitmart.test', password: 'Admin123', username: 'admin', nickname: 'Admin', role: 'admin' },
];

/** One support, one sales and one admin account; answers how many were created. */
export async function seedStaff(em: EntityManager, clock: Clock): Promise<number> {
  const rows = await Promise.all(
    demoStaff.map(async (staff) => ({
      email: staff.email,
      phone: null,
      username: staff.username,
      passwordHash: await hashPassword(staff.password),
      nickname: staff.nickname,
      inviteCode: generateInviteCode(),
      invitedBy: null,
      vip: 0,
      roles: [staff.role],
      createdAt: clock.now(),
    })),
  );
  await em.insertMany(User, rows);
  return rows.length;
}
