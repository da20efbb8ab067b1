import { describe, expect, it } from 'vitest';
import { createCsrfStore } from '../api/csrf';
import { createDataProvider } from '../api/data-provider';
import { fakeFetch, memoryStorage, reply } from '../api/fake-fetch';
import type { Call } from '../api/fake-fetch';
import { agentFilter } from './agents-data-provider';

function setup(answer: (call: Call) => Response) {
  const csrf = createCsrfStore(memoryStorage());
  csrf.set('csrf-1');
  const { fetch, calls } = fakeFetch(answer);
  return { calls, data: createDataProvider({ fetch, csrf }) };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://console').searchParams);
const listParams = (filter: Record<string, unknown>) => ({
  filter,
  sort: { field: 'id', order: 'DESC' as const },
  pagination: { page: 1, perPage: 25 },
});
const lines = (calls: Call[]) => calls.map((c) => `${c.method} ${c.url}`);

describe('agent lists and decisions over the admin API', () => {
  it('sends ids as numbers and leaves out what is empty or not an id', () => {
    expect(agentFilter({ site_id: '2', agent_id: ' 42 ', member_id: '', status: 'pending' })).toEqual({
      site_id: 2,
      agent_id: 42,
      status: 'pending',
    });
    expect(agentFilter({ agent_id: 'abc', currency: 'USD' })).toEqual({ currency: 'USD' });
  });

  it('lists statements with the strict filter the API takes, sorted by id and ranged', async () => {
    const { data, calls } = setup(() => reply(200, [{ id: 7 }], { 'content-range': 'agent-statements 0-0/1' }));
    const page = await data.getList('agent-statements', listParams({ status: 'pending', agent_id: '12', site_id: '' }));
    expect(page).toEqual({ data: [{ id: 7 }], total: 1 });
    expect(new URL(calls[0]!.url, 'http://console').pathname).toBe('/api/admin/agent-statements');
    expect(query(calls[0]!.url)).toEqual({
      filter: '{"status":"pending","agent_id":12}',
      sort: '["id","DESC"]',
      range: '[0,24]',
    });
  });

  it('reads and saves a transfer rule by its "site:currency" id', async () => {
    const saved = { id: '1:USD', site_id: 1, currency: 'USD', enabled: true, min: '1', max: '9', daily: '0' };
    const { data, calls } = setup(() => reply(200, { ...saved, version: 2 }));
    await data.getOne('agent-transfer-rules', { id: '1:USD' });
    const body = { version: 1, enabled: true, min: '1', max: '9', daily: '0' };
    await data.update('agent-transfer-rules', { id: '1:USD', data: body, previousData: { ...saved, version: 1 } });
    expect(lines(calls)).toEqual([
      'GET /api/admin/agent-transfer-rules/1%3AUSD',
      'PUT /api/admin/agent-transfer-rules/1%3AUSD',
    ]);
    expect(calls[1]!.body).toEqual(body);
  });

  it('approves an application on a plan or on the site default, and rejects it with the reason', async () => {
    const { data, calls } = setup(() => reply(200, { id: 5, status: 'approved' }));
    await data.approveAgentApplication(5, 3);
    await data.approveAgentApplication(6, null);
    await data.rejectAgentApplication(7, '  duplicate account ');
    expect(lines(calls)).toEqual([
      'POST /api/admin/agent-applications/5/approve',
      'POST /api/admin/agent-applications/6/approve',
      'POST /api/admin/agent-applications/7/reject',
    ]);
    expect(calls.map((c) => c.body)).toEqual([{ plan_id: 3 }, { plan_id: null }, { reason: 'duplicate account' }]);
    expect(calls[0]!.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('pays a statement with an empty body and rejects one with the reason', async () => {
    const { data, calls } = setup(() => reply(200, { id: 9 }));
    await data.approveAgentStatement(9);
    await data.rejectAgentStatement(9, 'wrong period');
    expect(lines(calls)).toEqual([
      'POST /api/admin/agent-statements/9/approve',
      'POST /api/admin/agent-statements/9/reject',
    ]);
    expect(calls.map((c) => c.body)).toEqual([{}, { reason: 'wrong period' }]);
  });

  it('a stale plan save is a 409 the screen can tell apart', async () => {
    const { data } = setup(() => reply(409, { code: 'conflict', message: 'stale version' }));
    await expect(
      data.update('agent-plans', { id: 3, data: { version: 1 }, previousData: { id: 3 } }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
