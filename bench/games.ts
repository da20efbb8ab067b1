import { measureCatalogue } from './games-catalogue.js';
import type { CatalogueFigures } from './games-catalogue.js';
import { measureTransfers } from './games-transfers.js';
import type { DatabaseKind, TransferFigures } from './games-transfers.js';
import { measureTransfersAtScale } from './games-transfers-scale.js';
import type { TransfersAtScaleFigures } from './games-transfers-scale.js';
import { errorMessage } from './lib/stats.js';

export interface GamesFigures {
  catalogue?: CatalogueFigures;
  /** PGlite always; PostgreSQL too when DATABASE_URL is set. */
  transfers: TransferFigures[];
  /** With DATABASE_URL: 100 members on PostgreSQL against pgbench. */
  transfersAtScale?: TransfersAtScaleFigures;
  /** Why PostgreSQL was not measured, when it was not. */
  postgresSkipped?: string;
  /** Parts that could not be measured; the others still report. */
  failures: { part: string; error: string }[];
}

/**
 * The games section: the hall of a ~2,000-game catalogue against a bare route sending the same bytes,
 * then transfers per second on PGlite and (with DATABASE_URL) on PostgreSQL. Every part starts and stops
 * servers of its own.
 */
export async function measureGames(): Promise<GamesFigures> {
  const figures: GamesFigures = { transfers: [], failures: [] };
  const attempt = async (part: string, body: () => Promise<void>) => {
    try {
      await body();
    } catch (err) {
      figures.failures.push({ part, error: errorMessage(err) });
      console.error(`  ${part} FAILED: ${errorMessage(err)}`);
    }
  };

  await attempt('catalogue', async () => {
    figures.catalogue = await measureCatalogue();
  });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) figures.postgresSkipped = 'DATABASE_URL is not set';
  const kinds: DatabaseKind[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];
  for (const kind of kinds) {
    await attempt(`transfers (${kind})`, async () => {
      figures.transfers.push(await measureTransfers(kind, adminUrl));
    });
  }
  if (adminUrl) {
    await attempt('transfers at scale (postgres)', async () => {
      figures.transfersAtScale = await measureTransfersAtScale(adminUrl);
    });
  }
  return figures;
}
