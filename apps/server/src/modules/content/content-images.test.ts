import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { ContentConsole, siteOneContentConsole } from '../../test/content-helpers.js';

/** A PNG whose header says width × height, with only a few rows of (compressed) pixels behind it. */
function hugePngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

describeEachDb('content pictures: upload, sizes, serving, refusals', (kind) => {
  let t: TestApp;
  let content: ContentConsole;
  beforeAll(async () => {
    t = await createTestApp(kind);
    content = await ContentConsole.signIn(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const upload = (client: AdminClient, body: Buffer, type: string, query = 'site_id=1&purpose=banner') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/content-images?${query}`,
      payload: body,
      headers: { 'content-type': type, cookie: client.cookie, 'x-csrf-token': client.csrf },
    });

  it('makes the three banner sizes of a PNG, served with a strong ETag, a year of cache and 304', async () => {
    const res = await upload(content.client, await picture(2400, 900).png().toBuffer(), 'image/png');
    expect(res.statusCode).toBe(201);
    const { id, urls } = res.json();
    expect(urls).toEqual({
      desktop: `/media/content/${id}/desktop.webp`,
      small: `/media/content/${id}/small.webp`,
      mobile: `/media/content/${id}/mobile.webp`,
    });
    for (const [variant, [w, h]] of Object.entries({ desktop: [1920, 520], small: [960, 300], mobile: [750, 360] })) {
      const got = await t.app.inject({ method: 'GET', url: urls[variant] });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, h]);
      const again = await t.app.inject({
        method: 'GET',
        url: urls[variant],
        headers: { 'if-none-match': got.headers.etag as string },
      });
      expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    }
    expect((await t.app.inject({ method: 'GET', url: `/media/content/${id}/main.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/content/${id}/desktop.png` })).statusCode).toBe(404);

    // The stored size is a banner picture the member site shows.
    await content.create({
      kind: 'banner',
      sort: -5,
      data: { use_type: 0, photo: urls.desktop, title: 'Uploaded', link_type: 1, link_url: '/faq' },
    });
    const shown = await post(t.app, '/api/arks/web/carousel_picture', { use_type: 0 });
    expect(shown.body.data.web_carousel_picture_list[0]).toMatchObject({ url: urls.desktop, title: 'Uploaded' });
  });

  it('fits a JPEG picture inside 1200×1200 and makes a 256×256 icon; the upload is audited without bytes', async () => {
    const jpeg = await picture(2000, 1000).jpeg().toBuffer();
    const pic = await upload(content.client, jpeg, 'image/jpeg', 'site_id=1&purpose=picture');
    expect(pic.statusCode).toBe(201);
    const main = await t.app.inject({ method: 'GET', url: pic.json().urls.main });
    expect(await sharp(main.rawPayload).metadata()).toMatchObject({ width: 1200, height: 600 });
    const icon = await upload(
      content.client,
      await picture(64, 64).webp().toBuffer(),
      'image/webp',
      'site_id=2&purpose=icon',
    );
    expect(icon.statusCode).toBe(201);
    const iconBytes = await t.app.inject({ method: 'GET', url: icon.json().urls.main });
    expect(await sharp(iconBytes.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    const owner = await signedIn(t.app, 'owner');
    const filter = encodeURIComponent(
      JSON.stringify({ action: 'content_image.upload', target_id: String(pic.json().id) }),
    );
    const [entry] = (await owner.get(`/api/admin/audit?filter=${filter}`)).body;
    expect(entry.after).toMatchObject({ purpose: 'picture', uploaded: { type: 'image/jpeg', bytes: jpeg.length } });
    expect(entry.after.sizes).toEqual([
      { variant: 'main', width: 1200, height: 600, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('refuses what is not a picture of an accepted type, with a message that says why', async () => {
    const text = Buffer.from('hello, I am a text file');
    const plain = await upload(content.client, text, 'text/plain');
    expect(plain.statusCode).toBe(415);
    expect(plain.json().message).toContain('image/png');
    const disguised = await upload(content.client, text, 'image/png');
    expect([disguised.statusCode, disguised.json().field]).toEqual([400, 'body']);
    const svg = await upload(content.client, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    const mislabelled = await upload(content.client, await picture(10, 10).png().toBuffer(), 'image/jpeg');
    expect(mislabelled.statusCode).toBe(400);
    expect(mislabelled.json().message).toContain('png');
    const truncated = (await picture(300, 300).png().toBuffer()).subarray(0, 120);
    expect((await upload(content.client, truncated, 'image/png')).statusCode).toBe(400);
    expect((await upload(content.client, Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
    const noPurpose = await upload(content.client, text, 'image/png', 'site_id=1&purpose=poster');
    expect(noPurpose.statusCode).toBe(400);
  });

  it('refuses a body over 8 MB with 413, and a 20000×20000 picture from its header, without decoding it', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 1);
    expect((await upload(content.client, big, 'image/png')).statusCode).toBe(413);
    const huge = hugePngHeader(20_000, 20_000);
    expect(huge.length).toBeLessThan(10_000);
    const rssBefore = process.memoryUsage().rss;
    const res = await upload(content.client, huge, 'image/png');
    const grew = process.memoryUsage().rss - rssBefore;
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('20000×20000');
    // Decoding it would take 400 MB (one byte a pixel); refused from the header, the process barely grows.
    expect(grew).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a real 4000×3000 PNG (12 megapixels, more than any size needs) with a 400 naming the limit', async () => {
    const photo = await picture(4000, 3000).png({ compressionLevel: 1 }).toBuffer();
    const res = await upload(content.client, photo, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field: 'body' });
    expect(res.json().message).toMatch(/4000×3000 pixels is too large: at most 8,300,000 pixels/);
  });

  it('lets only the content and owner roles upload, and only to their own sites', async () => {
    const png = await picture(20, 20).png().toBuffer();
    for (const role of ['finance', 'support']) {
      expect((await upload(await signedIn(t.app, role), png, 'image/png')).statusCode).toBe(403);
    }
    expect((await upload(await signedIn(t.app, 'owner'), png, 'image/png')).statusCode).toBe(201);
    const siteOne = await siteOneContentConsole(t.app);
    expect((await upload(siteOne.client, png, 'image/png', 'site_id=2&purpose=banner')).statusCode).toBe(404);
    expect((await upload(siteOne.client, png, 'image/png', 'site_id=1&purpose=banner')).statusCode).toBe(201);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content-images?site_id=1&purpose=banner',
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(stranger.statusCode).toBe(401);
  });
});
