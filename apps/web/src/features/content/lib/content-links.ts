import { classifyLink } from '../../../shared/lib/safe-links';
import type { ContentLink } from '../../../shared/lib/safe-links';

/** Footer items name an article by path, the id taken from it: /main/3, main/3, /faq/7. */
const ARTICLE_PATH = /^\/?(main|faq)\/(\d+)\/?(?:[?#].*)?$/i;

/**
 * A footer item's address: http(s) is an outer link; otherwise it is a main or faq page whose
 * id is taken from the path. Other site paths are still followed in-app; anything else is no link.
 */
export function classifyFooterUrl(url: string): ContentLink {
  const value = url.trim();
  const article = ARTICLE_PATH.exec(value);
  if (article) return { kind: 'inner', path: `/${article[1]!.toLowerCase()}/${Number(article[2])}` };
  return classifyLink(value);
}
