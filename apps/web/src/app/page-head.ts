import type { Article, PageRoute, Promotion } from '@playdeck/contract';
import type { StaticHandlerContext } from 'react-router';
import { articleQueryOptions, promotionQueryOptions } from '../features/content/api/pages';
import { queryClient } from '../shared/api/query-client';
import { config } from '../shared/config/public-config';
import { t } from '../shared/i18n/translate';

/** What a search engine or a link preview reads about a rendered page (the server writes the tags). */
export interface PageHead {
  title: string;
  description: string;
  /** A picture of the page itself (a promotion's cover); the server falls back to the site's logo. */
  image?: string;
}

const DESCRIPTION_LENGTH = 160;

/** Text of operator HTML, on one line and cut to a description's length. */
function plain(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
}

const numericId = (url: URL) => Number(url.pathname.split('/')[2]);

/** The page's title and description in the page's language, from what it rendered with. */
export function pageHeadOf(route: PageRoute | undefined, url: URL, context: StaticHandlerContext): PageHead {
  const site = config.SITE_TITLE;
  const named = (title: string, description: string, image?: string): PageHead => ({
    title: `${title} | ${site}`,
    description: plain(description),
    ...(image ? { image } : {}),
  });
  if (context.statusCode >= 400 || !route) return named(t('not_found.title'), t('not_found.title'));
  const vars = { site: config.SITE_NAME };
  switch (route.page) {
    case 'discount': {
      const promotion = url.pathname.startsWith('/discount/')
        ? queryClient.getQueryData<Promotion>(promotionQueryOptions(numericId(url)).queryKey)
        : undefined;
      if (promotion) return named(promotion.title, promotion.summary || promotion.content, promotion.photo);
      return named(t('discount.title'), t('discount.title'));
    }
    case 'faq': {
      const article = url.pathname.startsWith('/faq/')
        ? queryClient.getQueryData<Article>(articleQueryOptions('faq', numericId(url)).queryKey)
        : undefined;
      if (article) return named(article.title, article.content);
      return named(t('faq.title'), t('faq.title'));
    }
    case 'sponsor':
      return named(t('sponsor.title'), t('sponsor.text', vars));
    case 'app':
      return named(t('app.title', vars), t('app.title', vars));
    case 'register':
      return named(t('signup.promo_title', vars), t('signup.promo_text'));
    default:
      return { title: site, description: plain(t('home.hero_text')) };
  }
}
