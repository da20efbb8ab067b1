import type { ProviderUpdate } from '@playdeck/contract/admin';
import type { ProviderChange } from './admin-repo.js';
import type { ProviderRow } from './repo.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the trail keeps of a provider: the fields an operator may change, and the version. */
export const auditableProvider = (p: ProviderRow) => ({
  name: p.name,
  active: p.active,
  transfer_enabled: p.transferEnabled,
  maintenance_start: iso(p.maintenanceStart),
  maintenance_end: iso(p.maintenanceEnd),
  sort: p.sort,
  aggregator: p.aggregator,
  wallet_mode: p.walletMode,
  aggregator_product: p.aggregatorProduct,
  version: p.version,
});

/** The columns an edit changes: only the fields it sent (null clears the product back to the provider id). */
export function providerChange(b: ProviderUpdate): ProviderChange {
  const date = (s: string | null | undefined) => (s === undefined ? undefined : s === null ? null : new Date(s));
  const change: ProviderChange = {
    name: b.name,
    active: b.active,
    transferEnabled: b.transfer_enabled,
    maintenanceStart: date(b.maintenance_start),
    maintenanceEnd: date(b.maintenance_end),
    sort: b.sort,
    aggregator: b.aggregator,
    walletMode: b.wallet_mode,
    aggregatorProduct: b.aggregator_product,
  };
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
}

/**
 * The field of an edit that changes where members' money sits for this provider (its aggregator or its
 * wallet mode), or undefined when the edit leaves both as they are.
 */
export function moneyRouteChange(before: ProviderRow, b: ProviderUpdate): 'aggregator' | 'wallet_mode' | undefined {
  if (b.aggregator !== undefined && b.aggregator !== before.aggregator) return 'aggregator';
  if (b.wallet_mode !== undefined && b.wallet_mode !== before.walletMode) return 'wallet_mode';
  return undefined;
}
