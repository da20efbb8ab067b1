import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contentValidator } from './content-body';
import { issuesToErrors, zodFormValidator } from './zod-validate';

describe('zod → form validation adapter', () => {
  const schema = z.strictObject({
    title: z.string().min(1).max(5),
    count: z.number().int().min(2),
    link: z.union([
      z.string().regex(/^\//, 'must be a path on this site'),
      z.string().regex(/^https?:\/\//, 'must be an http(s) address'),
    ]),
    nested: z.strictObject({ kind: z.enum(['a', 'b']) }),
    items: z.array(z.strictObject({ photo: z.string().min(1) })).max(3),
  });
  const validate = zodFormValidator(schema, (values: Record<string, unknown>) => values);

  it('answers nothing for a body the schema takes', () => {
    expect(
      validate({ title: 'ok', count: 3, link: '/faq', nested: { kind: 'a' }, items: [{ photo: '/x.png' }] }),
    ).toEqual({});
  });

  it('puts each issue on its field, nested and in lists, as message keys with their arguments', () => {
    const errors = validate({
      title: 'far too long',
      count: 1,
      link: 'javascript:alert(1)',
      nested: { kind: 'z' },
      items: [{ photo: '/ok' }, { photo: '' }],
    });
    expect(errors).toEqual({
      title: { message: 'ra.validation.maxLength', args: { max: 5 } },
      count: { message: 'ra.validation.minValue', args: { min: 2 } },
      link: 'app.content.validation.url_or_path',
      nested: { kind: 'app.content.validation.choose' },
      items: [undefined, { photo: 'ra.validation.required' }],
    });
  });

  it('calls a missing value required, and keeps the first issue of a field', () => {
    expect(validate({})).toMatchObject({
      title: 'ra.validation.required',
      count: 'ra.validation.required',
      link: 'ra.validation.required',
      nested: 'ra.validation.required',
    });
    const twice = issuesToErrors([
      { code: 'custom', path: ['a'], message: 'first' },
      { code: 'custom', path: ['a'], message: 'second' },
      { code: 'custom', path: ['a', 'b'], message: 'under a message' },
    ]);
    expect(twice).toEqual({ a: 'first' });
  });

  it('checks a content form with the contract’s rules: shared fields and the kind’s data under data.', () => {
    const check = contentValidator('banner', 'create');
    const errors = check({
      site_id: 1,
      locale: 'xx_YY',
      device: 0,
      sort: 0,
      active: true,
      starts_at: '2026-05-02T10:00:00-04:00',
      ends_at: '2026-05-01T10:00:00-04:00',
      data: { use_type: 0, photo: 'javascript:alert(1)', title: '', link_type: 0, link_url: '/inside', link_method: 0 },
    });
    expect(errors).toEqual({
      locale: 'app.content.validation.choose',
      data: { photo: 'app.content.validation.url_or_path', link_url: 'app.content.validation.http_url' },
    });
    // The window's order is checked once the shared fields are right (as on the server).
    expect(
      check({
        site_id: 1,
        starts_at: '2026-05-02T10:00:00-04:00',
        ends_at: '2026-05-01T10:00:00-04:00',
        data: { use_type: 0, photo: '/p.png', link_type: 1, link_url: '/x' },
      }),
    ).toEqual({ ends_at: 'app.content.validation.after_start' });
    expect(
      check({
        site_id: 1,
        locale: 'zh_CN',
        data: {
          use_type: '2',
          photo: '/media/content/1/mobile.webp',
          link_type: '1',
          link_url: '/discount',
          link_method: 0,
        },
      }),
    ).toEqual({});
  });

  it('names an empty required text on edit, where the body carries the version read', () => {
    const check = contentValidator('promotion', 'edit');
    expect(check({ version: 3, data: { title: '', photo: '/p.png', content: '<p>x</p>' } })).toEqual({
      data: { title: 'ra.validation.required' },
    });
    expect(check({ version: 3, data: { title: 'Cashback', photo: '/p.png', content: '<p>x</p>' } })).toEqual({});
  });
});
