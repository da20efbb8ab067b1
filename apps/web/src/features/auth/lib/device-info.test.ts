import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './device-info';

describe('describeUserAgent', () => {
  it('reads desktop browsers and systems', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 124', system: 'Windows', system_version: '10', device: 'PC' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari 17', system: 'macOS', system_version: '10.15.7', device: 'Mac' });
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0').browser).toBe(
      'Firefox 125',
    );
  });

  it('reads phones, with Edge and in-app browsers before Chrome', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Chrome 120', system: 'iOS', system_version: '17.2', device: 'iPhone' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 EdgA/124.0',
      ),
    ).toEqual({ browser: 'Edge 124', system: 'Android', system_version: '14', device: 'Android phone' });
    expect(describeUserAgent('curl/8.0').browser).toBe('Other');
  });
});
