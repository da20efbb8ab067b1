import type { FooterItem } from '@playdeck/contract';
import { classifyFooterUrl } from '../../../features/content/lib/content-links';
import { useHiddenMemberLinks } from '../../../shared/api/site/hidden-member-links';
import { isPathHidden } from '../../../shared/lib/member-links';
import { AppLink } from '../../../shared/ui/app-link';

/** One operator footer item: an outside page in a new tab, a site page in-app, or plain text. */
export function FooterItemLink({ item, className }: { item: FooterItem; className: string }) {
  const link = classifyFooterUrl(item.url);
  const hidden = useHiddenMemberLinks();
  // An operator's link to a page the site hides (/app, /user/Deposit, ...) is left out.
  if (link.kind === 'inner' && isPathHidden(link.path, hidden)) return null;
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
