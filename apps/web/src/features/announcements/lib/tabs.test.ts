import type { MemberAnnouncementsReply } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { excerpt, markRead, pageCount, visibleTabs } from './tabs';

const reply: MemberAnnouncementsReply = {
  total: 2,
  unread: 1,
  list: [
    { id: 1, kind: 'marquee', title: 'A', content: 'a', published_at: '2026-01-01T00:00:00Z', is_read: 0 },
    { id: 2, kind: 'bank', title: 'B', content: 'b', published_at: '2026-01-01T00:00:00Z', is_read: 1 },
  ],
};

describe('announcement tabs', () => {
  it('drops the Bank tab where the site hides announcement_bank', () => {
    expect(visibleTabs([])).toEqual(['all', 'marquee', 'bank']);
    expect(visibleTabs(['announcement_bank', 'Deposit'])).toEqual(['all', 'marquee']);
  });

  it('counts pages of ten, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});

describe('markRead', () => {
  it('marks one unread item and lowers the count once', () => {
    const once = markRead(reply, 1);
    expect(once.unread).toBe(0);
    expect(once.list[0]?.is_read).toBe(1);
    expect(markRead(once, 1)).toBe(once);
  });

  it('leaves a read or unknown item alone', () => {
    expect(markRead(reply, 2)).toBe(reply);
    expect(markRead(reply, 9)).toBe(reply);
  });
});

describe('excerpt', () => {
  it('flattens lines and cuts long text', () => {
    expect(excerpt('one\ntwo  three')).toBe('one two three');
    expect(excerpt('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
