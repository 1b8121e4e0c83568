import type { ActivityKind } from '../../gql/graphql';

/** The console's tabs, one per kind of live activity, with the `?tab=` word each has in the address. */
export const ACTIVITY_TABS: readonly { tab: string; kind: ActivityKind }[] = [
  { tab: 'flash-sale', kind: 'FLASH_SALE' },
  { tab: 'group-buy', kind: 'GROUP_BUY' },
  { tab: 'bargain', kind: 'BARGAIN' },
  { tab: 'free-order', kind: 'FREE_ORDER' },
  { tab: 'blind-box', kind: 'BLIND_BOX' },
];

export function kindFromTab(tab: string | null): ActivityKind {
  return ACTIVITY_TABS.find((entry) => entry.tab === tab)?.kind ?? 'FLASH_SALE';
}

export function tabOfKind(kind: ActivityKind): string {
  return ACTIVITY_TABS.find((entry) => entry.kind === kind)?.tab ?? 'flash-sale';
}

/** Badge colours of spec §4's activity states. */
export const ACTIVITY_STATUS_COLORS: Record<string, string> = {
  NOT_STARTED: 'blue',
  IN_PROGRESS: 'green',
  PAUSED: 'yellow',
  ENDED: 'gray',
  ABNORMAL: 'red',
};
