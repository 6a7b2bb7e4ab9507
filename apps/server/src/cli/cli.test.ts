import { execFile } from 'node:child_process';
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';
import { signInOwner, testConfig } from '../../test/app';
import { testDatabases } from '../../test/databases';
import {
  createDeployedSite,
  startGenerationHarness,
  type GenerationHarness,
} from '../../test/generation-harness';
import { runCli, type CliContext, type CliIo } from './commands';
import { maskedConfig } from './masked-config';

/** Runs one command line, collecting what it prints; `password` is what the prompt answers. */
async function run(argv: string[], context: () => CliContext, password = '') {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readPassword: () => Promise.resolve(password),
  };
  const code = await runCli(argv, context, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const NEW_PASSWORD = 'a brand new passphrase';

describe.each(testDatabases)('the operator CLI on $name', ({ open }) => {
  let database: Database;
  let harness: GenerationHarness;
  let app: FastifyInstance;
  let context: () => CliContext;

  beforeAll(async () => {
    database = await open();
    harness = await startGenerationHarness(database);
    app = harness.app;
    context = () => ({
      config: testConfig(),
      openAccounts: () =>
        Promise.resolve({ auth: harness.services.auth, close: () => Promise.resolve() }),
    });
  });

  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  it('lists accounts with how they sign in and their websites', async () => {
    const token = await signInOwner(app, 'lister@example.com', 'Lee Lister');
    await createDeployedSite(app, token, 'A bakery in Leeds');
    await database.pool.query(
      "INSERT INTO users (provider, subject, email, name) VALUES ('local', 'old@example.com', 'old@example.com', 'Old Local'), ('google', 'g-9', 'gail@gmail.com', 'Gail')",
    );
    const { code, out } = await run(['users', 'list'], context);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+SIGN-IN\s+WEBSITES\s+CREATED$/);
    expect(lines.find((line) => line.startsWith('lister@example.com'))).toMatch(
      /Lee Lister\s+local\s+1\s+\d{4}-\d{2}-\d{2}$/,
    );
    expect(lines.find((line) => line.startsWith('old@example.com'))).toMatch(
      /local, no password\s+0/,
    );
    expect(lines.find((line) => line.startsWith('gail@gmail.com'))).toMatch(/google\s+0/);
  });

  it('gives a local account without a password one, and ends its other sessions', async () => {
    const token = await signInOwner(app, 'reset@example.com');
    const { code, out } = await run(
      ['users', 'set-password', 'RESET@example.com'],
      context,
      NEW_PASSWORD,
    );
    expect(code).toBe(0);
    expect(out).toBe('Password set for reset@example.com; their other sessions have ended.');
    const status = await app.inject({
      url: '/api/auth/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toMatchObject({ authenticated: false });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { email: 'reset@example.com', password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);

    await run(['users', 'set-password', 'old@example.com'], context, NEW_PASSWORD);
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { email: 'old@example.com', password: NEW_PASSWORD },
    });
    expect(old.statusCode).toBe(200);
  });

  it('refuses a short or common password, a provider’s account and an unknown email, changing nothing', async () => {
    const short = await run(['users', 'set-password', 'reset@example.com'], context, 'short');
    expect(short).toMatchObject({
      code: 1,
      err: 'Password must be at least 10 characters. Nothing was changed.',
    });
    const common = await run(['users', 'set-password', 'reset@example.com'], context, 'password12');
    expect(common).toMatchObject({
      code: 1,
      err: 'This password is on a list of common or leaked passwords that attackers try first. Choose another one. Nothing was changed.',
    });
    const google = await run(['users', 'set-password', 'gail@gmail.com'], context, NEW_PASSWORD);
    expect(google).toMatchObject({
      code: 1,
      err: 'gail@gmail.com signs in with Google; only local accounts have passwords.',
    });
    const unknown = await run(
      ['users', 'set-password', 'nobody@example.com'],
      context,
      NEW_PASSWORD,
    );
    expect(unknown).toMatchObject({ code: 1, err: 'No account has the email nobody@example.com.' });
    const missing = await run(['users', 'set-password'], context);
    expect(missing.code).toBe(2);
  });

  it('deletes an account with its websites only with --yes', async () => {
    const token = await signInOwner(app, 'leaver@example.com');
    await createDeployedSite(app, token, 'A florist in York');
    const count = async () =>
      Number(
        (
          await database.pool.query<{ n: string }>(
            "SELECT count(*) AS n FROM websites w JOIN users u ON u.id = w.user_id WHERE u.email = 'leaver@example.com'",
          )
        ).rows[0]?.n,
      );
    expect(await count()).toBe(1);
    const unconfirmed = await run(['users', 'delete', 'leaver@example.com'], context);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.err).toMatch(/Add --yes to confirm/);
    expect(await count()).toBe(1);
    const deleted = await run(['users', 'delete', 'leaver@example.com', '--yes'], context);
    expect(deleted).toMatchObject({
      code: 0,
      out: 'Deleted leaver@example.com and their websites.',
    });
    const users = await database.pool.query(
      "SELECT 1 FROM users WHERE email = 'leaver@example.com'",
    );
    expect(users.rowCount).toBe(0);
    expect(await count()).toBe(0);
    const status = await app.inject({
      url: '/api/auth/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toMatchObject({ authenticated: false });
  });
});

describe('the operator CLI without a database', () => {
  const noDatabase = (): CliContext => ({
    config: testConfig(),
    openAccounts: () => Promise.reject(new Error('no database in this test')),
  });

  it('prints an overview, and each command’s help, without opening anything', async () => {
    const overview = await run(['--help'], noDatabase);
    expect(overview.code).toBe(0);
    for (const usage of [
      'users list',
      'users set-password <email>',
      'users delete <email> --yes',
      'config',
    ])
      expect(overview.out).toContain(usage);
    const help = await run(['users', 'delete', '--help'], noDatabase);
    expect(help).toMatchObject({ code: 0 });
    expect(help.out).toMatch(/^Usage: npm run zappy -- users delete <email> --yes/);
    expect(help.out).toContain('cannot be undone');
    expect((await run([], noDatabase)).code).toBe(2);
  });

  it('names an unknown command and shows what exists', async () => {
    const res = await run(['users', 'promote', 'a@example.com'], noDatabase);
    expect(res.code).toBe(2);
    expect(res.err).toMatch(/^Unknown command: users promote a@example.com/);
    expect(res.err).toContain('users list');
  });

  it('reports a failure to open the database as an error, not a crash', async () => {
    const res = await run(['users', 'list'], noDatabase);
    expect(res).toMatchObject({ code: 1, err: 'no database in this test' });
  });

  it('shows the configuration with every secret masked', async () => {
    const config = testConfig({
      APP_SECRET: 'a-very-secret-app-secret-of-32-characters-or-more',
      DATABASE_URL: 'postgres://zappy:db-password@db.internal:5432/zappy',
      SMTP_URL: 'smtp://mailer:smtp-password@mail.internal:587',
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'sk-secret-key',
      PHOTO_PROVIDER: 'pexels',
      PEXELS_API_KEY: 'pexels-secret-key',
      OIDC_ISSUER_URL: 'https://id.example.com',
      OIDC_CLIENT_ID: 'zappy',
      OIDC_CLIENT_SECRET: 'oidc-client-secret',
      AUTH_ALLOWED_EMAILS: '@team.example',
      DEPLOY_PROVIDER: 'vercel',
      VERCEL_TOKEN: 'vercel-secret-token',
      GITHUB_TOKEN: 'github-secret-token',
    });
    const res = await run(['config'], () => ({ ...noDatabase(), config }));
    expect(res.code).toBe(0);
    for (const secret of [
      'a-very-secret',
      'db-password',
      'smtp-password',
      'sk-secret-key',
      'pexels-secret-key',
      'oidc-client-secret',
      'vercel-secret-token',
      'github-secret-token',
    ])
      expect(res.out).not.toContain(secret);
    const shown = JSON.parse(res.out) as ReturnType<typeof maskedConfig>;
    expect(shown).toMatchObject({
      appSecret: '********',
      databaseUrl: 'postgres://zappy:********@db.internal:5432/zappy',
      smtpUrl: 'smtp://mailer:********@mail.internal:587',
      ai: { provider: 'openai', apiKey: '********' },
      photos: { provider: 'pexels', apiKey: '********' },
      oidc: { issuerUrl: 'https://id.example.com', clientId: 'zappy', clientSecret: '********' },
      allowedEmails: { addresses: [], domains: ['team.example'] },
      deploy: { provider: 'vercel', vercelToken: '********' },
      github: { token: '********', apiUrl: 'https://api.github.com' },
    });
  });

  it('masks the Unsplash access key and the image API key too', async () => {
    const config = testConfig({
      PHOTO_PROVIDER: 'unsplash',
      UNSPLASH_ACCESS_KEY: 'unsplash-secret-key',
      IMAGE_PROVIDER: 'openai',
      IMAGE_API_KEY: 'sk-image-secret',
    });
    const res = await run(['config'], () => ({ ...noDatabase(), config }));
    expect(res.out).not.toContain('unsplash-secret-key');
    expect(res.out).not.toContain('sk-image-secret');
    expect(JSON.parse(res.out)).toMatchObject({
      photos: { provider: 'unsplash', accessKey: '********', appName: 'zappy' },
      imageGenerator: { provider: 'openai', apiKey: '********', model: 'gpt-image-1' },
    });
  });
});

describe('the CLI as a process', () => {
  const execFileAsync = promisify(execFile);
  const cli = path.resolve(import.meta.dirname, '../cli.ts');
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zappy-cli-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // From a shell whose umask lets others read what it creates.
  const zappy = (args: string[]) =>
    execFileAsync('sh', ['-c', 'umask 022 && exec npx tsx "$@"', 'sh', cli, ...args], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 110_000,
    }).then(
      (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
      (failed: unknown) => failed as { code: number; stdout: string; stderr: string },
    );

  it('opens the embedded database in DATA_DIR, for its user only, and lists its accounts', async () => {
    const res = await zappy(['users', 'list']);
    expect(res).toMatchObject({ code: 0, stdout: 'No accounts yet.\n' });

    const entries = await readdir(dataDir, { recursive: true });
    expect(entries.filter((entry) => entry.startsWith('pglite/')).length).toBeGreaterThan(100);
    const modes = await Promise.all(
      entries.map(async (entry) => (await lstat(path.join(dataDir, entry))).mode & 0o777),
    );
    expect(modes.filter((mode) => (mode & 0o077) !== 0)).toEqual([]);
  }, 120_000);

  it('refuses, clearly, while a server holds the embedded database', async () => {
    const held = lockDataDir(dataDir, { allowNetworkFs: false });
    if (!held.ok) throw new Error(held.error);
    try {
      const res = await zappy(['users', 'list']);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(
        `DATA_DIR ${dataDir} is in use by process ${process.pid} on host ${hostname()} since `,
      );
      expect(res.stderr).toMatch(/since \S+\. Stop the Zappy server first/);
    } finally {
      held.lock.release();
    }
  }, 120_000);
});
