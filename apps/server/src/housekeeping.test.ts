import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createTestApp, createTestServices, signInOwner } from '../test/app';
import { testDatabases } from '../test/databases';

describe.each(testDatabases)('housekeeping on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('drops expired sessions, abandoned anonymous wizard sessions and expired form-token nonces, and keeps the rest', async () => {
    const app = await createTestApp(database);
    const token = await signInOwner(app, 'tidy@example.com', 'Tidy');
    const start = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/wizard/conversation/start',
        headers,
        payload: { initialPrompt: 'A bakery in Leeds' },
      });
    const anonymous = (await start({})).json<{ sessionId: string }>().sessionId;
    const owned = (await start({ authorization: `Bearer ${token}` })).json<{ sessionId: string }>()
      .sessionId;
    await database.pool.query(
      "UPDATE wizard_sessions SET updated_at = now() - interval '31 days' WHERE id = ANY($1)",
      [[anonymous, owned]],
    );
    await database.pool.query(
      "INSERT INTO sessions (user_id, token_hash, expires_at) SELECT id, 'expired-hash', now() - interval '1 day' FROM users LIMIT 1",
    );

    await database.pool.query(
      "INSERT INTO form_token_uses (nonce, expires_at) VALUES ('spent', now() - interval '1 minute'), ('live', now() + interval '1 day')",
    );

    await createTestServices(database).housekeeping();

    const uses = await database.pool.query<{ nonce: string }>('SELECT nonce FROM form_token_uses');
    expect(uses.rows.map((row) => row.nonce)).toEqual(['live']);

    const sessions = await database.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions',
    );
    expect(sessions.rows.map((row) => row.token_hash)).not.toContain('expired-hash');
    expect(sessions.rowCount).toBeGreaterThan(0);
    const wizards = await database.pool.query<{ id: string }>('SELECT id FROM wizard_sessions');
    const ids = wizards.rows.map((row) => row.id);
    expect(ids).not.toContain(anonymous);
    expect(ids).toContain(owned);
    const status = await app.inject({
      url: '/api/auth/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toMatchObject({ authenticated: true });
    await app.close();
  });
});
