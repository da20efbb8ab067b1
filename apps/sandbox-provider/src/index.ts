export { sandboxGames, sandboxProvider } from './plugin.js';
export type { GamesOptions, SandboxOptions } from './plugin.js';
export { sandboxOperatorApi } from './operator-api.js';
export type { OperatorApiOptions } from './operator-api.js';
export type { Faults } from './faults.js';
export { faultsFromEnv, NO_FAULTS } from './faults.js';
export * as sandboxSchema from './schema.js';
/** The game pages' browser files: a bundled server copies this folder and passes it as `assetsDir`. */
export { GAME_ASSETS_DIR } from './games/assets.js';

export { SANDBOX_MIGRATIONS_TABLE } from './embedded-db.js';
/** The provider on a database of its own (a stand-alone run, or a test of an adapter against it). */
export { openProviderDb } from './embedded-db.js';
export { catalogueOf } from './catalogue.js';
export type { CatalogueGame } from './catalogue.js';
export { catalogueWithArt } from './catalogue.js';
export { artUrl, drawArt } from './art/art-urls.js';
export type { ArtKind } from './art/art-urls.js';
/** The game code of the sandbox's sports book page (its quick-bet address). */
export { SPORTS_CODE } from './games/access.js';
/** The same wallet and games behind Hub88's operator-facing protocol (the real adapter's simulator). */
export { hub88Simulator } from './hub88/plugin.js';
export type { Hub88SimulatorOptions } from './hub88/plugin.js';
export { createSeamlessCaller } from './hub88/seamless-caller.js';
export type { OperatorWalletSend, SeamlessCaller, SeamlessFaults } from './hub88/seamless-caller.js';
