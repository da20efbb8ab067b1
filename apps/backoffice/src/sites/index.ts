// What the rest of the console uses from the sites: their screens.
export { SiteList } from './site-list';
export { SiteSettingsEdit } from './site-settings-edit';
