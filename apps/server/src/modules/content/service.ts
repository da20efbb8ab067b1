import type {
  Article,
  ArticleKind,
  ArticleSummary,
  BannerUseType,
  BulletinReply,
  CarouselReply,
  DisplayFrequency,
  FloatItem,
  FooterItem,
  MarqueeReply,
  MobileFooterItem,
  ModelAd,
  ModelLoginReply,
  Promotion,
  PromotionSummary,
  Sponsor,
  TemplateConfig,
} from '@playdeck/contract';
import { DEFAULT_REGISTER_BACKGROUND, DISPLAY_FREQUENCY, H5_TEMPLATES } from '@playdeck/contract';
import { notFound } from '../../lib/envelope.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { ContentKind } from './kinds.js';
import type { ContentRepo, ContentRow } from './repo.js';
import { publishChange } from './publish.js';
import type { Entry } from './replies.js';
import { inOneLanguage, iso, listed, toBanner, toBulletin, toPromotionSummary } from './replies.js';

/** Where and for whom a read is: the site, the request's language, and the layout asking. */
export interface ReadScope {
  site: SiteRecord;
  locale: string;
  /** 1 desktop, 2 mobile; entries for device 0 show on both. */
  device?: number;
  template?: string;
}

interface SiteCache {
  version: number;
  entries: Entry[];
  checkedAt: number;
}

/** How long a site's copy is used before its version is compared again. */
const VERSION_CHECK_MS = 1_000;

const HISTORY_LIMIT = 50;

export interface FirstBanners {
  desktop: string;
  mobile: string;
  title: string;
}

/**
 * Site content: held in memory per site and read from there. A copy older than VERSION_CHECK_MS
 * compares the site's content version (one primary-key lookup, shared by concurrent reads) before use.
 * After a write (admin.ts) this node's copy is dropped, and open pages are told to refetch once every
 * node's copy has been checked again, so the refetch sees the change whichever node answers it.
 */
export function createContentService(repo: ContentRepo, realtime: RealtimeHub) {
  const cache = new Map<number, SiteCache>();
  const pending = new Map<number, Promise<Entry[]>>();

  async function load(siteId: number): Promise<Entry[]> {
    const version = await repo.version(siteId);
    const held = cache.get(siteId);
    if (held && held.version === version) {
      held.checkedAt = Date.now();
      return held.entries;
    }
    const entries = (await repo.listSite(siteId)) as Entry[];
    cache.set(siteId, { version, entries, checkedAt: Date.now() });
    return entries;
  }

  function entriesOf(siteId: number): Promise<Entry[]> {
    const held = cache.get(siteId);
    if (held && Date.now() - held.checkedAt < VERSION_CHECK_MS) return Promise.resolve(held.entries);
    let running = pending.get(siteId);
    if (!running) {
      running = load(siteId).finally(() => pending.delete(siteId));
      pending.set(siteId, running);
    }
    return running;
  }

  /**
   * The entries of one kind that show now, on this device and template, in the visitor's language: those
   * written in it when the kind has any, otherwise those written for every language. `ended` keeps the
   * entries whose time is over too (the pop-up history).
   */
  async function visible<K extends ContentKind>(
    kind: K,
    scope: ReadScope,
    { ended = false, at = new Date() } = {},
  ): Promise<Entry<K>[]> {
    const all = await entriesOf(scope.site.siteId);
    const showing = all.filter(
      (e): e is Entry<K> =>
        e.kind === kind &&
        (e.locale === null || e.locale === scope.locale) &&
        (scope.device === undefined || e.device === 0 || e.device === scope.device) &&
        (scope.template === undefined || e.template === null || e.template === scope.template) &&
        (e.startsAt === null || e.startsAt <= at) &&
        (ended || e.endsAt === null || e.endsAt > at),
    );
    return inOneLanguage(showing, scope.locale);
  }

  async function bulletins(scope: ReadScope, location: number, hiddenAt?: Date): Promise<BulletinReply> {
    const items = (await visible('bulletin', scope)).filter(
      (e) => e.data.location === location && (!hiddenAt || e.updatedAt > hiddenAt),
    );
    const setting = (await visible('bulletin_setting', { ...scope, device: undefined })).find(
      (e) => e.data.location === location,
    );
    return {
      list: items.map(toBulletin),
      setting: {
        display_frequency: (setting?.data.display_frequency ?? DISPLAY_FREQUENCY.perSession) as DisplayFrequency,
      },
    };
  }

  /** Drops this node's copy now; pages are told after other nodes' copies are due for a check. */
  function changed(site: SiteRecord, ...entries: Pick<ContentRow, 'kind' | 'locale' | 'template'>[]): void {
    cache.delete(site.siteId);
    const timer = setTimeout(() => {
      for (const entry of entries) publishChange(realtime, site, entry);
    }, VERSION_CHECK_MS + 50);
    timer.unref();
  }

  return {
    async carousel(scope: ReadScope, useType: BannerUseType): Promise<CarouselReply> {
      const banners = (await visible('banner', scope)).filter((e) => e.data.use_type === useType);
      return { web_carousel_picture_list: banners.map(toBanner) };
    },

    /** The first desktop and mobile banner pictures: the page's skeleton shows them before any script runs. */
    async firstBanners(site: SiteRecord, locale: string): Promise<FirstBanners | undefined> {
      const [desktop] = (await visible('banner', { site, locale, device: 1 })).filter((e) => e.data.use_type === 0);
      const [mobile] = (await visible('banner', { site, locale, device: 2 })).filter((e) => e.data.use_type === 2);
      if (!desktop || !mobile) return undefined;
      return { desktop: desktop.data.photo, mobile: mobile.data.photo, title: mobile.data.title || desktop.data.title };
    },

    /** Every announcement showing now in this scope, both categories (the member centre lists them). */
    announcements: (scope: ReadScope) => visible('announcement', scope),

    async marquee(scope: ReadScope, field: 'sort' | 'created_at', order: 'asc' | 'desc'): Promise<MarqueeReply> {
      // Bank notices are the member centre's only.
      const rows = (await visible('announcement', scope)).filter((e) => e.data.category !== 'bank');
      const key = (e: Entry) => (field === 'sort' ? e.sort : e.createdAt.getTime());
      const sorted = [...rows].sort((a, b) => (key(a) - key(b) || a.id - b.id) * (order === 'asc' ? 1 : -1));
      return {
        web_announcement_list: sorted.map((e) => ({
          id: e.id,
          content: e.data.content,
          display_before_login: e.data.display_before_login,
          display_after_login: e.data.display_after_login,
          sort: e.sort,
          created_at: e.createdAt.toISOString(),
        })),
      };
    },

    bulletins: (scope: ReadScope, location: number) => bulletins(scope, location),

    async memberBulletins(scope: ReadScope, location: number, memberId: number): Promise<BulletinReply> {
      const hiddenAt = await repo.hiddenAt(scope.site.siteId, memberId, scope.device ?? 0, location);
      return bulletins(scope, location, hiddenAt);
    },

    /** Every bulletin that has started at this location, ended ones too, newest change first. */
    async bulletinHistory(scope: ReadScope, location: number): Promise<BulletinReply> {
      const reply = await bulletins(scope, location);
      const items = (await visible('bulletin', scope, { ended: true }))
        .filter((e) => e.data.location === location)
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id)
        .slice(0, HISTORY_LIMIT);
      return { list: items.map(toBulletin), setting: reply.setting };
    },

    hideBulletins: (siteId: number, memberId: number, device: number, location: number) =>
      repo.hide(siteId, memberId, device, location),

    footer: async (scope: ReadScope): Promise<{ list: FooterItem[] }> => ({
      list: listed(await visible('footer', scope)),
    }),
    mobileFooter: async (scope: ReadScope): Promise<{ list: MobileFooterItem[] }> => ({
      list: listed(await visible('mobile_footer', scope)),
    }),
    float: async (scope: ReadScope): Promise<{ list: FloatItem[] }> => ({
      list: listed(await visible('float', scope)),
    }),
    ads: async (scope: ReadScope): Promise<{ list: ModelAd[] }> => ({ list: listed(await visible('ad', scope)) }),
    sponsors: async (scope: ReadScope): Promise<{ list: Sponsor[] }> => ({
      list: listed(await visible('sponsor', scope)),
    }),

    async loginContent(scope: ReadScope): Promise<ModelLoginReply> {
      const entry = (await visible('login', scope))[0];
      if (!entry) return { list: [], title: '', content: '' };
      return {
        list: entry.data.photos.map((p, i) => ({ id: i + 1, photo: p.photo, title: p.title })),
        title: entry.data.title,
        content: entry.data.content,
      };
    },

    async registerBackground(scope: ReadScope): Promise<{ detail: { photo: string } }> {
      const backgrounds = await visible('register_background', scope);
      const entry = backgrounds.find((e) => e.template === scope.template);
      const anyTemplate = backgrounds.find((e) => e.template === null);
      return { detail: { photo: (entry ?? anyTemplate)?.data.photo ?? DEFAULT_REGISTER_BACKGROUND } };
    },

    /** A mobile template's config; the H5 names have a default, other unknown names are not found. */
    async templateConfig(scope: ReadScope, name: string): Promise<TemplateConfig> {
      const entry = (await visible('template_config', { ...scope, template: name })).find((e) => e.template === name);
      if (entry) return { mobile_template_name: name, ...entry.data };
      const h5 = H5_TEMPLATES.find((t) => t === name);
      if (!h5) throw notFound('content.not_found');
      return { mobile_template_name: name, h5, home_sections: DEFAULT_HOME_SECTIONS, banner_interval: 5 };
    },

    async articles(scope: ReadScope, kind: ArticleKind): Promise<{ list: ArticleSummary[] }> {
      const rows = (await visible('article', scope)).filter((e) => e.data.article_kind === kind);
      return { list: rows.map((e) => ({ id: e.id, title: e.data.title, sort: e.sort })) };
    },

    async article(scope: ReadScope, kind: ArticleKind, id: number): Promise<{ detail: Article }> {
      const e = (await visible('article', scope)).find((a) => a.id === id && a.data.article_kind === kind);
      if (!e) throw notFound('content.not_found');
      return {
        detail: { id: e.id, title: e.data.title, sort: e.sort, content: e.data.content, updated_at: iso(e.updatedAt) },
      };
    },

    async promotions(scope: ReadScope, category?: string): Promise<{ list: PromotionSummary[] }> {
      const rows = (await visible('promotion', scope)).filter(
        (e) => !category || category === 'all' || e.data.category === category,
      );
      return { list: rows.map(toPromotionSummary) };
    },

    async promotion(scope: ReadScope, id: number): Promise<{ detail: Promotion }> {
      const e = (await visible('promotion', scope)).find((p) => p.id === id);
      if (!e) throw notFound('content.not_found');
      return { detail: { ...toPromotionSummary(e), content: e.data.content, updated_at: iso(e.updatedAt) } };
    },

    /** After a write: drops this node's copy and tells open pages (admin.ts, after its commit). */
    changed,

    /** The site's content version, as this node's copy last checked it (at most a second ago). */
    async version(siteId: number): Promise<number> {
      await entriesOf(siteId);
      return cache.get(siteId)?.version ?? 0;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

const DEFAULT_HOME_SECTIONS: TemplateConfig['home_sections'] = [
  'banner',
  'marquee',
  'entrances',
  'jackpot',
  'hot',
  'demo',
];
