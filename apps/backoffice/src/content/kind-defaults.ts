import type { ContentKind } from './content-kinds';

/** A new entry's data: the choices preset the way the member site's own defaults are. */
export const KIND_DEFAULTS: Record<ContentKind, Record<string, unknown>> = {
  banner: { use_type: 0, title: '', photo: '', link_type: 1, link_url: '/', link_method: 0 },
  announcement: { category: 'marquee', title: '', content: '', display_before_login: 1, display_after_login: 1 },
  bulletin: { display_content: '', content: '', location: 2 },
  bulletin_setting: { location: 2, display_frequency: 1 },
  footer: { title: '', url: '', group: '' },
  mobile_footer: { tab: 'home', title: '', url: '' },
  float: { title: '', icon: '', url: '', link_method: 0 },
  ad: { title: '', photo: '', url: '', link_method: 0, position: 'home' },
  template_config: { h5: 'H5_1', home_sections: ['banner', 'marquee', 'entrances', 'hot'], banner_interval: 5 },
  sponsor: { name: '', photo: '', description: '', url: '' },
  login: { title: '', content: '', photos: [] },
  register_background: { photo: '' },
  promotion: { title: '', summary: '', photo: '', category: 'all', content: '' },
  article: { article_kind: 'main', title: '', content: '' },
};

/** A new entry of the kind, on the site and in the language the list was showing. */
export function newEntry(kind: ContentKind, from: { site_id?: unknown; locale?: unknown } = {}) {
  const locale = typeof from.locale === 'string' && from.locale !== 'all' && from.locale !== '' ? from.locale : null;
  return {
    site_id: from.site_id ?? '',
    locale,
    template: null,
    device: 0,
    sort: 0,
    active: true,
    starts_at: null,
    ends_at: null,
    data: structuredClone(KIND_DEFAULTS[kind]),
  };
}
