import { describe, expect, it } from 'vitest';
import { createCsrfStore } from '../api/csrf';
import { createDataProvider } from '../api/data-provider';
import { fakeFetch, memoryStorage, reply } from '../api/fake-fetch';
import type { Call } from '../api/fake-fetch';
import { decisionBody } from './payments-data-provider';
import { pictureDataUrl } from './picture-data-url';

function setup(answer: (call: Call) => Response) {
  const csrf = createCsrfStore(memoryStorage());
  csrf.set('csrf-1');
  const { fetch, calls } = fakeFetch(answer);
  return { calls, data: createDataProvider({ fetch, csrf }) };
}

const url = (call: Call | undefined) => new URL(call!.url, 'http://console');
const list = { sort: { field: 'id', order: 'DESC' as const }, pagination: { page: 1, perPage: 25 } };

describe('payments data provider', () => {
  it('reads the queue from payment-orders with queue: true, oldest first', async () => {
    const { data, calls } = setup(() => reply(200, [{ id: 3 }], { 'content-range': 'payment-orders 0-0/1' }));
    const page = await data.getList('payment-queue', { ...list, filter: { kind: 'withdrawal', site_id: '' } });
    expect(page).toEqual({ data: [{ id: 3 }], total: 1 });
    expect(url(calls[0]).pathname).toBe('/api/admin/payment-orders');
    expect(JSON.parse(url(calls[0]).searchParams.get('filter')!)).toEqual({ kind: 'withdrawal', queue: true });
    expect(url(calls[0]).searchParams.get('sort')).toBe('["id","ASC"]');
    await data.getOne('payment-queue', { id: 3 });
    expect(url(calls[1]).pathname).toBe('/api/admin/payment-orders/3');
  });

  it('sends the other lists’ filters without empty values', async () => {
    const { data, calls } = setup(() => reply(200, [], { 'content-range': 'x 0-0/0' }));
    await data.getList('payment-callbacks', { ...list, filter: { problem: '', site_id: '1' } });
    await data.getList('payment-orders', { ...list, filter: { status: 'paid', q: ' W1 ' } });
    expect(url(calls[0]).searchParams.get('filter')).toBe('{"site_id":1}');
    expect(JSON.parse(url(calls[1]).searchParams.get('filter')!)).toEqual({ status: 'paid', q: 'W1' });
    expect(url(calls[1]).searchParams.get('sort')).toBe('["id","DESC"]');
  });

  it('approves and rejects with the CSRF header, the note trimmed, none when empty', async () => {
    const { data, calls } = setup(() => reply(200, { id: 9, status: 'paying' }));
    await data.approvePaymentOrder(9);
    await data.rejectPaymentOrder(9, '  Name does not match  ');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/admin/payment-orders/9/approve',
      'POST /api/admin/payment-orders/9/reject',
    ]);
    expect(calls.map((c) => c.body)).toEqual([{}, { note: 'Name does not match' }]);
    for (const call of calls) expect(call.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(decisionBody('   ')).toEqual({});
  });

  it('reads the member context as JSON and the receipt as a picture', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const { data, calls } = setup((call) =>
      call.url.endsWith('/receipt')
        ? new Response(png, { status: 200, headers: { 'content-type': 'image/png' } })
        : reply(200, { balance: '10.00', held: '0.00' }),
    );
    expect((await data.paymentMemberContext(4)).data).toMatchObject({ balance: '10.00' });
    const receipt = (await data.paymentReceipt(4)).data;
    expect(receipt.type).toBe('image/png');
    // The bytes arrive untouched (never read as text).
    expect(new Uint8Array(await receipt.arrayBuffer())).toEqual(png);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/payment-orders/4/context',
      '/api/admin/payment-orders/4/receipt',
    ]);
    expect(calls[1]?.credentials).toBe('same-origin');
  });

  it('turns a refused receipt into an HttpError with its status, so a 401 signs out', async () => {
    const { data } = setup(() => reply(401, { message: 'Please sign in', code: 'not_signed_in' }));
    await expect(data.paymentReceipt(4)).rejects.toMatchObject({ status: 401, message: 'Please sign in' });
  });
});

describe('receipt picture', () => {
  it('becomes a data URL (the console’s CSP allows data: pictures), other types refused', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    const url = await pictureDataUrl(new Blob([bytes], { type: 'image/webp' }));
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    expect(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')).toEqual(Buffer.from(bytes));
    await expect(pictureDataUrl(new Blob(['<svg/>'], { type: 'image/svg+xml' }))).rejects.toThrow(/not a picture/);
  });
});
