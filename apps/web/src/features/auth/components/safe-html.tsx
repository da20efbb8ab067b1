/**
 * Operator-authored agreement HTML. It is safe to insert: the server cleans it when it is written
 * (sanitizeAuthoredHtml: an allow-list of tags and attributes, no scripts, event handlers or javascript:
 * URLs) before /register-settings/service-agreement serves it; this is the one place it is inserted.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
