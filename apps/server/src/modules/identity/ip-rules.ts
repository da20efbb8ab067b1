import { LOGIN_CODES } from '@playdeck/contract';
import type { EnvConfig } from '@playdeck/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/envelope.js';

/** Per-site address and country rules, read from the site's env_config. */
export interface IpRules {
  /** Addresses, or prefixes ending in '.' (e.g. '10.1.'), refused with 106. */
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

/** Which rule refuses an address before anyone is known: its login code (106, 201, 202), or undefined. */
export function deniedAddress(rules: IpRules, ip: string, country: string | undefined): number | undefined {
  const denied = (rules.ipDenyList ?? []).some((entry) => (entry.endsWith('.') ? ip.startsWith(entry) : ip === entry));
  if (denied) return LOGIN_CODES.ipDenied;
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
