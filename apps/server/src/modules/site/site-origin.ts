import type { FastifyRequest } from 'fastify';
import { hostNameOf } from './directory.js';

/**
 * The origin of the request's site for links sent elsewhere (a gateway's return address): the Host the
 * request came on when it is one of the site's configured domains (its port kept, as in development),
 * else the site's first domain. A forged Host never becomes an address someone is sent to.
 */
export function siteOrigin(request: FastifyRequest): string {
  const { domains } = request.site;
  const asked = hostNameOf(request.host);
  const known = domains.some((d) => d.toLowerCase() === asked);
  const host = known ? request.host.toLowerCase() : domains[0];
  return `${request.protocol}://${host ?? 'localhost'}`;
}
