import { sql } from 'drizzle-orm';
import { decimalsOf } from '@playdeck/contract';
import type { Db } from '../client.js';
import { paymentChannels } from '../schema/index.js';

const RECEIVING_ACCOUNTS: Record<string, { bankName: string; accountName: string; accountNo: string; branch: string }> =
  {
    USD: {
      bankName: 'JPMorgan Chase',
      accountName: 'Playdeck Demo Ltd',
      accountNo: '021000021-7788120',
      branch: 'New York Main',
    },
    RMB: {
      bankName: '中国工商银行',
      accountName: '演示运营有限公司',
      accountNo: '6222020200112233445',
      branch: '上海分行',
    },
    VND: { bankName: 'Vietcombank', accountName: 'CONG TY DEMO', accountNo: '0071001234567', branch: 'Ho Chi Minh' },
    INR: {
      bankName: 'State Bank of India',
      accountName: 'Playdeck Demo Pvt Ltd',
      accountNo: '30012345678',
      branch: 'Mumbai Fort',
    },
  };

/** Each demo site currency gets the sandbox gateway and a bank account to transfer to (fixed ids). */
export function demoChannels(sites: { siteId: number; currencies: string[] }[]) {
  const rows: (typeof paymentChannels.$inferInsert)[] = [];
  let id = 1;
  for (const site of sites) {
    for (const currency of site.currencies) {
      const unit = 10n ** BigInt(decimalsOf(currency));
      const scale = currency === 'VND' ? 1_000n : 1n;
      const amounts = [100n, 500n, 1_000n, 5_000n].map((a) => String(a * scale * unit));
      const common = {
        siteId: site.siteId,
        currency,
        minAmount: 10n * scale * unit,
        maxAmount: 50_000n * scale * unit,
        quickAmounts: amounts,
      };
      rows.push({ id: id++, ...common, kind: 'online', name: 'Sandbox Pay', sort: 1 });
      const bank = RECEIVING_ACCOUNTS[currency] ?? RECEIVING_ACCOUNTS.USD!;
      rows.push({ id: id++, ...common, kind: 'bank', name: bank.bankName, sort: 2, ...bank });
    }
  }
  return rows;
}

export async function seedPayments(db: Db, sites: { siteId: number; currencies: string[] }[]): Promise<void> {
  await db.insert(paymentChannels).values(demoChannels(sites)).onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('payment_channels', 'id'), (select max(id) from payment_channels))`,
  );
}
