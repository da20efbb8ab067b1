// What the rest of the console uses from the games catalogue: its screens.
export { GameEdit } from './game-edit';
export { GameList } from './game-list';
export { GameTypeEdit, GameTypeList } from './game-type-list';
export { Hub88AccountPage } from './hub88-account-page';
export { ProviderCreate } from './provider-create';
export { ProviderEdit } from './provider-edit';
export { ProviderList } from './provider-list';
