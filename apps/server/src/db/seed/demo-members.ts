import type { members } from '../schema/index.js';

type MemberSeed = Omit<typeof members.$inferInsert, 'passwordHash' | 'withdrawPasswordHash'> & {
  password: string;
  withdrawPassword?: string;
};

const profile = (name: string, n: number) => ({
  memberName: name,
  memberEmail: `member${n}@demo.playdeck.example`,
  memberPhone: `09120000${String(n).padStart(2, '0')}`,
  identityId: `ID-DEMO-${1000 + n}`,
  memberBirthday: '1990-01-15',
});

/** Demo members with known credentials (README). Never seeded in production. */
export const DEMO_MEMBERS: MemberSeed[] = [
  {
    siteId: 1,
    memberAccount: 'demo001',
    password: 'Demo1234',
    withdrawPassword: '1234',
    memberCurrency: 'USD',
    recommendCode: 'DEMO01',
    ...profile('Alex Demo', 1),
  },
  {
    siteId: 1,
    memberAccount: 'demo002',
    password: 'Demo1234',
    withdrawPassword: '1234',
    memberCurrency: 'VND',
    memberGradeName: 'VIP1',
    ...profile('Nguyen Van Demo', 2),
  },
  {
    siteId: 1,
    memberAccount: 'agent001',
    password: 'Demo1234',
    withdrawPassword: '1234',
    memberCurrency: 'USD',
    memberType: 2,
    agentType: 1,
    agentLevel: 1,
    isAgent: true,
    agentActive: true,
    ...profile('Agent Demo', 3),
  },
  {
    siteId: 1,
    memberAccount: 'newpass001',
    password: 'Demo1234',
    memberCurrency: 'USD',
    firstLoginToChangePassword: true,
    ...profile('First Login', 4),
  },
  {
    siteId: 1,
    memberAccount: 'reset001',
    password: 'Demo1234',
    withdrawPassword: '1234',
    memberCurrency: 'USD',
    requireTransferValidation: true,
    ...profile('Reset Demo', 5),
  },
  { siteId: 1, memberAccount: 'player001', password: 'Demo1234', memberCurrency: 'USD' },
  { siteId: 1, memberAccount: 'disabled001', password: 'Demo1234', memberCurrency: 'USD', status: 'disabled' },
  { siteId: 1, memberAccount: 'frozen001', password: 'Demo1234', memberCurrency: 'USD', status: 'frozen' },
  {
    siteId: 2,
    memberAccount: 'ap001',
    password: 'Demo1234',
    withdrawPassword: '1234',
    memberCurrency: 'RMB',
    ...profile('张三', 6),
  },
];
