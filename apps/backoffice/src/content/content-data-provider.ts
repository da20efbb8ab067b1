import type { DataProvider, RaRecord } from 'ra-core';
import type { HttpClient } from '../api/http-client';
import { API_URL } from '../api/types';
import type { ContentKind } from './content-kinds';
import { kindOf } from './content-kinds';
import type { ContentActions, UploadedImage } from './types';

const CONTENT = 'content';

/** A list filter as the API takes it: the kind's own, and no empty values (the server's filter is strict). */
function contentFilter(kind: ContentKind, filter: Record<string, unknown> = {}): Record<string, unknown> {
  const kept = Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return { ...Object.fromEntries(kept), kind };
}

/**
 * Each kind is a console resource of its own (`content-banner`, ...) so lists, caches and permissions are
 * per kind; here they all become /api/admin/content, lists filtered by kind and new entries of that kind.
 */
export function withContent<P extends DataProvider>(provider: P, http: HttpClient): P & ContentActions {
  const on = <T>(resource: string, own: (kind: ContentKind) => T, other: () => T): T => {
    const kind = kindOf(resource);
    return kind ? own(kind) : other();
  };
  return {
    ...provider,
    getList: (resource, params) =>
      on(
        resource,
        (kind) => provider.getList(CONTENT, { ...params, filter: contentFilter(kind, params.filter) }),
        () => provider.getList(resource, params),
      ),
    getManyReference: (resource, params) =>
      on(
        resource,
        (kind) => provider.getManyReference(CONTENT, { ...params, filter: contentFilter(kind, params.filter) }),
        () => provider.getManyReference(resource, params),
      ),
    getOne: (resource, params) => provider.getOne(kindOf(resource) ? CONTENT : resource, params),
    getMany: (resource, params) => provider.getMany(kindOf(resource) ? CONTENT : resource, params),
    create: (resource, params) =>
      on(
        resource,
        (kind) => provider.create(CONTENT, { ...params, data: { ...params.data, kind } }),
        () => provider.create(resource, params),
      ),
    update: (resource, params) => provider.update(kindOf(resource) ? CONTENT : resource, params),
    delete: (resource, params) => provider.delete(kindOf(resource) ? CONTENT : resource, params),
    deleteMany: (resource, params) => provider.deleteMany(kindOf(resource) ? CONTENT : resource, params),
    updateMany: (resource, params) => provider.updateMany(kindOf(resource) ? CONTENT : resource, params),
    uploadContentImage: async ({ site_id, purpose, file }) => {
      const query = new URLSearchParams({ site_id: String(site_id), purpose });
      const { json } = await http<UploadedImage>(`${API_URL}/content-images?${query}`, {
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      });
      return { data: json };
    },
    copyContent: async (id, locale, version) => {
      const { json } = await http<RaRecord>(`${API_URL}/${CONTENT}/${encodeURIComponent(String(id))}/copy`, {
        method: 'POST',
        body: JSON.stringify(version === undefined ? { locale } : { locale, version }),
      });
      return { data: json };
    },
  } as P & ContentActions;
}
