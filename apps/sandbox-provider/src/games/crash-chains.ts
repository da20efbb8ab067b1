import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { sbxCrashChains } from '../schema.js';
import type { ProviderDb } from '../wallet.js';
import { CRASH_SALT, crashPointFromHash, generateChain, newChainSeed } from './crash.js';

type ChainRow = typeof sbxCrashChains.$inferSelect;
type Queryable = Pick<ProviderDb, 'select' | 'update' | 'insert'>;

export interface CrashRound {
  chainId: number;
  index: number;
  hash: string;
  salt: string;
  crashCents: bigint;
}

/**
 * The provider's crash chains in its database. The first use creates a chain; a used-up chain is
 * followed by a new one (its terminating hash is published by `GET /crash/chain`). A round index is taken
 * with one `UPDATE … SET next_index = next_index + 1 … RETURNING`, so concurrent bets queue on the
 * chain row and never share a round. Hashes are recomputed from the seed and kept in memory per chain.
 */
export function createCrashChains(opts: { length: number }) {
  const cache = new Map<number, string[]>();

  function hashes(row: ChainRow): string[] {
    let chain = cache.get(row.id);
    if (!chain) {
      chain = generateChain(row.seed, row.length);
      if (chain[0] !== row.terminatingHash) throw new Error(`crash chain ${row.id} does not match its seed`);
      if (cache.size >= 4) cache.delete(cache.keys().next().value!);
      cache.set(row.id, chain);
    }
    return chain;
  }

  async function startChain(db: Queryable): Promise<void> {
    const seed = newChainSeed();
    const terminatingHash = generateChain(seed, opts.length)[0]!;
    await db
      .insert(sbxCrashChains)
      .values({
        id: sql`(select coalesce(max(${sbxCrashChains.id}), 0) + 1 from ${sbxCrashChains})`,
        seed,
        salt: CRASH_SALT,
        length: opts.length,
        terminatingHash,
      })
      .onConflictDoNothing();
  }

  async function current(db: Queryable): Promise<ChainRow | undefined> {
    const [row] = await db.select().from(sbxCrashChains).orderBy(desc(sbxCrashChains.id)).limit(1);
    return row;
  }

  return {
    /** Takes the next round (call inside the bet's transaction, so a refused bet takes none). */
    async nextRound(db: Queryable): Promise<CrashRound> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const active = await current(db);
        if (active) {
          const [row] = await db
            .update(sbxCrashChains)
            .set({ nextIndex: sql`${sbxCrashChains.nextIndex} + 1` })
            .where(and(eq(sbxCrashChains.id, active.id), lte(sbxCrashChains.nextIndex, sbxCrashChains.length)))
            .returning();
          if (row) {
            const index = row.nextIndex - 1;
            const hash = hashes(row)[index]!;
            return { chainId: row.id, index, hash, salt: row.salt, crashCents: crashPointFromHash(hash, row.salt) };
          }
        }
        await startChain(db);
      }
      throw new Error('could not take a crash round');
    },

    /** The active chain (created on first use) and its last `count` played rounds, newest first. */
    async published(db: Queryable, count: number) {
      let row = await current(db);
      if (!row) {
        await startChain(db);
        row = (await current(db))!;
      }
      const chain = hashes(row);
      const rounds: { index: number; hash: string; crashCents: bigint }[] = [];
      for (let index = row.nextIndex - 1; index >= 1 && rounds.length < count; index--) {
        rounds.push({ index, hash: chain[index]!, crashCents: crashPointFromHash(chain[index]!, row.salt) });
      }
      return { chainId: row.id, length: row.length, terminatingHash: row.terminatingHash, salt: row.salt, rounds };
    },
  };
}

export type CrashChains = ReturnType<typeof createCrashChains>;
