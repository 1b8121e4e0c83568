/**
 * PLACEHOLDER so the activities console compiles before the owner's panel lands: the create/edit form and progress
 * of free orders and blind boxes (H5), one kind at a time. The owner's file replaces this one at merge.
 */
export function LuckyDrawPanel(_props: { kind?: 'FREE_ORDER' | 'BLIND_BOX' } = {}) {
  return null;
}
