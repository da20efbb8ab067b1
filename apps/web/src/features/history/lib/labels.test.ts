import { describe, expect, it } from 'vitest';
import { addMessages } from '../../../shared/i18n/translate';
import { kindLabel, walletLabel } from './labels';

addMessages('en_US', {
  'history.kind.deposit': 'Deposit',
  'history.group.adjustment': 'Adjustment',
  'history.wallet.main': 'Main wallet',
  'history.wallet.held': 'Held for withdrawal',
});

describe('history labels', () => {
  it('names a known kind, and a kind it does not know by its group', () => {
    expect(kindLabel({ kind: 'deposit', group: 'deposit' })).toBe('Deposit');
    expect(kindLabel({ kind: 'mystery_kind', group: 'adjustment' })).toBe('Adjustment');
  });

  it('names the main and held wallets, and a provider by the site’s name for it', () => {
    const providers = new Map([['GP01', 'Lucky Reels']]);
    expect(walletLabel('', providers)).toBe('Main wallet');
    expect(walletLabel('#held', providers)).toBe('Held for withdrawal');
    expect(walletLabel('GP01', providers)).toBe('Lucky Reels');
    expect(walletLabel('GP77', providers)).toBe('GP77');
  });
});
