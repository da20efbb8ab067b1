import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_SECTIONS, homeSections } from './home-sections';

describe('homeSections', () => {
  it('keeps the default order on desktop', () => {
    expect(homeSections('desktop', ['demo', 'banner'])).toEqual(DEFAULT_HOME_SECTIONS);
  });

  it('follows the template order on mobile, dropping unknown names and repeats', () => {
    expect(homeSections('mobile', ['banner', 'jackpot', 'marquee', 'nope', 'jackpot', 'hot'])).toEqual([
      'banner',
      'jackpot',
      'marquee',
      'hot',
    ]);
  });

  it('falls back to the default order until the config is known', () => {
    expect(homeSections('mobile', undefined)).toEqual(DEFAULT_HOME_SECTIONS);
    expect(homeSections('mobile', [])).toEqual(DEFAULT_HOME_SECTIONS);
  });
});
