import { describe, expect, it } from 'vitest';
import { createBody, kindData, updateBody } from './content-body';
import { newEntry } from './kind-defaults';

describe('content request bodies', () => {
  it('a new entry: site and kind, empty inputs as "every" and "no limit", numbers as numbers', () => {
    const values = { ...newEntry('banner', { site_id: 2, locale: 'zh_CN' }), sort: '5', template: '' };
    values.data = { ...values.data, use_type: '2', link_type: '1', link_url: '/discount', photo: '/p.webp' };
    expect(createBody('banner', values)).toEqual({
      site_id: 2,
      kind: 'banner',
      locale: 'zh_CN',
      template: null,
      device: 0,
      sort: 5,
      active: true,
      starts_at: null,
      ends_at: null,
      data: { use_type: 2, title: '', photo: '/p.webp', link_type: 1, link_url: '/discount', link_method: 0 },
    });
  });

  it('an entry of the every-language tab is written for every language', () => {
    expect(createBody('announcement', newEntry('announcement', { site_id: 1, locale: 'all' })).locale).toBeNull();
  });

  it('a change carries the version read and never the site, id or server fields', () => {
    const record = {
      id: 9,
      site_id: 1,
      kind: 'promotion',
      status: 'live',
      created_at: 'x',
      updated_at: 'y',
      version: 4,
      locale: null,
      template: null,
      device: 1,
      sort: 2,
      active: false,
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '',
      data: { title: 'T', summary: '', photo: '/p', category: 'all', content: '<p>x</p>' },
    };
    expect(updateBody('promotion', record)).toEqual({
      version: 4,
      locale: null,
      template: null,
      device: 1,
      sort: 2,
      active: false,
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: null,
      data: record.data,
    });
  });

  it('a banner sends the fields of its link kind only', () => {
    const game = { currency: 'USD', gt_id: '2', gp_id: 'GP01', gp_gt_name: '', customized: '' };
    expect(kindData('banner', { link_type: 2, link_url: '/left-over', game_link_parameter: game })).toEqual({
      link_type: 2,
      game_link_parameter: { ...game, gt_id: 2 },
    });
    expect(kindData('banner', { link_type: 0, link_url: 'https://x.example/', game_link_parameter: game })).toEqual({
      link_type: 0,
      link_url: 'https://x.example/',
    });
  });
});
