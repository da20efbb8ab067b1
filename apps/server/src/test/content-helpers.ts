import type { FastifyInstance } from 'fastify';
import type { ContentKind, ContentRecord } from '@playdeck/contract/admin';
import { post } from './harness.js';
import { hashPassword } from '../lib/passwords.js';
import { OPERATOR_PASSWORD, signedIn } from './admin-helpers.js';
import type { AdminClient, AdminReply } from './admin-helpers.js';

/** The content operator's console, writing site content through the admin API. */
export class ContentConsole {
  constructor(readonly client: AdminClient) {}

  static async signIn(app: FastifyInstance, username = 'content'): Promise<ContentConsole> {
    return new ContentConsole(await signedIn(app, username));
  }

  /** POST /api/admin/content on site 1 unless the body names another; answers the reply as it is. */
  send = (body: Record<string, unknown>): Promise<AdminReply> =>
    this.client.call('POST', '/api/admin/content', { site_id: 1, ...body });

  /** Creates an entry; a refusal fails the test with the server's message. */
  async create(body: Record<string, unknown>): Promise<ContentRecord> {
    const res = await this.send(body);
    if (res.status !== 201) throw new Error(`create refused: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as ContentRecord;
  }

  /** Changes an entry at its current version. */
  async update(id: number, change: Record<string, unknown>): Promise<ContentRecord> {
    const current = await this.client.get(`/api/admin/content/${id}`);
    const res = await this.client.call('PUT', `/api/admin/content/${id}`, { version: current.body.version, ...change });
    if (res.status !== 200) throw new Error(`update refused: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as ContentRecord;
  }

  remove = (id: number): Promise<AdminReply> => this.client.call('DELETE', `/api/admin/content/${id}`);
}

type Ask = (path: string, body?: object) => Promise<{ data: unknown; status: number }>;

export interface KindSample {
  entry: Record<string, unknown>;
  /** What the member calls show of the kind, as strings; `shows` is among them once the entry is live. */
  read: (ask: Ask) => Promise<string[]>;
  shows: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- member replies of many shapes */
const field =
  (path: string, body: object, list: (data: any) => any[], pick: (item: any) => string) => async (ask: Ask) =>
    list((await ask(path, body)).data).map(pick);

/** One entry of every kind, marked so that the member call that shows it can be asked whether it does. */
export function kindSamples(mark: string): Record<ContentKind, KindSample> {
  const m = (kind: string) => `${mark}-${kind}`;
  const titles = (path: string, body: object = {}, key = 'title') =>
    field(
      path,
      body,
      (d) => d.list,
      (i) => i[key],
    );
  return {
    banner: {
      entry: {
        data: {
          use_type: 0,
          photo: '/content-img/v1/banner-1-desktop.svg',
          title: m('banner'),
          link_type: 1,
          link_url: '/faq',
        },
      },
      read: field(
        '/api/arks/web/carousel_picture',
        { use_type: 0 },
        (d) => d.web_carousel_picture_list,
        (b) => b.title,
      ),
      shows: m('banner'),
    },
    announcement: {
      entry: { data: { content: m('announcement') } },
      read: field(
        '/api/arks/web/announcement/marquee',
        {},
        (d) => d.web_announcement_list,
        (a) => a.content,
      ),
      shows: m('announcement'),
    },
    bulletin: {
      entry: { device: 1, data: { display_content: m('bulletin'), content: '<p>body</p>', location: 2 } },
      read: titles('/api/arks/web/bulletin', { display_device: 1, display_location: 2 }, 'display_content'),
      shows: m('bulletin'),
    },
    bulletin_setting: {
      entry: { data: { location: 3, display_frequency: 2 } },
      read: async (ask) => [
        `frequency ${((await ask('/api/arks/web/bulletin', { display_device: 2, display_location: 3 })).data as any).setting.display_frequency}`,
      ],
      shows: 'frequency 2',
    },
    footer: {
      entry: { data: { title: m('footer'), url: 'https://example.com/f' } },
      read: titles('/api/arks/web/footer'),
      shows: m('footer'),
    },
    mobile_footer: {
      entry: { template: 'H5_1', data: { tab: 'customLink', title: m('mobile'), url: 'https://example.com/m' } },
      read: titles('/api/arks/web/web-mobile-footer', { template: 'H5_1' }),
      shows: m('mobile'),
    },
    float: {
      entry: { data: { title: m('float'), icon: '/content-img/v1/float-app.svg', url: '/faq' } },
      read: titles('/api/arks/web/float'),
      shows: m('float'),
    },
    ad: {
      entry: { template: 'suncity', data: { title: m('ad'), photo: '/content-img/v1/ad-1.svg' } },
      read: titles('/api/web/model_setting', { model_version: 'suncity' }),
      shows: m('ad'),
    },
    sponsor: {
      entry: { template: 'suncity', data: { name: m('sponsor'), photo: '/content-img/v1/sponsor-1.svg' } },
      read: titles('/api/web/model_sponsor', { model_version: 'suncity' }, 'name'),
      shows: m('sponsor'),
    },
    login: {
      entry: { template: 'suncity', data: { title: m('login'), content: '<p>hi</p>' } },
      read: async (ask) => [((await ask('/api/web/model_login', { model_version: 'suncity' })).data as any).title],
      shows: m('login'),
    },
    register_background: {
      entry: { template: 'H5_1', data: { photo: `/content-img/v1/${m('register')}.svg` } },
      read: async (ask) => [
        ((await ask('/api/arks/web/model/register-background/detail', { template: 'H5_1' })).data as any).detail.photo,
      ],
      shows: `/content-img/v1/${m('register')}.svg`,
    },
    template_config: {
      entry: { template: 'H5_1', data: { h5: 'H5_4', home_sections: ['banner'], banner_interval: 7 } },
      read: async (ask) => {
        const d = (await ask('/api/template_config', { mobileTemplateName: 'H5_1' })).data as any;
        return [`${d.h5} every ${d.banner_interval} s`];
      },
      shows: 'H5_4 every 7 s',
    },
    article: {
      entry: { data: { article_kind: 'faq', title: m('article'), content: '<p>answer</p>' } },
      read: titles('/api/arks/web/articles', { kind: 'faq' }),
      shows: m('article'),
    },
    promotion: {
      entry: { data: { title: m('promotion'), photo: '/content-img/v1/promo-1.svg', content: '<p>terms</p>' } },
      read: titles('/api/arks/web/promotions'),
      shows: m('promotion'),
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A member's page asking the member calls, in a language (and on a host, for site 2). */
export const memberAsk =
  (app: FastifyInstance, headers: Record<string, string>): Ask =>
  async (path, body = {}) => {
    const res = await post(app, path, body, headers);
    return { data: res.body.data, status: res.status };
  };

/** A content operator granted site 1 only: site 2's entries and pictures must be out of its reach. */
export async function siteOneContentConsole(app: FastifyInstance): Promise<ContentConsole> {
  const passwordHash = await hashPassword(OPERATOR_PASSWORD);
  await app.database.db.transaction((tx) =>
    app.operators.repo.insert(
      tx as never,
      {
        operator: 'Playdeck Demo Operator',
        username: 'siteonecontent',
        displayName: 'S1 content',
        passwordHash,
        role: 'content',
      },
      [1],
    ),
  );
  return ContentConsole.signIn(app, 'siteonecontent');
}
