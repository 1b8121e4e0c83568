import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const inviteCodeLength = 8;

/** A new shareable invitation code; 32^8 possibilities make a collision practically impossible. */
export function generateInviteCode(): string {
  return Array.from({ length: inviteCodeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}
