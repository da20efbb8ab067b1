import { afterAll, beforeAll, expect, it } from 'vitest';
import { REGISTER_CODES } from '@playdeck/contract';
import { members } from '../../db/schema/index.js';
import { translate } from '../../i18n/catalog.js';
import { createTestApp, describeEachDb, post } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/admin-helpers.js';
import type { AdminClient } from '../../test/admin-helpers.js';
import { IDENTITY_TEST_CONFIG } from '../../test/identity-helpers.js';
import { register, vndBody } from '../../test/registration-helpers.js';

const URL = '/api/admin/register-blacklist';

// An entry the owner adds in the console refuses the next registration with its field's code (214
// name, 215 phone, 216 e-mail), however the owner spelt it; once deleted, the same value registers.
describeEachDb('back office: a blacklist entry refuses registration until it is deleted', (kind) => {
  let t: TestApp;
  let owner: AdminClient;
  beforeAll(async () => {
    t = await createTestApp(kind, IDENTITY_TEST_CONFIG);
    owner = await signedIn(t.app, 'owner');
  }, 120_000);
  afterAll(() => t.close());

  /** Adds an entry through the admin API; answers its id. */
  const block = async (kindOf: string, value: string): Promise<number> => {
    const res = await owner.call('POST', URL, { site_id: 1, kind: kindOf, value });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const unblock = async (id: number) => expect((await owner.call('DELETE', `${URL}/${id}`)).status).toBe(200);
  const memberCount = async () => (await t.app.database.db.select({ id: members.id }).from(members)).length;

  it('a name (214), on submit and on blur', async () => {
    const id = await block('name', '  nguyenvanBLOCK ');
    const before = await memberCount();
    const refused = await register(t.app, vndBody({ member_name: 'NguyenVanBlock' }));
    expect(refused.body).toMatchObject({
      code: REGISTER_CODES.nameBlacklisted,
      message: translate('signup.err_name_blacklisted', 'en_US'),
      data: { field: 'member_name' },
    });
    const blur = await post(t.app, '/api/register/verification', {
      member_name: 'NGUYENVANBLOCK',
      member_currency: 'VND',
      verification: 1,
    });
    expect(blur.body.code).toBe(REGISTER_CODES.nameBlacklisted);
    expect(await memberCount()).toBe(before);

    await unblock(id);
    expect((await register(t.app, vndBody({ member_name: 'NguyenVanBlock' }))).body.code).toBe(100);
  });

  it('a phone number (215), written with separators in the console', async () => {
    const id = await block('phone', '098 700-0316');
    const refused = await register(t.app, vndBody({ member_phone: '0987000316' }));
    expect(refused.body).toMatchObject({ code: REGISTER_CODES.phoneError, data: { field: 'member_phone' } });
    await unblock(id);
    expect((await register(t.app, vndBody({ member_phone: '0987000316' }))).body.code).toBe(100);
  });

  it('an e-mail address (216), and every address of an @domain', async () => {
    const verify = (email: string) =>
      post(t.app, '/api/register/verification', { member_email: email, member_currency: 'USD', verification: 1 });
    const address = await block('email', 'Someone@Mail.Example');
    const domain = await block('email', '@Blocked-Domain.Example');
    expect((await verify('someone@mail.example')).body.code).toBe(REGISTER_CODES.emailBlacklisted);
    expect((await verify('SOMEONE@MAIL.EXAMPLE')).body.code).toBe(REGISTER_CODES.emailBlacklisted);
    expect((await verify('anyone@blocked-domain.example')).body).toMatchObject({
      code: REGISTER_CODES.emailBlacklisted,
      message: translate('signup.err_email_blacklisted', 'en_US'),
    });
    expect((await verify('someone.else@mail.example')).body.code).toBe(100);
    await unblock(address);
    await unblock(domain);
    expect((await verify('someone@mail.example')).body.code).toBe(100);
    expect((await verify('anyone@blocked-domain.example')).body.code).toBe(100);
  });
});
