// What the rest of the console uses from the site content: its screens (a resource per kind), its menu
// group, its data-provider actions (the types are in types.ts), and the picture input other screens show.
export { CONTENT_RESOURCES, CONTENT_SCREENS } from './content-screens';
export { CONTENT_MENU, ContentMenu } from './content-menu';
export { withContent } from './content-data-provider';
export { PictureInput } from './picture-input';
