import type { FooterItem } from '@playdeck/contract';
import { classifyFooterUrl } from '../../../features/content/lib/content-links';
import { AppLink } from '../../../shared/ui/app-link';

/** One operator footer item: an outside page in a new tab, a site page in-app, or plain text. */
export function FooterItemLink({ item, className }: { item: FooterItem; className: string }) {
  const link = classifyFooterUrl(item.url);
  if (link.kind === 'outer') {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
    );
  }
  if (link.kind === 'inner') {
    return (
      <AppLink to={link.path} className={className}>
        {item.title}
      </AppLink>
    );
  }
  // javascript:, data: and other schemes are never followed: the title stays readable, without a link.
  return <span className={className}>{item.title}</span>;
}
