import './rich-text.css';

/**
 * Operator HTML (promotion and article bodies, the agent agreement). The server sanitises it when it is
 * written, so it is rendered as given; the styles keep headings, lists, tables and pictures inside
 * the column.
 */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
