import { describe, expect, it } from 'vitest';
import type { MenuFacts } from './menu-rules';
import { agentEntry, menuGroups, pageAvailable, proxyPages } from './menu-rules';

const base: MenuFacts = { isFriend: true, cashSurplus: true, isAgent: false, applyAnswer: 100, hidden: [] };
const pagesOf = (facts: MenuFacts) => menuGroups(facts).flatMap((g) => g.pages);
const groupsOf = (facts: MenuFacts) => menuGroups(facts).map((g) => g.group);

describe('member-centre menu', () => {
  it('lists every group for a site with the referral programme and nothing hidden', () => {
    expect(groupsOf(base)).toEqual([
      'account_info',
      'my_wallet',
      'info_center',
      'fund_management',
      'transaction_record',
      'recommend_award',
    ]);
    expect(pagesOf(base)).toContain('Security');
  });

  it('shows the referral group only when bonusSettingCheck says is_friend = 1', () => {
    expect(groupsOf({ ...base, isFriend: false })).not.toContain('recommend_award');
    // Unknown yet: not shown, so it never flashes in and out.
    expect(groupsOf({ ...base, isFriend: undefined })).not.toContain('recommend_award');
  });

  it('shows cash back only while the site runs it', () => {
    expect(pagesOf(base)).toContain('CashSurplus');
    expect(pagesOf({ ...base, cashSurplus: false })).not.toContain('CashSurplus');
    expect(pagesOf({ ...base, cashSurplus: undefined })).not.toContain('CashSurplus');
    expect(pageAvailable('CashSurplus', { ...base, cashSurplus: false })).toBe(false);
    expect(pageAvailable('CashSurplus', { ...base, cashSurplus: undefined })).toBe(true);
  });

  it('leaves out the links the site hides, and a group left empty', () => {
    const facts: MenuFacts = { ...base, hidden: ['Deposit', 'Withdrawal', 'DWRecord'] };
    expect(pagesOf(facts)).not.toContain('Deposit');
    expect(pagesOf(facts)).not.toContain('DWRecord');
    expect(pagesOf(facts)).toContain('Transaction');
    expect(groupsOf(facts)).not.toContain('fund_management');
  });

  it('says which pages may be shown when opened directly', () => {
    expect(pageAvailable('Deposit', { ...base, hidden: ['Deposit'] })).toBe(false);
    expect(pageAvailable('BindAccount', { ...base, hidden: ['BindAccount'] })).toBe(false);
    expect(pageAvailable('RecommendRecord', { ...base, isFriend: false })).toBe(false);
    expect(pageAvailable('RecommendRecord', { ...base, isFriend: undefined })).toBe(true);
    expect(pageAvailable('Info', { ...base, hidden: ['Deposit'] })).toBe(true);
  });
});

describe('agent entry', () => {
  it('links an agent to the agent centre', () => {
    expect(agentEntry({ ...base, isAgent: true, applyAnswer: 101 })).toEqual({ kind: 'centre', to: '/proxy' });
  });

  it('offers the application only when the check answers 100', () => {
    expect(agentEntry(base)).toEqual({ kind: 'apply', to: '/proxy?page=Register' });
    expect(agentEntry({ ...base, applyAnswer: 101 })).toBeNull();
    expect(agentEntry({ ...base, applyAnswer: 104 })).toBeNull();
    expect(agentEntry({ ...base, applyAnswer: undefined })).toBeNull();
  });

  it('hides the application where the site hides applyAgent, and says nothing before the layout is known', () => {
    expect(agentEntry({ ...base, hidden: ['applyAgent'] })).toBeNull();
    expect(agentEntry({ ...base, isAgent: undefined })).toBeNull();
  });
});

describe('proxy centre pages', () => {
  const all = ['Plan', 'Agreement', 'Register', 'ProxyCenter', 'DownlineInfo'] as const;
  it('shows a non-agent only the application', () => {
    expect(proxyPages(false, all)).toEqual(['Register']);
    expect(proxyPages(true, all)).toEqual([...all]);
  });
});
