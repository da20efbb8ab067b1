import type { MouseEvent } from 'react';

interface BulletinBodyProps {
  html: string;
  /** Called instead of a full page load when a link to a page of this site is clicked. */
  onFollowLink: (path: string) => void;
}

/**
 * A bulletin's operator HTML. It is safe to insert: the server sanitises it when it is written (an allow-list
 * of tags and attributes, no scripts or event handlers), the same as the agreement and letter bodies.
 */
export function BulletinBody({ html, onFollowLink }: BulletinBodyProps) {
  // Site links in the body ("see all promotions") move within the app and close the dialog, instead of
  // reloading the page (which would bring the pop-up straight back). New-tab and outer links behave as usual.
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target === '_blank' || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    onFollowLink(`${url.pathname}${url.search}${url.hash}`);
  };
  return <div className="bulletin-body" onClick={followSiteLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
