import type { FastifyReply } from 'fastify';
import type { ListPage } from '@playdeck/contract/admin';

/** A list page as react-admin's simple REST provider reads it: the rows, and their place in the whole. */
export function sendPage<T>(reply: FastifyReply, resource: string, page: ListPage, rows: T[], total: number) {
  const last = rows.length ? page.offset + rows.length - 1 : page.offset;
  reply.header('content-range', `${resource} ${page.offset}-${last}/${total}`);
  return rows;
}
