import { describe, expect, it } from 'vitest';
import { visibleAnnouncements } from './announcements';

describe('visibleAnnouncements', () => {
  const item = (id: number, before: 0 | 1, after: 0 | 1) => ({
    id,
    content: `a${id}`,
    display_before_login: before,
    display_after_login: after,
    sort: id,
    created_at: '',
  });
  const list = [item(1, 1, 1), item(2, 1, 0), item(3, 0, 1), item(4, 0, 0)];

  it('shows visitors the before-login ones and members the after-login ones, in order', () => {
    expect(visibleAnnouncements(list, 'visitor').map((a) => a.id)).toEqual([1, 2]);
    expect(visibleAnnouncements(list, 'member').map((a) => a.id)).toEqual([1, 3]);
  });
});
