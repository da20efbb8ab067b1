import type { LogoRow, SiteRepo, SiteRow } from './repo.js';

export interface SiteRecord extends SiteRow {
  logos: LogoRow[];
}

/** How long the copy is used before the sites' version stamp is compared again (as content does). */
export const SITE_CHECK_MS = 1_000;

/**
 * Sites are read on every request (host → site), so they are held in memory. A copy older than
 * `checkMs` compares the sites' version stamp (one small query, shared by concurrent requests) before
 * use and reloads when it moved: every back-office write raises a site's version, so a change made on
 * any node is seen by every node within `checkMs`. A failed check keeps the last good copy.
 */
export class SiteDirectory {
  private byId = new Map<number, SiteRecord>();
  private byHost = new Map<string, SiteRecord>();
  private stamp = '';
  private checkedAt = 0;
  private loading: Promise<void> | undefined;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly repo: SiteRepo,
    private readonly defaultSiteId: number,
    private readonly checkMs = SITE_CHECK_MS,
  ) {}

  /** Reloads now (after a write on this node, or a test's direct change). */
  async refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    // The stamp is read first: a write landing in between makes the next check reload again.
    const stamp = await this.repo.stamp();
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
    this.stamp = stamp;
    this.checkedAt = Date.now();
  }

  private async check(): Promise<void> {
    try {
      if ((await this.repo.stamp()) !== this.stamp) await this.refresh();
    } catch {
      // The database is unreachable: keep answering from the last good copy, and try again later.
    }
    this.checkedAt = Date.now();
  }

  private ensureFresh(): Promise<void> | undefined {
    if (this.checkedAt === 0) return this.refresh();
    if (Date.now() - this.checkedAt < this.checkMs) return undefined;
    this.checking ??= this.check().finally(() => (this.checking = undefined));
    return this.checking;
  }

  async byHostName(host: string | undefined): Promise<SiteRecord> {
    await this.ensureFresh();
    return this.siteOfHost(host);
  }

  /** The host's site when the copy needs no check now, without waiting (a request's hot path); else undefined. */
  byHostNameIfFresh(host: string | undefined): SiteRecord | undefined {
    if (this.checkedAt === 0 || Date.now() - this.checkedAt >= this.checkMs) return undefined;
    return this.siteOfHost(host);
  }

  private siteOfHost(host: string | undefined): SiteRecord {
    const site = this.byHost.get(hostNameOf(host)) ?? this.byId.get(this.defaultSiteId);
    if (!site) throw new Error(`default site ${this.defaultSiteId} does not exist`);
    return site;
  }

  async byIdOrUndefined(siteId: number): Promise<SiteRecord | undefined> {
    await this.ensureFresh();
    return this.byId.get(siteId);
  }

  /** Every active site (background jobs that look at each). */
  async all(): Promise<SiteRecord[]> {
    await this.ensureFresh();
    return [...this.byId.values()];
  }

  /** The active sites of one operator (brand owner). */
  async sitesOfOperator(operator: string): Promise<SiteRecord[]> {
    await this.ensureFresh();
    return [...this.byId.values()].filter((site) => site.operator === operator);
  }
}

/** A Host header's name: no port, no IPv6 brackets, lower case. */
export const hostNameOf = (host: string | undefined): string =>
  (host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
