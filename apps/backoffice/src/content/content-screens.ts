import { ContentCreate } from './content-create';
import { ContentEdit } from './content-edit';
import { ContentList } from './content-list';

export { CONTENT_RESOURCES } from './content-kinds';

/** The pages of every content resource (one per kind; the kind comes from the resource's name). */
export const CONTENT_SCREENS = { list: ContentList, edit: ContentEdit, create: ContentCreate };
