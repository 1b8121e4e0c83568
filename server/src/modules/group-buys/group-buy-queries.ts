import type { EntityManager } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import { userDirectory } from '../identity/user-directory.js';
import type { GroupBuysContext } from './group-buy-context.js';
import type { GroupBuyOffers, GroupBuyOfferView } from './group-buy-offers.js';
import { GroupBuy, GroupBuyMember, GroupBuyMemberStatus, GroupBuyStatus } from './group-buys.entities.js';

export interface GroupBuyMemberView {
  displayName: string;
  avatarUrl: string | null;
  leader: boolean;
  paid: boolean;
  joinedAt: Date;
}

export interface GroupBuyView {
  group: GroupBuy;
  offer: GroupBuyOfferView;
  members: GroupBuyMemberView[];
  placesLeft: number;
  /** The viewer's own place: their order, and whether it is paid; null for others and visitors. */
  viewer: { orderId: number; status: GroupBuyMemberStatus } | null;
}

/** A group others may join, as an offer's list shows it. */
export interface OpenGroupView {
  id: number;
  leaderName: string;
  leaderAvatarUrl: string | null;
  placesLeft: number;
  deadlineAt: Date;
}

/** What shoppers read: one group's page (the share link's target) and the open groups of an offer. */
export class GroupBuyQueries {
  constructor(
    private readonly context: GroupBuysContext,
    private readonly offers: GroupBuyOffers,
  ) {}

  async group(ctx: RequestContext, groupId: number): Promise<GroupBuyView> {
    const group = await ctx.em.findOne(GroupBuy, groupId, { refresh: true });
    if (!group) throw new DomainError('NOT_FOUND');
    const offer = (await this.offers.offer(ctx.em, group.offer.id))!;
    const members = await ctx.em.find(GroupBuyMember, { group: groupId }, { orderBy: { id: 'asc' }, refresh: true });
    const profiles = await userDirectory.publicProfiles(
      ctx.em,
      members.map((member) => member.userId),
    );
    const viewerId = ctx.user ? Number(ctx.user.id) : null;
    const own = members.find((member) => member.userId === viewerId);
    return {
      group,
      offer,
      members: members.map((member) => {
        const profile = profiles.get(member.userId);
        return {
          displayName: profile?.displayName ?? '',
          avatarUrl: profile?.avatarPath ? uploadUrl(profile.avatarPath) : null,
          leader: member.userId === group.leaderId,
          paid: member.status !== GroupBuyMemberStatus.JOINED,
          joinedAt: member.joinedAt,
        };
      }),
      placesLeft: this.placesLeft(group),
      viewer: own ? { orderId: own.orderId, status: own.status } : null,
    };
  }

  /** Up to `first` groups of each offer that still take members, closest to their deadline first. */
  async openGroups(em: EntityManager, offerIds: readonly number[], first = 5): Promise<Map<number, OpenGroupView[]>> {
    const open = new Map<number, OpenGroupView[]>(offerIds.map((id) => [id, []]));
    if (offerIds.length === 0) return open;
    const now = this.context.deps.clock.now();
    const groups = await em.find(
      GroupBuy,
      { offer: { $in: [...offerIds] }, status: GroupBuyStatus.IN_PROGRESS, deadlineAt: { $gt: now } },
      { orderBy: { deadlineAt: 'asc', id: 'asc' }, limit: 200 },
    );
    const joinable = groups.filter((group) => this.placesLeft(group) > 0);
    const profiles = await userDirectory.publicProfiles(
      em,
      joinable.map((group) => group.leaderId),
    );
    for (const group of joinable) {
      const list = open.get(group.offer.id)!;
      if (list.length >= first) continue;
      const leader = profiles.get(group.leaderId);
      list.push({
        id: group.id,
        leaderName: leader?.displayName ?? '',
        leaderAvatarUrl: leader?.avatarPath ? uploadUrl(leader.avatarPath) : null,
        placesLeft: this.placesLeft(group),
        deadlineAt: group.deadlineAt,
      });
    }
    return open;
  }

  private placesLeft(group: GroupBuy): number {
    return group.status === GroupBuyStatus.IN_PROGRESS ? Math.max(0, group.groupSize - group.memberCount) : 0;
  }
}
