import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, describeEachDb } from '../../test/harness.js';
import type { TestApp } from '../../test/harness.js';
import { AdminClient } from '../../test/admin-helpers.js';
import { createOperatorUser } from './create-user.js';
import type { NewOperatorUserInput } from './create-user.js';

describeEachDb('creating an operator user (the command line’s first owner)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const input = (over: Partial<NewOperatorUserInput> = {}): NewOperatorUserInput => ({
    username: 'firstowner',
    displayName: 'First Owner',
    role: 'owner',
    password: 'correct horse battery',
    operator: 'Playdeck Demo Operator',
    siteIds: [1, 2],
    ...over,
  });
  const create = (over: Partial<NewOperatorUserInput> = {}) =>
    createOperatorUser({ db: t.app.database.db, repo: t.app.operators.repo, audit: t.app.audit }, input(over), {
      kind: 'cli',
    });

  it('creates a user who can sign in, with an audit row naming the command line', async () => {
    const user = await create();
    expect(user).toMatchObject({ username: 'firstowner', role: 'owner', siteIds: [1, 2] });
    const res = await new AdminClient(t.app).signIn('firstowner', 'correct horse battery');
    expect(res.body.state).toBe('signed_in');
    const [row] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(user.id)));
    expect(row).toMatchObject({ action: 'operator.create', actorUsername: 'command line', actorRole: 'system' });
    expect(JSON.stringify(row!.after)).not.toContain('correct horse');
  });

  it('refuses a taken username, a weak password, an unknown role, and sites of another operator', async () => {
    await expect(create()).rejects.toThrow(/taken/);
    await expect(create({ username: 'weak1', password: 'short' })).rejects.toThrow(/12 characters/);
    await expect(create({ username: 'weak2', password: 'aaaaaaaaaaaaaaaa' })).rejects.toThrow(/different characters/);
    await expect(create({ username: 'odd', role: 'admin' as never })).rejects.toThrow();
    await expect(create({ username: 'elsewhere', operator: 'Another Operator' })).rejects.toThrow(/not sites of/);
    expect(await t.app.operators.repo.byUsername('weak1')).toBeUndefined();
  });
});
