import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { LOGIN_CODES } from '@playdeck/contract';
import type { EnvConfig } from '@playdeck/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './envelope.js';

/** Per-site address and country rules, read from the site's env_config. */
export interface IpRules {
  /** Addresses, CIDR blocks ('10.0.0.0/8', '2001:db8::/32') or prefixes ending in '.' ('10.1.'), refused with 106. */
  ipDenyList?: string[];
  /** Country codes refused with 201. */
  countryDenyList?: string[];
  /** When true, a request without a country header is refused with 202. */
  requireCountry?: boolean;
  /** Currency → countries its members may log in from; another country is refused with 203. */
  currencyCountries?: Record<string, string[]>;
}

export function rulesOf(envConfig: EnvConfig): IpRules {
  return (envConfig.ipRules ?? {}) as IpRules;
}

/** The country a request comes from, as the edge (a CDN or load balancer) says in `header`. */
export function countryOf(request: FastifyRequest, header: string): string | undefined {
  const value = request.headers[header];
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}

/** The list's addresses and blocks as one BlockList, built once per list the site directory holds. */
const blockLists = new WeakMap<string[], BlockList>();
function blockListOf(entries: string[]): BlockList {
  let list = blockLists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    if (!type) continue;
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  blockLists.set(entries, list);
  return list;
}

/** Is `ip` on the list? An IPv4 address reached over IPv6 (::ffff:10.1.2.3) counts as its IPv4 self. */
export function isAddressDenied(entries: string[], ip: string): boolean {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (entries.some((entry) => (entry.endsWith('.') ? address.startsWith(entry) : address === entry))) return true;
  const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  return type !== undefined && blockListOf(entries).check(address, type);
}

/** Which rule refuses an address before anyone is known: its login code (106, 201, 202), or undefined. */
export function deniedAddress(rules: IpRules, ip: string, country: string | undefined): number | undefined {
  if (isAddressDenied(rules.ipDenyList ?? [], ip)) return LOGIN_CODES.ipDenied;
  if (country && (rules.countryDenyList ?? []).includes(country.toUpperCase())) return LOGIN_CODES.countryDenied;
  if (!country && rules.requireCountry) return LOGIN_CODES.countryUnknown;
  return undefined;
}

/** Rules that hold before the member is known (106, 201, 202). */
export function checkAddress(rules: IpRules, ip: string, country: string | undefined): void {
  const code = deniedAddress(rules, ip, country);
  if (code !== undefined) throw new ApiError(code, 'ip_error');
}

/** The rule that needs the member's currency (203). */
export function checkCurrencyCountry(rules: IpRules, currency: string, country: string | undefined): void {
  const allowed = rules.currencyCountries?.[currency];
  if (allowed && !(country && allowed.includes(country.toUpperCase()))) {
    throw new ApiError(LOGIN_CODES.countryNotForCurrency, 'ip_error');
  }
}
