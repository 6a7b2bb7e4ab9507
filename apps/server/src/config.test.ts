import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with no settings', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      google: undefined,
      localSignIn: true,
    });
    expect(result.config.dataDir).toMatch(/[/\\]data$/);
  });

  it('answers HTTP in one process per core on PostgreSQL, in one on the embedded database', () => {
    const embedded = loadConfig({});
    expect(embedded.ok && embedded.config.webProcesses).toBe(1);
    const databaseUrl = 'postgres://zappy@127.0.0.1/zappy';
    const postgres = loadConfig({ DATABASE_URL: databaseUrl });
    expect(postgres.ok && postgres.config.webProcesses).toBe(availableParallelism());
    const three = loadConfig({ DATABASE_URL: databaseUrl, WEB_PROCESSES: '3' });
    expect(three.ok && three.config.webProcesses).toBe(3);
    const worker = loadConfig({ DATABASE_URL: databaseUrl, ROLE: 'worker', WEB_PROCESSES: '3' });
    expect(worker.ok && worker.config.webProcesses).toBe(1);
    expect(loadConfig({ WEB_PROCESSES: '2' })).toEqual({
      ok: false,
      errors: [
        'WEB_PROCESSES: more than 1 needs DATABASE_URL (a PostgreSQL server; the embedded database lives in one process)',
      ],
    });
    expect(loadConfig({ DATABASE_URL: databaseUrl, WEB_PROCESSES: '0' }).ok).toBe(false);
  });

  it('serves metrics only with a port or a token of their own', () => {
    const off = loadConfig({});
    expect(off.ok && off.config.metrics).toEqual({
      served: false,
      port: undefined,
      host: '127.0.0.1',
      token: undefined,
    });
    const port = loadConfig({ METRICS_PORT: '9464' });
    expect(port.ok && port.config.metrics).toMatchObject({ served: true, port: 9464 });
    const token = loadConfig({ METRICS_TOKEN: 'a-token-of-sixteen-chars' });
    expect(token.ok && token.config.metrics).toMatchObject({ served: true, port: undefined });
    expect(loadConfig({ METRICS_PORT: '3000' })).toEqual({
      ok: false,
      errors: ['METRICS_PORT: must differ from PORT'],
    });
    expect(loadConfig({ METRICS_TOKEN: 'short' })).toEqual({
      ok: false,
      errors: ['METRICS_TOKEN: must be at least 16 characters'],
    });
    expect(loadConfig({ METRICS_PORT: '70000' }).ok).toBe(false);
  });

  it('turns local sign-in off when Google is configured, unless forced on', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    const off = loadConfig(google);
    const on = loadConfig({ ...google, AUTH_LOCAL_SIGNIN: 'true' });
    expect(off.ok && off.config.localSignIn).toBe(false);
    expect(off.ok && off.config.google?.issuerUrl).toBe('https://accounts.google.com');
    expect(on.ok && on.config.localSignIn).toBe(true);
  });

  it('takes photos from Pexels only with its key; unset, no photo service', () => {
    const none = loadConfig({});
    expect(none.ok && none.config.photos).toEqual({ provider: undefined });
    const pexels = loadConfig({ PHOTO_PROVIDER: 'pexels', PEXELS_API_KEY: 'key' });
    expect(pexels.ok && pexels.config.photos).toEqual({
      provider: 'pexels',
      apiKey: 'key',
      apiUrl: 'https://api.pexels.com',
    });
    const keyless = loadConfig({ PHOTO_PROVIDER: 'pexels' });
    expect(keyless.ok ? [] : keyless.errors).toEqual([
      'PEXELS_API_KEY: is required when PHOTO_PROVIDER is pexels (get a free key at https://www.pexels.com/api/)',
    ]);
    const unknown = loadConfig({ PHOTO_PROVIDER: 'flickr', PEXELS_API_URL: 'ftp://x' });
    expect(unknown.ok ? [] : unknown.errors).toEqual([
      'PHOTO_PROVIDER: must be pexels or unsplash (or unset for the offline illustrations)',
      'PEXELS_API_URL: must be an http(s) URL',
    ]);
  });

  it('takes photos from Unsplash only with its access key, linking back under the app name', () => {
    const unsplash = loadConfig({ PHOTO_PROVIDER: 'unsplash', UNSPLASH_ACCESS_KEY: 'access' });
    expect(unsplash.ok && unsplash.config.photos).toEqual({
      provider: 'unsplash',
      accessKey: 'access',
      apiUrl: 'https://api.unsplash.com',
      appName: 'zappy',
    });
    const named = loadConfig({
      PHOTO_PROVIDER: 'unsplash',
      UNSPLASH_ACCESS_KEY: 'access',
      UNSPLASH_APP_NAME: 'acme_sites',
      UNSPLASH_API_URL: 'http://127.0.0.1:9/',
    });
    expect(named.ok && named.config.photos).toMatchObject({
      apiUrl: 'http://127.0.0.1:9',
      appName: 'acme_sites',
    });
    const keyless = loadConfig({ PHOTO_PROVIDER: 'unsplash', UNSPLASH_APP_NAME: 'my app' });
    expect(keyless.ok ? [] : keyless.errors).toEqual([
      "UNSPLASH_APP_NAME: must be letters, digits, - or _ (your Unsplash app's name)",
      "UNSPLASH_ACCESS_KEY: is required when PHOTO_PROVIDER is unsplash (your app's Access Key at https://unsplash.com/oauth/applications)",
    ]);
  });

  it('generates images through an OpenAI-compatible API only with its key; unset, none', () => {
    const none = loadConfig({});
    expect(none.ok && none.config.imageGenerator).toEqual({ provider: undefined });
    const openai = loadConfig({ IMAGE_PROVIDER: 'openai', IMAGE_API_KEY: 'sk-test' });
    expect(openai.ok && openai.config.imageGenerator).toEqual({
      provider: 'openai',
      baseUrl: 'https://api.openai.com',
      apiKey: 'sk-test',
      model: 'gpt-image-1',
      timeoutMs: 120_000,
    });
    const keyless = loadConfig({ IMAGE_PROVIDER: 'openai', IMAGE_TIMEOUT_MS: '10' });
    expect(keyless.ok ? [] : keyless.errors).toEqual([
      'IMAGE_TIMEOUT_MS: must be at least 1000',
      "IMAGE_API_KEY: is required when IMAGE_PROVIDER is openai (the image API's key)",
    ]);
    const unknown = loadConfig({ IMAGE_PROVIDER: 'midjourney' });
    expect(unknown.ok ? [] : unknown.errors).toEqual([
      'IMAGE_PROVIDER: must be openai (or unset for no generated images)',
    ]);
  });

  it('deploys to Vercel only with its token, in a team when one is named', () => {
    const vercel = loadConfig({ DEPLOY_PROVIDER: 'vercel', VERCEL_TOKEN: 'token' });
    expect(vercel.ok && vercel.config.deploy).toMatchObject({
      provider: 'vercel',
      vercelToken: 'token',
      vercelApiUrl: 'https://api.vercel.com',
      vercelTeamId: undefined,
      vercelTimeoutMs: 600_000,
    });
    const team = loadConfig({
      DEPLOY_PROVIDER: 'vercel',
      VERCEL_TOKEN: 'token',
      VERCEL_TEAM_ID: 'team_abc',
      VERCEL_API_URL: 'http://127.0.0.1:9/',
      VERCEL_DEPLOY_TIMEOUT_SECONDS: '90',
    });
    expect(team.ok && team.config.deploy).toMatchObject({
      vercelTeamId: 'team_abc',
      vercelApiUrl: 'http://127.0.0.1:9',
      vercelTimeoutMs: 90_000,
    });
    const tokenless = loadConfig({ DEPLOY_PROVIDER: 'vercel' });
    expect(tokenless.ok ? [] : tokenless.errors).toEqual([
      'VERCEL_TOKEN: is required when DEPLOY_PROVIDER is vercel (create one at https://vercel.com/account/tokens)',
    ]);
    const bad = loadConfig({ DEPLOY_PROVIDER: 'heroku', VERCEL_DEPLOY_TIMEOUT_SECONDS: '5' });
    expect(bad.ok ? [] : bad.errors).toEqual([
      'DEPLOY_PROVIDER: must be local, netlify or vercel',
      'VERCEL_DEPLOY_TIMEOUT_SECONDS: must be at least 10',
    ]);
  });

  it('reaches GitHub at api.github.com unless told otherwise, with the token optional', () => {
    const none = loadConfig({});
    expect(none.ok && none.config.github).toEqual({
      token: undefined,
      apiUrl: 'https://api.github.com',
      timeoutMs: 30_000,
    });
    const enterprise = loadConfig({
      GITHUB_TOKEN: 'ghp_0123456789',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3/',
      GITHUB_TIMEOUT_SECONDS: '5',
    });
    expect(enterprise.ok && enterprise.config.github).toEqual({
      token: 'ghp_0123456789',
      apiUrl: 'https://ghe.example.com/api/v3',
      timeoutMs: 5_000,
    });
    const bad = loadConfig({
      GITHUB_TOKEN: 'two words',
      GITHUB_API_URL: 'ssh://github.com',
      GITHUB_TIMEOUT_SECONDS: '0',
    });
    expect(bad.ok ? [] : bad.errors).toEqual([
      'GITHUB_TOKEN: must be a token, without spaces',
      'GITHUB_API_URL: must be an http(s) URL',
      'GITHUB_TIMEOUT_SECONDS: must be at least 1',
    ]);
  });

  it('reports one clear line per bad setting', () => {
    const result = loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'not a url',
      APP_SECRET: 'short',
      GOOGLE_CLIENT_ID: 'only-the-id',
      AUTH_LOCAL_SIGNIN: 'maybe',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        'PORT: must be a port number',
        'DATABASE_URL: must start with postgres:// or postgresql://',
        'PUBLIC_URL: must be an http(s) URL',
        'APP_SECRET: must be at least 32 characters (or unset to generate one)',
        'AUTH_LOCAL_SIGNIN: must be true or false',
      ]),
    );
    expect(result.errors.some((line) => line.startsWith('GOOGLE_CLIENT_SECRET:'))).toBe(true);
  });

  it('reads outgoing mail and DNS resolvers, with no mail by default', () => {
    const none = loadConfig({});
    expect(none.ok && none.config.smtpUrl).toBeUndefined();
    expect(none.ok && none.config.dnsServers).toEqual([]);
    const set = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353',
    });
    expect(set.ok && set.config.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(set.ok && set.config.dnsServers).toEqual(['1.1.1.1', '127.0.0.1:5353']);
    const bad = loadConfig({
      SMTP_URL: 'mail.example.com',
      SMTP_FROM: 'Zappy <a@example.com>',
      DNS_SERVERS: '1.1.1.1:port',
    });
    expect(bad.ok ? [] : bad.errors).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL',
      'SMTP_FROM: must be one plain email address',
      'DNS_SERVERS: must be comma-separated resolvers, each host or host:port',
    ]);
  });

  it('sends account mail from SMTP_FROM, or no-reply at the public host', () => {
    const byDefault = loadConfig({ PUBLIC_URL: 'https://zappy.example.com:8443' });
    expect(byDefault.ok && byDefault.config.accountMailFrom).toBe('no-reply@zappy.example.com');
    const set = loadConfig({ SMTP_FROM: 'accounts@example.org' });
    expect(set.ok && set.config.accountMailFrom).toBe('accounts@example.org');
  });

  it('reads where owners point their own domains: nothing for root domains by default', () => {
    const none = loadConfig({});
    expect(none.ok && none.config.customDomains).toEqual({
      a: [],
      aaaa: [],
      cnameTarget: undefined,
    });
    const set = loadConfig({
      CUSTOM_DOMAIN_A: '203.0.113.10, 203.0.113.11,203.0.113.10',
      CUSTOM_DOMAIN_AAAA: '2001:DB8:0:0::10',
      CUSTOM_DOMAIN_CNAME: 'Sites.Example.com.',
    });
    expect(set.ok && set.config.customDomains).toEqual({
      a: ['203.0.113.10', '203.0.113.11'],
      aaaa: ['2001:db8::10'],
      cnameTarget: 'sites.example.com',
    });
    const bad = loadConfig({
      CUSTOM_DOMAIN_A: '203.0.113.10, 2001:db8::1',
      CUSTOM_DOMAIN_AAAA: '203.0.113.10',
      CUSTOM_DOMAIN_CNAME: 'https://sites.example.com',
    });
    expect(bad.ok ? [] : bad.errors).toEqual([
      'CUSTOM_DOMAIN_A: must be comma-separated IPv4 addresses',
      'CUSTOM_DOMAIN_AAAA: must be comma-separated IPv6 addresses',
      'CUSTOM_DOMAIN_CNAME: must be a host name such as sites.example.com, without scheme or port',
    ]);
  });

  it('reads the hosted-site cache budget in megabytes', () => {
    const byDefault = loadConfig({});
    const set = loadConfig({ SITE_CACHE_MB: '1.5' });
    expect(byDefault.ok && byDefault.config.siteCacheBytes).toBe(64 * 1024 * 1024);
    expect(set.ok && set.config.siteCacheBytes).toBe(1.5 * 1024 * 1024);
    const none = loadConfig({ SITE_CACHE_MB: '0' });
    const word = loadConfig({ SITE_CACHE_MB: 'lots' });
    expect(none.ok ? [] : none.errors).toEqual(['SITE_CACHE_MB: must be at least 1']);
    expect(word.ok ? [] : word.errors).toEqual(['SITE_CACHE_MB: must be a number of megabytes']);
  });

  it('reads the self-hosted analytics hosts sites may load scripts from, checked like their addresses', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config.siteScriptHosts).toEqual([]);
    const set = loadConfig({ SITE_SCRIPT_HOSTS: ' Stats.Example.com, umami.bäckerei.de:8443 ,' });
    expect(set.ok && set.config.siteScriptHosts).toEqual([
      'stats.example.com',
      'umami.xn--bckerei-5wa.de:8443',
    ]);
    const bad = loadConfig({
      SITE_SCRIPT_HOSTS: 'https://stats.example.com,*.example.com,stats.example.com/umami',
    });
    expect(bad.ok ? [] : bad.errors).toEqual([
      expect.stringMatching(
        /^SITE_SCRIPT_HOSTS: "https:\/\/stats\.example\.com" must be a host name, without scheme/,
      ),
      expect.stringMatching(
        /^SITE_SCRIPT_HOSTS: "\*\.example\.com" must name its server by a domain name/,
      ),
      expect.stringMatching(
        /^SITE_SCRIPT_HOSTS: "stats\.example\.com\/umami" must be a host name, without scheme or path/,
      ),
    ]);
  });

  it('treats empty settings as unset', () => {
    const result = loadConfig({ DATABASE_URL: '', GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    expect(result.ok && result.config.databaseUrl).toBeUndefined();
    expect(result.ok && result.config.google).toBeUndefined();
  });
});

describe('access settings', () => {
  const parse = (env: Record<string, string>) => loadConfig(env);

  it('takes TRUST_PROXY as a hop count or the proxies’ addresses, never as plain true', () => {
    const unset = parse({});
    expect(unset.ok && unset.config.trustProxy).toBe(false);
    const hops = parse({ TRUST_PROXY: '1' });
    expect(hops.ok && hops.config.trustProxy).toBe(1);
    const addresses = parse({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' });
    expect(addresses.ok && addresses.config.trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', 'yes', 'proxy.example.com']) {
      const result = parse({ TRUST_PROXY: value });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors[0]).toMatch(/^TRUST_PROXY: must be the number of proxies/);
    }
  });

  it('reads AUTH_ALLOWED_EMAILS as addresses and @domains, lowercased', () => {
    const result = parse({ AUTH_ALLOWED_EMAILS: 'Ana@Example.com, @Team.Example ,' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...(result.config.allowedEmails?.addresses ?? [])]).toEqual(['ana@example.com']);
    expect([...(result.config.allowedEmails?.domains ?? [])]).toEqual(['team.example']);
    const open = parse({});
    expect(open.ok && open.config.allowedEmails).toBeUndefined();
    const bad = parse({ AUTH_ALLOWED_EMAILS: 'ana, @' });
    expect(!bad.ok && bad.errors).toEqual([
      'AUTH_ALLOWED_EMAILS: must be comma-separated email addresses and @domain entries',
    ]);
  });

  it('reads ALLOWED_HOSTS as bare host names', () => {
    const result = parse({ ALLOWED_HOSTS: 'Zappy.Internal, 10.0.0.5' });
    expect(result.ok && result.config.allowedHosts).toEqual(['zappy.internal', '10.0.0.5']);
    const bad = parse({ ALLOWED_HOSTS: 'https://zappy.example.com' });
    expect(bad.ok).toBe(false);
  });

  it('reads the operator’s OpenID provider, named after its host unless named', () => {
    const unnamed = parse({
      OIDC_ISSUER_URL: 'https://id.example.com/realms/main',
      OIDC_CLIENT_ID: 'zappy',
    });
    expect(unnamed.ok && unnamed.config).toMatchObject({
      oidc: {
        issuerUrl: 'https://id.example.com/realms/main',
        clientId: 'zappy',
        clientSecret: undefined,
        name: 'id.example.com',
      },
      localSignIn: false,
    });
    const named = parse({
      OIDC_ISSUER_URL: 'https://auth.example.com',
      OIDC_CLIENT_ID: 'zappy',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_PROVIDER_NAME: 'Authentik',
    });
    expect(named.ok && named.config.oidc).toMatchObject({
      name: 'Authentik',
      clientSecret: 's3cret',
    });
    const half = parse({ OIDC_CLIENT_ID: 'zappy' });
    expect(!half.ok && half.errors).toEqual([
      'OIDC_ISSUER_URL: is required when the other OIDC setting is set',
    ]);
  });
});
