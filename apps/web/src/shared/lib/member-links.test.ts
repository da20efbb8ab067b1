import { describe, expect, it } from 'vitest';
import { hiddenMemberLinks, isDepositPage, isPathHidden, memberLinkOfPath } from './member-links';

describe('hiddenMemberLinks', () => {
  it('reads the known names of env_config.hiddenMemberLinks', () => {
    expect(hiddenMemberLinks({ hiddenMemberLinks: ['Deposit', 'announcement_bank', 'Nope', 3] })).toEqual([
      'Deposit',
      'announcement_bank',
    ]);
  });

  it('hides nothing when the setting is absent or malformed', () => {
    expect(hiddenMemberLinks(undefined)).toEqual([]);
    expect(hiddenMemberLinks(null)).toEqual([]);
    expect(hiddenMemberLinks({})).toEqual([]);
    expect(hiddenMemberLinks({ hiddenMemberLinks: 'Deposit' })).toEqual([]);
  });
});

describe('memberLinkOfPath', () => {
  it.each([
    ['/user/Deposit', 'Deposit'],
    ['/user?page=Withdrawal', 'Withdrawal'],
    ['/user/BindAccount', 'BindAccount'],
    ['/user/DWRecord', 'DWRecord'],
    ['/Deposit', 'Deposit'],
    ['/app', 'APPDownload'],
    ['/proxy?page=Register', 'applyAgent'],
    ['/proxy/Register', 'applyAgent'],
  ])('%s is %s', (path, link) => {
    expect(memberLinkOfPath(path)).toBe(link);
  });

  it.each(['/user/MyWallet', '/user', '/', '/proxy', '/application', '/user/deposit'])(
    '%s is no hideable link',
    (path) => {
      expect(memberLinkOfPath(path)).toBeUndefined();
    },
  );

  it('is hidden only when the site names it', () => {
    expect(isPathHidden('/user/Deposit', ['Deposit'])).toBe(true);
    expect(isPathHidden('/user/Deposit', ['Withdrawal'])).toBe(false);
    expect(isPathHidden('/discount', ['Deposit'])).toBe(false);
  });
});

describe('isDepositPage', () => {
  it('knows the deposit page by its path in any case and by its older address, and nothing else', () => {
    expect(isDepositPage('/user/Deposit')).toBe(true);
    expect(isDepositPage('/user/deposit/')).toBe(true);
    expect(isDepositPage('/Deposit')).toBe(true);
    expect(isDepositPage('/user', '?page=Deposit')).toBe(true);
    expect(isDepositPage('/user', '?page=Withdrawal')).toBe(false);
    expect(isDepositPage('/fastDeposit')).toBe(false);
    expect(isDepositPage('/user/Withdrawal')).toBe(false);
  });
});
