import { describe, expect, it } from 'vitest';
import { concernsThisPage } from './use-content-realtime';

describe('concernsThisPage', () => {
  it('refetches for a push in this language or in none', () => {
    expect(concernsThisPage({ language: 'en_US' }, 'en_US')).toBe(true);
    expect(concernsThisPage({}, 'en_US')).toBe(true);
    expect(concernsThisPage(undefined, 'en_US')).toBe(true);
  });

  it('ignores a push for another language', () => {
    expect(concernsThisPage({ language: 'zh_CN' }, 'en_US')).toBe(false);
  });
});
