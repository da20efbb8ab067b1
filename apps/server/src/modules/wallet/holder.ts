/** Whose money a member row is, as a money attempt names it. */
export const holderOf = (member: { siteId: number; id: number; memberCurrency: string }) => ({
  siteId: member.siteId,
  memberId: member.id,
  currency: member.memberCurrency,
});
