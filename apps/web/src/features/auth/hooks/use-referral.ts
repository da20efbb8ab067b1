import { useCallback, useEffect, useState } from 'react';
import { checkAgentDomain } from '../api/check-agent-domain';
import { agentCurrency } from '../api/member-info';
import { validMessage } from '../api/valid-message';
import type { Referral } from '../lib/referral';
import { clearReferral, keepAgentDomain, takeReferral } from '../lib/referral';

export interface ReferralState {
  /** The checks have answered (or failed). */
  ready: boolean;
  /** A valid agent id / invite code from the link or the cookies: the introducer field is hidden. */
  referral: Referral | null;
  /** A valid agent domain: currency and introducer are locked. */
  domain: { agentId: number; currency: string } | null;
  /** A currency to preset (the agent's or the domain's). */
  currency?: string;
  banner?: 'signup.banner_agent_disabled' | 'signup.banner_recommend_disabled';
  /** Code 107 turns the recommend feature off. */
  recommendOff: boolean;
}

/**
 * The agent / recommend checks that open a registration, run once the settings have loaded: the agent domain of
 * this origin, then the kept agent id or invite code (valid_message, and the agent's currency).
 */
export function useReferral(enabled: boolean) {
  const [state, setState] = useState<ReferralState>({
    ready: false,
    referral: null,
    domain: null,
    recommendOff: false,
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const run = async (): Promise<ReferralState> => {
      const base: ReferralState = { ready: true, referral: null, domain: null, recommendOff: false };
      const domain = await checkAgentDomain().catch(() => null);
      const valid = domain?.is_valid === 1 && domain.agent_id !== null;
      keepAgentDomain(valid ? domain.agent_id : null);
      if (valid)
        return {
          ...base,
          domain: { agentId: domain.agent_id!, currency: domain.currency ?? '' },
          currency: domain.currency ?? undefined,
        };
      const referral = takeReferral(new URLSearchParams(location.search));
      if (!referral) return base;
      const answer = await validMessage(referral.type, referral.value).catch(() => null);
      if (answer?.is_valid !== 1) {
        clearReferral();
        const banner =
          referral.type === 'member_agent' ? 'signup.banner_agent_disabled' : 'signup.banner_recommend_disabled';
        return { ...base, banner };
      }
      if (referral.type === 'recommend_code') return { ...base, referral };
      // A visit is counted once, when the visitor arrives by the link, not each time the form opens again.
      const agent = await agentCurrency(referral.value, referral.fresh ? referral.link : undefined).catch(() => null);
      return { ...base, referral, currency: agent?.currency };
    };
    void run().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [enabled]);

  /** An introducer refusal (106-110, 112, 219): forget the kept referral and unlock the field. */
  const drop = useCallback((code: number) => {
    clearReferral();
    setState((s) => ({ ...s, referral: null, recommendOff: s.recommendOff || code === 107 }));
  }, []);
  return { ...state, drop };
}
