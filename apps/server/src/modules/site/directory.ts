import type { LogoRow, SiteRepo, SiteRow } from './repo.js';

export interface SiteRecord extends SiteRow {
  logos: LogoRow[];
}

/**
 * Sites are read on every request (host → site), so they are held in memory and reloaded at most
 * every `ttlMs`; an operator's change reaches every node within that time. A failed reload keeps the
 * last good copy.
 */
export class SiteDirectory {
  private byId = new Map<number, SiteRecord>();
  private byHost = new Map<string, SiteRecord>();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly repo: SiteRepo,
    private readonly defaultSiteId: number,
    private readonly ttlMs = 5_000,
  ) {}

  async refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    const [rows, logos] = await Promise.all([this.repo.listActiveSites(), this.repo.listLogos()]);
    const byId = new Map<number, SiteRecord>();
    const byHost = new Map<string, SiteRecord>();
    for (const row of rows) {
      const record = { ...row, logos: logos.filter((l) => l.siteId === row.siteId) };
      byId.set(row.siteId, record);
      for (const domain of row.domains) byHost.set(domain.toLowerCase(), record);
    }
    this.byId = byId;
    this.byHost = byHost;
    this.loadedAt = Date.now();
  }

  /** Keeps the cache fresh without making the request wait, except on the very first load. */
  private async ensureFresh(): Promise<void> {
    if (this.loadedAt === 0) return this.refresh();
    if (Date.now() - this.loadedAt > this.ttlMs) void this.refresh().catch(() => undefined);
  }

  async byHostName(host: string | undefined): Promise<SiteRecord> {
    await this.ensureFresh();
    const name = (host ?? '')
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '')
      .toLowerCase();
    const site = this.byHost.get(name) ?? this.byId.get(this.defaultSiteId);
    if (!site) throw new Error(`default site ${this.defaultSiteId} does not exist`);
    return site;
  }

  async byIdOrUndefined(siteId: number): Promise<SiteRecord | undefined> {
    await this.ensureFresh();
    return this.byId.get(siteId);
  }
}
