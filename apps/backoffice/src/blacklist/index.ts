// What the rest of the console uses from the registration blacklist: its screens.
export { BlacklistCreate } from './blacklist-create';
export { BlacklistList } from './blacklist-list';
