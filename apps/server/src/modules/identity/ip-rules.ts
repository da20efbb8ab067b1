import { LOGIN_CODES } from '@playdeck/contract';
import type { EnvConfig } from '@playdeck/contract';
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

/** Rules that hold before the member is known (106, 201, 202). */
export function checkAddress(rules: IpRules, ip: string, country: string | undefined): void {
  const denied = (rules.ipDenyList ?? []).some((entry) => (entry.endsWith('.') ? ip.startsWith(entry) : ip === entry));
  if (denied) throw new ApiError(LOGIN_CODES.ipDenied, 'ip_error');
  if (country && (rules.countryDenyList ?? []).includes(country.toUpperCase())) {
    throw new ApiError(LOGIN_CODES.countryDenied, 'ip_error');
  }
  if (!country && rules.requireCountry) throw new ApiError(LOGIN_CODES.countryUnknown, 'ip_error');
}

/** The rule that needs the member's currency (203). */
export function checkCurrencyCountry(rules: IpRules, currency: string, country: string | undefined): void {
  const allowed = rules.currencyCountries?.[currency];
  if (allowed && !(country && allowed.includes(country.toUpperCase()))) {
    throw new ApiError(LOGIN_CODES.countryNotForCurrency, 'ip_error');
  }
}
