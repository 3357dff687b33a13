import type { MemberAccount } from '../../common/member-client';

type Membership = MemberAccount['memberships'][number];

/**
 * The members of the signed-in address (a couple may share one), each by their latest membership,
 * the latest paid first.
 */
export function membersOf(memberships: readonly Membership[]): Membership[] {
  const latest = new Map<string, Membership>();
  for (const membership of memberships)
    if (!latest.has(membership.memberKey)) latest.set(membership.memberKey, membership);
  return [...latest.values()];
}
