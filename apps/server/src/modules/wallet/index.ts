import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { createLedger } from './ledger.js';
import { createWalletService } from './service.js';
import type { WalletService } from './service.js';

export type { WalletService } from './service.js';
export { HELD_WALLET, InsufficientFunds } from './ledger.js';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

/** The member's wallets and their ledger, for the other domains (the wallet has no calls of its own). */
export function mountWallet(app: FastifyInstance, deps: { db: Db; realtime: RealtimeHub }): WalletService {
  const wallet = createWalletService(createLedger(deps.db), deps.realtime);
  app.decorate('wallet', wallet);
  return wallet;
}
