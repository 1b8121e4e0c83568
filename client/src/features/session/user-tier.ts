/** Spec §4: vip equal to 1 shows "super member", anything else "normal user". */
export function userTierKey(vip: number): 'account.tierSuperMember' | 'account.tierNormalUser' {
  return vip === 1 ? 'account.tierSuperMember' : 'account.tierNormalUser';
}
