export { sandboxGames, sandboxProvider } from './plugin.js';
export type { GamesOptions, SandboxOptions } from './plugin.js';
export { sandboxOperatorApi } from './operator-api.js';
export type { OperatorApiOptions } from './operator-api.js';
export type { Faults } from './faults.js';
export { faultsFromEnv, NO_FAULTS } from './faults.js';
export * as sandboxSchema from './schema.js';
/** The game pages' browser files: a bundled server copies this folder and passes it as `assetsDir`. */
export { GAME_ASSETS_DIR } from './games/assets.js';

/** The provider keeps its own migrations record, apart from the operator's, when both share a database. */
export const SANDBOX_MIGRATIONS_TABLE = '__sandbox_migrations';
export { catalogueOf } from './catalogue.js';
export type { CatalogueGame } from './catalogue.js';
export { catalogueWithArt } from './catalogue.js';
export { artUrl, drawArt } from './art/art-urls.js';
export type { ArtKind } from './art/art-urls.js';
/** The game code of the sandbox's sports book page (its quick-bet address). */
export { SPORTS_CODE } from './games/access.js';
