export { sandboxGatewayMerchantApi } from './merchant-api.js';
export type { MerchantApiOptions } from './merchant-api.js';
export { sandboxGatewayPages } from './pages.js';
export type { PagesOptions } from './pages.js';
export { createGatewayWorker } from './worker.js';
export type { GatewayWorker, GatewayWorkerOptions } from './worker.js';
export type { Notify, RetryPolicy } from './callback-delivery.js';
export { DEFAULT_RETRY } from './callback-delivery.js';
export type { CallbackBody } from './callback-plan.js';
export type { GatewayDb } from './db.js';
export { GATEWAY_MIGRATIONS_TABLE } from './db.js';
export type { GatewayFaults } from './faults.js';
export { gatewayFaultsFromEnv, NO_GATEWAY_FAULTS } from './faults.js';
/** For tests only: the site verifies callbacks with its own code. */
export { signCallback } from './signing.js';
export { GATEWAY_CURRENCIES } from './currencies.js';
export * as gatewaySchema from './schema.js';
