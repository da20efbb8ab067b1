import { describe, expect, it } from 'vitest';
import { createCsrfStore } from '../api/csrf';
import { createDataProvider } from '../api/data-provider';
import { fakeFetch, memoryStorage, reply } from '../api/fake-fetch';
import type { Call } from '../api/fake-fetch';
import { MAX_PICTURE_BYTES, pictureProblem, uploadedUrl } from './upload';

function setup(answer: (call: Call) => Response) {
  const csrf = createCsrfStore(memoryStorage());
  csrf.set('csrf-1');
  const { fetch, calls } = fakeFetch(answer);
  return { calls, data: createDataProvider({ fetch, csrf }) };
}

const BANNER_URLS = {
  desktop: '/media/content/7/desktop.webp',
  small: '/media/content/7/small.webp',
  mobile: '/media/content/7/mobile.webp',
};

describe('picture upload', () => {
  it('refuses early what the server would refuse: not a picture, too large, empty', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(pictureProblem({ type: 'image/svg+xml', size: 1000 })).toBe('app.content.upload.not_image');
    expect(pictureProblem({ type: 'text/html', size: 10 })).toBe('app.content.upload.not_image');
    expect(pictureProblem({ type: 'image/jpeg', size: MAX_PICTURE_BYTES + 1 })).toBe('app.content.upload.too_large');
    expect(pictureProblem({ type: 'image/webp', size: 0 })).toBe('app.content.upload.empty');
  });

  it('sends the raw picture with its type, the site and the purpose, with the CSRF header', async () => {
    const { data, calls } = setup(() => reply(200, { id: 7, purpose: 'banner', urls: BANNER_URLS }));
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const { data: uploaded } = await data.uploadContentImage({ site_id: 2, purpose: 'banner', file });
    expect(uploaded.urls).toEqual(BANNER_URLS);
    const [call] = calls;
    const url = new URL(call!.url, 'http://console');
    expect(call!.method).toBe('POST');
    expect(url.pathname).toBe('/api/admin/content-images');
    expect(Object.fromEntries(url.searchParams)).toEqual({ site_id: '2', purpose: 'banner' });
    expect(call!.headers.get('content-type')).toBe('image/png');
    expect(call!.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(call!.body).toBe(file);
  });

  it('fills a banner with the size of its use type, other pictures with their one size', () => {
    const banner = { id: 7, urls: BANNER_URLS };
    expect(uploadedUrl(banner, 0)).toBe(BANNER_URLS.desktop);
    expect(uploadedUrl(banner, 1)).toBe(BANNER_URLS.small);
    expect(uploadedUrl(banner, '2')).toBe(BANNER_URLS.mobile);
    expect(uploadedUrl(banner, undefined)).toBe(BANNER_URLS.desktop);
    expect(uploadedUrl({ id: 8, urls: { main: '/media/content/8/main.webp' } }, 2)).toBe('/media/content/8/main.webp');
  });

  it('a refused upload is an error with the server’s message', async () => {
    const { data } = setup(() =>
      reply(400, { code: 'validation', message: 'body: not a picture (png, jpeg, webp or gif)', field: 'body' }),
    );
    const file = new Blob(['<svg/>'], { type: 'image/png' });
    await expect(data.uploadContentImage({ site_id: 1, purpose: 'picture', file })).rejects.toMatchObject({
      status: 400,
      message: 'body: not a picture (png, jpeg, webp or gif)',
    });
  });
});
