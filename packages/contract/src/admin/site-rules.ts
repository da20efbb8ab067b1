/**
 * The rules of a site's addresses: host names, blocked addresses and countries, route
 * rules. Plain functions, so the console checks a form with the same rules the server applies.
 */
import { resolveRedirect } from '../route-rules.js';

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
/** An address prefix of one to three whole octets ending in a dot ("10.77.0."), as the rules always took. */
const IPV4_PREFIX = new RegExp(`^(${OCTET}\\.){1,3}$`);
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?=.{1,253}$)${LABEL}(\\.${LABEL})*$`);

export const isIPv4 = (value: string): boolean => IPV4.test(value);

/** IPv6 as URL parsing (in every browser and Node) reads it; the characters are checked first. */
export function isIPv6(value: string): boolean {
  if (!/^[0-9a-fA-F:.]{2,45}$/.test(value) || !value.includes(':')) return false;
  try {
    new URL(`http://[${value}]/`);
    return true;
  } catch {
    return false;
  }
}

/** A host name a site answers on (no port, no scheme), or an IPv4 address. Lower case. */
export function isHostName(value: string): boolean {
  if (!HOST.test(value)) return false;
  // A name made only of digits and dots is an address, and then it must be a valid one.
  return /^[\d.]+$/.test(value) ? isIPv4(value) : true;
}

/** An allow-list entry for external redirects: a host name, or `*.` and a domain. */
export function isHostPattern(value: string): boolean {
  const wildcard = value.startsWith('*.');
  const host = wildcard ? value.slice(2) : value;
  return isHostName(host) && !(wildcard && isIPv4(host));
}

/** Why a blocked-address entry is refused, or undefined: an IPv4/IPv6 address, a CIDR block, or a prefix. */
export function ipRuleProblem(value: string): string | undefined {
  if (isIPv4(value) || isIPv6(value) || IPV4_PREFIX.test(value)) return undefined;
  const [address = '', bits, ...rest] = value.split('/');
  const problem = 'must be an IP address, a CIDR block such as 10.0.0.0/8 or 2001:db8::/32, or a prefix such as 10.77.';
  if (bits === undefined || rest.length || !/^\d{1,3}$/.test(bits)) return problem;
  const max = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (!max || Number(bits) > max) return problem;
  return Number(bits) === 0 ? 'a /0 block would refuse every address' : undefined;
}

/** ISO 3166-1 alpha-2 codes (and XK, which edge networks send for Kosovo). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR ' +
  'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');
const COUNTRIES = new Set(COUNTRY_CODES);
export const isCountryCode = (value: string): boolean => COUNTRIES.has(value);

/** Paths the server answers itself: a route rule there would never be consulted, or would hide them. */
const RESERVED_PATHS = /^\/(api|admin|assets|builds|socket\.io|static|pwa|sandbox-provider|healthz|metrics)(\/|$)/;

/** Why a route rule's path is refused: an exact path, or a prefix ending in `/**`. */
export function routePathProblem(path: string): string | undefined {
  const base = path.endsWith('/**') ? path.slice(0, -3) || '/' : path;
  if (!/^\/[A-Za-z0-9\-._~%/]*$/.test(base) || base.includes('//') || /\/\.{1,2}(\/|$)/.test(base)) {
    return 'must be a path such as /promo or /games/** (letters, digits, - . _ ~ % and /)';
  }
  if (RESERVED_PATHS.test(base)) return 'the server answers this path itself';
  return undefined;
}

/**
 * Why a redirect target is refused: it must be a path on this site, or an http(s) address on a host the
 * site allows (`redirectHosts`), as the page decision follows it (decision 0002).
 */
export function redirectProblem(target: string, allowedHosts: readonly string[]): string | undefined {
  if (target.startsWith('/') && !target.startsWith('//')) {
    // A backslash or a blank would let a browser read the path as another host ("/\evil.example").
    return /^\/[\x21-\x7e]*$/.test(target) && !target.includes('\\')
      ? undefined
      : 'a path may hold no spaces, backslashes or control characters';
  }
  const resolved = resolveRedirect(target, allowedHosts);
  if (resolved.kind === 'external') {
    return /^https?:\/\/[^/?#]*@/i.test(target) ? 'an address with a user name is not allowed' : undefined;
  }
  if (resolved.kind === 'refused' && resolved.reason === 'host') {
    return 'its host must be on the allowed redirect hosts';
  }
  return 'must be a path on this site (/...) or an http(s) address';
}

/** An http(s) address (customer service): no other scheme, no credentials. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !!url.hostname;
  } catch {
    return false;
  }
}
