import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { useCashSurplusActive } from '../../../shared/api/programmes/cash-surplus-check';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { useSession } from '../../../shared/stores/session-store';
import { useApplyForAgentCheck } from '../api/apply-for-agent-check';
import { useBonusCheck } from '../../../shared/api/programmes/bonus-check';
import type { MenuFacts } from '../lib/menu-rules';

/** What the member-centre menu depends on: the layout, the site's programmes and its hidden links. */
export function useMenuFacts(): MenuFacts {
  const layout = useMemberLayout().data;
  const currency = useSession((s) => s.currency) ?? layout?.member_currency;
  const hidden = useHiddenMemberLinks();
  const friend = useBonusCheck(currency).data;
  const cashSurplus = useCashSurplusActive();
  // Only a member who is not an agent asks whether they may apply.
  const apply = useApplyForAgentCheck(layout?.is_agent === 0).data;
  return {
    isFriend: friend ? friend.is_friend === 1 : undefined,
    cashSurplus,
    isAgent: layout ? layout.is_agent === 1 : undefined,
    applyAnswer: apply,
    hidden,
  };
}
