import { PGlite } from '@electric-sql/pglite';

export const BENCH_LOBBY_PREFIX = 'bench-lobby-';
/** Game types of the hall that the lobbies are spread over (slot .. esports). */
const FIRST_TYPE = 2;
const TYPES = 8;

export interface AddedLobbies {
  rows: number;
  /** The providers they were spread over (the site's active, non-crash providers not in maintenance). */
  providers: string[];
}

/**
 * Adds `count` lobby-kind rows to site `siteId`'s catalogue in a stopped server's PGlite directory (already
 * migrated and seeded by one start): one hall entry each, spread over game types 2-9 and the site's
 * active providers, each with its own game_code (`bench-lobby-0001`, ...). The server must be started
 * again afterwards: it keeps the catalogue in memory.
 */
export async function addBenchLobbies(dataDir: string, count: number, siteId = 1): Promise<AddedLobbies> {
  const db = await PGlite.create(dataDir);
  try {
    const { rows } = await db.query<{ gp_id: string }>(
      `select gp_id from game_providers
        where site_id = $1 and active and crash_menu_after is null
          and (maintenance_end is null or maintenance_end <= now())
        order by sort, gp_id`,
      [siteId],
    );
    const providers = rows.map((r) => r.gp_id);
    if (providers.length === 0) throw new Error(`site ${siteId} has no active provider to add lobbies to`);
    // n runs 1..count: provider n mod P, game type (n div P) mod 8, so every provider shows in every type.
    const inserted = await db.query(
      `insert into games (site_id, gp_id, gt_id, kind, game_code, house, names, icon_light, icon_dark,
                          tags, support_device, currencies, has_demo, active, sort)
       select $1, p.gp_id, $4 + ((n / $5) % $6), 'lobby',
              $7 || lpad(n::text, 4, '0'), '',
              jsonb_build_object('en_US', 'Bench Lobby ' || n, 'zh_CN', '测试大厅 ' || n),
              '/game-icons/' || p.gp_id || '-' || $7 || n || '.svg',
              '/game-icons/' || p.gp_id || '-' || $7 || n || '.svg?theme=dark',
              (case n % 3 when 0 then '["hot"]' when 1 then '["new","slot"]' else '[]' end)::jsonb,
              0, '[]'::jsonb, n % 2 = 0, true, 1000 + n
         from generate_series(1, $2::int) as n
         join lateral (select ($3::text[])[1 + (n % $5)] as gp_id) p on true`,
      [siteId, count, providers, FIRST_TYPE, providers.length, TYPES, BENCH_LOBBY_PREFIX],
    );
    return { rows: inserted.affectedRows ?? 0, providers };
  } finally {
    await db.close();
  }
}
