import type { Role } from '../../gql/graphql';

/** A staff page, who may open it (the server enforces the same roles), and its `staff.consoles` text key. */
export interface StaffConsole {
  path: string;
  key: string;
  roles: readonly Role[];
}

export const staffConsoles: readonly StaffConsole[] = [
  { path: '/admin/orders', key: 'orders', roles: ['SALES', 'ADMIN'] },
  { path: '/admin/inquiries', key: 'inquiries', roles: ['SALES', 'ADMIN'] },
  { path: '/admin/services', key: 'services', roles: ['SALES', 'ADMIN'] },
  { path: '/admin/chat', key: 'chat', roles: ['SUPPORT', 'ADMIN'] },
  { path: '/admin/content', key: 'content', roles: ['SUPPORT', 'ADMIN'] },
  { path: '/admin/accounts', key: 'accounts', roles: ['SUPPORT', 'ADMIN'] },
];

export const STAFF_ROLES: readonly Role[] = ['SUPPORT', 'SALES', 'ADMIN'];

export function consolesFor(roles: readonly Role[]): StaffConsole[] {
  return staffConsoles.filter((console) => console.roles.some((role) => roles.includes(role)));
}
