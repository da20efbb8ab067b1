import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { lazyDefaultCompilers } from '../../../lib/lazy-schema-compilers.js';
import { hub88WalletApi } from '../hub88/wallet-api.js';
import type { Hub88WalletApiOptions } from '../hub88/wallet-api.js';

/** Where Hub88's Wallet API calls arrive on the wallet instance. */
export const HUB88_WALLET_PREFIX = '/hub88';

/**
 * The seamless wallet's own Fastify instance: aggregators' calls never reach the member site's port. It
 * listens only when WALLET_API_PORT is set; the embedded sandbox calls it in process.
 */
export async function createWalletApi(opts: Hub88WalletApiOptions & { port?: number; host: string }) {
  const api: FastifyInstance = Fastify({
    logger: false,
    schemaController: { compilersFactory: lazyDefaultCompilers() },
  });
  await api.register(hub88WalletApi, { ...opts, prefix: HUB88_WALLET_PREFIX });
  await api.ready();
  if (opts.port) {
    await api.listen({ port: opts.port, host: opts.host });
    opts.log.info({ port: opts.port, host: opts.host }, 'seamless wallet API listening');
  }
  return api;
}
