import { DEFAULT_AREA_CODE, type ContactAddress } from '../session/account-validation';

/** A stored address (`a@b.cn` or `+86 13800138000`) as the contact fields hold it, to send a code to it. */
export function contactAddressOf(stored: string): ContactAddress {
  if (stored.includes('@')) return { kind: 'email', email: stored, areaCode: DEFAULT_AREA_CODE, phone: '' };
  const [areaCode = DEFAULT_AREA_CODE, phone = ''] = stored.replace(/^\+/, '').split(' ');
  return { kind: 'phone', email: '', areaCode, phone };
}
