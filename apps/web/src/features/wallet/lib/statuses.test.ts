import { ACCOUNT_KINDS, CHANNEL_KINDS, PAYMENT_KINDS, PAYMENT_STATUSES } from '@playdeck/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KINDS, STATUSES, isCancellable, statusTone } from './statuses';
import { WITHDRAW_BLOCKS } from './withdraw-rules';

const english = JSON.parse(
  readFileSync(new URL('../../../locales/en_US/payments.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('payment kinds and statuses', () => {
  it('are the contract lists', () => {
    expect([...KINDS]).toEqual([...PAYMENT_KINDS]);
    expect([...STATUSES]).toEqual([...PAYMENT_STATUSES]);
  });

  it('colour each status', () => {
    expect(STATUSES.map(statusTone)).toEqual(['waiting', 'waiting', 'done', 'failed', 'failed', 'closed', 'closed']);
  });

  it('let only a pending withdrawal be cancelled', () => {
    expect(isCancellable({ kind: 'withdrawal', status: 'pending' })).toBe(true);
    expect(isCancellable({ kind: 'withdrawal', status: 'paying' })).toBe(false);
    expect(isCancellable({ kind: 'deposit', status: 'pending' })).toBe(false);
  });

  it('have every message key the pages build from names', () => {
    const built = [
      ...STATUSES.map((s) => `pay.status.${s}`),
      ...KINDS.map((k) => `pay.kind.${k}`),
      ...CHANNEL_KINDS.map((k) => `pay.channel_kind.${k}`),
      ...ACCOUNT_KINDS.map((k) => `pay.account_kind.${k}`),
      ...['empty', 'format', 'min', 'max'].map((p) => `pay.err.amount_${p}`),
      ...WITHDRAW_BLOCKS.map((b) => `pay.blocked.${b}`),
    ];
    expect(built.filter((key) => !(key in english))).toEqual([]);
  });
});
