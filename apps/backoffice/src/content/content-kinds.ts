import { CONTENT_KIND_FIELDS, CONTENT_KINDS } from '@playdeck/contract/admin';
import type { ContentImagePurpose, ContentKind } from '@playdeck/contract/admin';

// The content kinds as the console shows them: one resource per kind (`content-<kind>`, mapped onto
// /api/admin/content with the kind filter by the data provider), grouped into the menu's screens.

export { CONTENT_KINDS } from '@playdeck/contract/admin';
export type { ContentKind } from '@playdeck/contract/admin';

/** The menu's screens; a screen of several kinds shows a tab per kind. */
export const CONTENT_GROUPS: readonly { id: string; kinds: readonly ContentKind[] }[] = [
  { id: 'banners', kinds: ['banner'] },
  { id: 'announcements', kinds: ['announcement'] },
  { id: 'popups', kinds: ['bulletin', 'bulletin_setting'] },
  { id: 'footer', kinds: ['footer', 'mobile_footer', 'float'] },
  { id: 'templates', kinds: ['ad', 'template_config'] },
  { id: 'sponsors', kinds: ['sponsor'] },
  { id: 'login', kinds: ['login', 'register_background'] },
  { id: 'promotions', kinds: ['promotion'] },
  { id: 'articles', kinds: ['article'] },
];

const RESOURCE_PREFIX = 'content-';

export const resourceOf = (kind: ContentKind) => `${RESOURCE_PREFIX}${kind.replaceAll('_', '-')}`;

/** The kind a console resource stands for, if it is a content resource. */
export function kindOf(resource: string): ContentKind | undefined {
  if (!resource.startsWith(RESOURCE_PREFIX)) return undefined;
  const kind = resource.slice(RESOURCE_PREFIX.length).replaceAll('-', '_');
  return (CONTENT_KINDS as readonly string[]).includes(kind) ? (kind as ContentKind) : undefined;
}

export const CONTENT_RESOURCES = CONTENT_KINDS.map(resourceOf);

export const groupOf = (kind: ContentKind) => CONTENT_GROUPS.find((g) => g.kinds.includes(kind))!;

/** The field holding an entry's picture (list thumbnail and preview), for kinds that have one. */
export const PICTURE_FIELD: Partial<Record<ContentKind, string>> = {
  banner: 'photo',
  float: 'icon',
  ad: 'photo',
  sponsor: 'photo',
  login: 'photos.0.photo',
  register_background: 'photo',
  promotion: 'photo',
};

/** The field that names an entry in lists. */
export const TITLE_FIELD: Record<ContentKind, string> = {
  banner: 'title',
  announcement: 'content',
  bulletin: 'display_content',
  bulletin_setting: 'location',
  footer: 'title',
  mobile_footer: 'tab',
  float: 'title',
  ad: 'title',
  template_config: 'h5',
  sponsor: 'name',
  login: 'title',
  register_background: 'photo',
  promotion: 'title',
  article: 'title',
};

/** The kind's authored HTML field (rich text, sanitised by the server), if it has one. */
export const htmlFieldOf = (kind: ContentKind): string | undefined => CONTENT_KIND_FIELDS[kind].html[0];

export type UploadPurpose = ContentImagePurpose;

/** What the upload makes of a kind's picture: a banner's three sizes, an icon, or one picture. */
export const uploadPurposeOf = (kind: ContentKind, field: string): UploadPurpose =>
  CONTENT_KIND_FIELDS[kind].pictures[field] ?? 'picture';

interface EntryLike {
  id?: unknown;
  kind?: string;
  data?: Record<string, unknown>;
}

/** Where the member site shows an entry (for "View on site"); none for kinds without a page of their own. */
export function memberPath(kind: ContentKind, record: EntryLike | undefined): string | undefined {
  const id = typeof record?.id === 'number' ? record.id : undefined;
  switch (kind) {
    case 'promotion':
      return id ? `/discount/${id}` : '/discount';
    case 'article':
      if (!id) return undefined;
      // The agent agreement is read in the agent centre (and accepted when applying), not as a page.
      if (record?.data?.article_kind === 'agent_agreement') return '/proxy/Agreement';
      return `/${record?.data?.article_kind === 'faq' ? 'faq' : 'main'}/${id}`;
    case 'sponsor':
      return '/sponsor';
    case 'register_background':
      return '/register';
    case 'banner':
    case 'announcement':
    case 'bulletin':
    case 'float':
    case 'ad':
    case 'footer':
      return '/';
    default:
      return undefined;
  }
}

/** A value at a dotted path ("photos.0.photo") of an entry's data. */
export function dataAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[key];
  }, data);
}
