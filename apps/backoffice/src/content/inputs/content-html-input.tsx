import { HtmlInput } from '../../shared/html-input';

/** An entry's HTML content, with the content screens' help: what the server keeps, and the preview. */
export function ContentHtmlInput() {
  return <HtmlInput source="data.content" label="app.content.fields.content" helperText="app.content.help.html" />;
}
