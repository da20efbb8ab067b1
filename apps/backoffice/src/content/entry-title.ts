import type { ContentKind } from './content-kinds';
import { TITLE_FIELD, dataAt } from './content-kinds';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What names an entry in lists and the preview: its title, or a kind's coded fields in words. */
export function entryTitle(kind: ContentKind, data: Record<string, unknown> | undefined, translate: Translate): string {
  switch (kind) {
    case 'bulletin_setting':
      return `${translate(`app.content.location.${data?.location}`)} · ${translate(`app.content.frequency.${data?.display_frequency}`)}`;
    case 'mobile_footer':
      return typeof data?.title === 'string' && data.title
        ? data.title
        : translate(`app.content.tab.${data?.tab}`, { _: String(data?.tab ?? '') });
    case 'register_background':
      return '';
    default: {
      const value = dataAt(data, TITLE_FIELD[kind]);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    }
  }
}
