import { isIPv4, isIPv6 } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { checkSafeHost } from '@zappy/site-model/safe-url';
import { z } from 'zod';
import { canonicalAddress } from './lib/dns-lookup';
import { loadDotEnv } from './lib/dotenv';

/**
 * The process environment, parsed once. Nothing else in the server reads `process.env`: other
 * modules receive the `Config` this returns.
 */

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

/** Fastify's `trustProxy` forms an operator can state safely: a hop count or the proxies' addresses. */
const PROXY_ADDRESS = /^(?:loopback|linklocal|uniquelocal|[0-9a-f.:]+(?:\/\d{1,3})?)$/i;
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((entry) => entry.trim());
    if (value !== 'true' && addresses.every((entry) => PROXY_ADDRESS.test(entry))) return addresses;
    context.addIssue({
      code: 'custom',
      message:
        "must be the number of proxies in front of Zappy (1 behind one reverse proxy) or the proxies' addresses (127.0.0.1,10.0.0.0/8); true would let any client choose its own address",
    });
    return z.NEVER;
  });

/** A comma-separated list, lowercased, each entry matching `entry`. */
const lowercaseList = (entry: RegExp, message: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((items) => items.every((item) => entry.test(item)), message);

/** `a@example.com,@example.org`: addresses, and `@domain` for everyone at a domain. */
const ALLOWED_EMAIL = /^(?:[^\s@,]+@|@)[a-z0-9.-]+\.[a-z0-9-]+$/i;

/** Host names, no scheme or port: `zappy.internal,10.0.0.5`. */
const HOST_NAME = /^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/i;

/** A comma-separated list of IP addresses of one family, in the form DNS answers give them. */
const addressList = (isFamily: (entry: string) => boolean, message: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((items) => items.length > 0 && items.every(isFamily), message)
    .transform((items) => [...new Set(items.map(canonicalAddress))]);

/** A resolver as node's `setServers` takes it: `1.1.1.1`, `127.0.0.1:5353`, `::1`, `[::1]:53`. */
const RESOLVER = /^(?:\[[0-9a-f:]+\](?::\d{1,5})?|[0-9a-f]*:[0-9a-f:]*|[a-z0-9.-]+(?::\d{1,5})?)$/i;

/**
 * `stats.example.com,umami.example.org:8443`: hosts of self-hosted analytics servers, each
 * checked and written as sites' script addresses are (lower case, international names in ASCII).
 */
const scriptHostList = z.string().transform((value, context): string[] => {
  const hosts: string[] = [];
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const checked = checkSafeHost(entry);
    if (checked.ok) hosts.push(checked.value);
    else
      context.addIssue({
        code: 'custom',
        message: `"${entry}" ${checked.errors.join('; ')}: list host names such as stats.example.com, comma-separated`,
      });
  }
  return hosts;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATA_DIR_ALLOW_NETWORK_FS: optionalText.pipe(booleanString.optional()),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  APP_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (or unset to generate one)').optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: httpUrl.default('https://accounts.google.com'),
  OIDC_ISSUER_URL: optionalText.pipe(httpUrl.optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER_NAME: optionalText.pipe(
    z.string().max(40, 'must be at most 40 characters').optional(),
  ),
  AUTH_LOCAL_SIGNIN: optionalText.pipe(booleanString.optional()),
  AUTH_ALLOWED_EMAILS: optionalText.pipe(
    lowercaseList(
      ALLOWED_EMAIL,
      'must be comma-separated email addresses and @domain entries',
    ).optional(),
  ),
  ALLOWED_HOSTS: optionalText.pipe(
    lowercaseList(
      HOST_NAME,
      'must be comma-separated host names, without scheme or port',
    ).optional(),
  ),
  ROLE: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  WEB_PROCESSES: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number')
      .transform(Number)
      .refine((count) => count >= 1 && count <= 256, 'must be between 1 and 256')
      .optional(),
  ),
  SITE_URL_TEMPLATE: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/]*\{slug\}/, 'must be an http(s) URL with {slug} in the host name')
      .optional(),
  ),
  SITE_SCRIPT_HOSTS: optionalText.pipe(scriptHostList.optional()),
  SITE_CACHE_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .min(1, 'must be at least 1')
    .max(65_536, 'must be at most 65536')
    .default(64),
  DEPLOY_PROVIDER: z
    .enum(['local', 'netlify', 'vercel'], { error: 'must be local, netlify or vercel' })
    .default('local'),
  NETLIFY_AUTH_TOKEN: optionalText,
  NETLIFY_API_URL: httpUrl.default('https://api.netlify.com'),
  VERCEL_TOKEN: optionalText,
  VERCEL_API_URL: httpUrl.default('https://api.vercel.com'),
  VERCEL_TEAM_ID: optionalText,
  VERCEL_DEPLOY_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(10, 'must be at least 10')
    .max(3600, 'must be at most 3600')
    .default(600),
  GITHUB_TOKEN: optionalText.pipe(
    z
      .string()
      .max(255, 'must be at most 255 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be a token, without spaces')
      .optional(),
  ),
  GITHUB_API_URL: httpUrl.default('https://api.github.com'),
  GITHUB_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(600, 'must be at most 600')
    .default(30),
  PROGRESS_STEP_DELAY_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000, 'must be at most 10000')
    .default(250),
  WORKER_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .default(4),
  IMAGE_DECODE_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .default(2),
  IMAGE_PIXELS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of pixels' })
    .int('must be a whole number')
    .min(1_000_000, 'must be at least 1000000')
    .default(240_000_000),
  JOB_STALE_AFTER_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(1, 'must be at least 1')
    .default(20),
  TRUST_PROXY: optionalText.pipe(trustProxySetting.optional()),
  RATE_LIMIT: optionalText.pipe(booleanString.optional()),
  AI_PROVIDER: z
    .enum(['offline', 'openai', 'ollama', 'anthropic'], {
      error: 'must be offline, openai, ollama or anthropic',
    })
    .default('offline'),
  AI_BASE_URL: optionalText.pipe(httpUrl.optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1000, 'must be at least 1000')
    .default(30_000),
  PHOTO_PROVIDER: optionalText.pipe(
    z
      .enum(['pexels', 'unsplash'], {
        error: 'must be pexels or unsplash (or unset for the offline illustrations)',
      })
      .optional(),
  ),
  PEXELS_API_KEY: optionalText,
  PEXELS_API_URL: httpUrl.default('https://api.pexels.com'),
  UNSPLASH_ACCESS_KEY: optionalText,
  UNSPLASH_API_URL: httpUrl.default('https://api.unsplash.com'),
  UNSPLASH_APP_NAME: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9_-]{1,60}$/i, "must be letters, digits, - or _ (your Unsplash app's name)")
      .default('zappy'),
  ),
  IMAGE_PROVIDER: optionalText.pipe(
    z.enum(['openai'], { error: 'must be openai (or unset for no generated images)' }).optional(),
  ),
  IMAGE_BASE_URL: httpUrl.default('https://api.openai.com'),
  IMAGE_API_KEY: optionalText,
  IMAGE_MODEL: optionalText.pipe(z.string().max(100).default('gpt-image-1')),
  IMAGE_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1000, 'must be at least 1000')
    .default(120_000),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  SMTP_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+$/, 'must be one plain email address')
      .optional(),
  ),
  DNS_SERVERS: optionalText.pipe(
    z
      .string()
      .refine(
        (list) => list.split(',').every((entry) => RESOLVER.test(entry.trim())),
        'must be comma-separated resolvers, each host or host:port',
      )
      .optional(),
  ),
  CUSTOM_DOMAIN_A: optionalText.pipe(
    addressList(isIPv4, 'must be comma-separated IPv4 addresses').optional(),
  ),
  CUSTOM_DOMAIN_AAAA: optionalText.pipe(
    addressList(isIPv6, 'must be comma-separated IPv6 addresses').optional(),
  ),
  CUSTOM_DOMAIN_CNAME: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]\.?$/,
        'must be a host name such as sites.example.com, without scheme or port',
      )
      .transform((value) => value.replace(/\.$/, ''))
      .optional(),
  ),
  METRICS_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'must be between 1 and 65535')
      .optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be a token, without spaces')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The metrics listener is a port of its own, never the app's. */
function checkMetricsPort(env: NodeJS.ProcessEnv): string[] {
  const metricsPort = env.METRICS_PORT?.trim();
  return metricsPort && metricsPort === (env.PORT?.trim() || '3000')
    ? ['METRICS_PORT: must differ from PORT']
    : [];
}

/** Netlify needs its token when it is the deployment provider. */
function checkNetlify(env: NodeJS.ProcessEnv): string[] {
  return env.DEPLOY_PROVIDER === 'netlify' && !env.NETLIFY_AUTH_TOKEN?.trim()
    ? ['NETLIFY_AUTH_TOKEN: is required when DEPLOY_PROVIDER is netlify']
    : [];
}

/** Vercel needs its token when it is the deployment provider. */
function checkVercel(env: NodeJS.ProcessEnv): string[] {
  return env.DEPLOY_PROVIDER === 'vercel' && !env.VERCEL_TOKEN?.trim()
    ? [
        'VERCEL_TOKEN: is required when DEPLOY_PROVIDER is vercel (create one at https://vercel.com/account/tokens)',
      ]
    : [];
}

/** The key each photo service or image generator needs, and where to get one. */
const IMAGE_KEYS = [
  ['PHOTO_PROVIDER', 'pexels', 'PEXELS_API_KEY', 'get a free key at https://www.pexels.com/api/'],
  [
    'PHOTO_PROVIDER',
    'unsplash',
    'UNSPLASH_ACCESS_KEY',
    "your app's Access Key at https://unsplash.com/oauth/applications",
  ],
  ['IMAGE_PROVIDER', 'openai', 'IMAGE_API_KEY', "the image API's key"],
] as const;

/** A photo service or an image generator needs its API key. */
function checkImageKeys(env: NodeJS.ProcessEnv): string[] {
  return IMAGE_KEYS.flatMap(([setting, provider, key, where]) =>
    env[setting]?.trim() === provider && !env[key]?.trim()
      ? [`${key}: is required when ${setting} is ${provider} (${where})`]
      : [],
  );
}

/** Separate web and worker processes must share a PostgreSQL server. */
function checkRole(env: NodeJS.ProcessEnv): string[] {
  const role = env.ROLE?.trim();
  return role && role !== 'all' && !env.DATABASE_URL?.trim()
    ? ['ROLE: web and worker processes need DATABASE_URL (a shared PostgreSQL server)']
    : [];
}

/** Several web processes share one database: the embedded one lives in a single process. */
function checkWebProcesses(env: NodeJS.ProcessEnv): string[] {
  const count = Number(env.WEB_PROCESSES?.trim() || '1');
  return count > 1 && !env.DATABASE_URL?.trim()
    ? [
        'WEB_PROCESSES: more than 1 needs DATABASE_URL (a PostgreSQL server; the embedded database lives in one process)',
      ]
    : [];
}

/**
 * Settings that only work together (Google's id and secret, the OIDC issuer and client id);
 * checked beside the schema so a missing half is always reported.
 */
function checkPair(env: NodeJS.ProcessEnv, first: string, second: string, what: string): string[] {
  const hasFirst = Boolean(env[first]?.trim());
  if (hasFirst === Boolean(env[second]?.trim())) return [];
  return [`${hasFirst ? second : first}: is required when the other ${what} setting is set`];
}

/** One OpenID Connect provider: Google, or the operator's own (Keycloak, Authentik, Entra ID…). */
export interface OidcProviderConfig {
  issuerUrl: string;
  clientId: string;
  /** Absent for a public client, which then relies on PKCE alone. */
  clientSecret: string | undefined;
  /** What the sign-in button names. */
  name: string;
}

/** Google needs its secret; kept as its own name so the routes read as they mean. */
export type GoogleConfig = OidcProviderConfig & { clientSecret: string };

/** Who may register or sign in: everyone when unset. */
export interface AllowedEmails {
  addresses: ReadonlySet<string>;
  /** Lowercased domains, without the `@`. */
  domains: ReadonlySet<string>;
}

export interface AiConfig {
  provider: 'offline' | 'openai' | 'ollama' | 'anthropic';
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
}

/** Where a site's photos come from: a photo service, or none (the offline illustrations). */
export type PhotosConfig =
  | { provider: undefined }
  | { provider: 'pexels'; apiKey: string; apiUrl: string }
  | {
      provider: 'unsplash';
      accessKey: string;
      apiUrl: string;
      /** `utm_source` of the links back to Unsplash: the app's name, as its guidelines ask. */
      appName: string;
    };

/** The image generator for the images no photo filled, or none. */
export type ImageGeneratorConfig =
  | { provider: undefined }
  | { provider: 'openai'; baseUrl: string; apiKey: string; model: string; timeoutMs: number };

/** Where an owner's own domain points: the records Zappy asks for and accepts. */
export interface CustomDomainsConfig {
  /** The addresses a root domain (`example.com`) points to; with none, only subdomains can be used. */
  a: string[];
  aaaa: string[];
  /**
   * One host every subdomain's CNAME points to; undefined: each site's own host name (or, on
   * Netlify, its Netlify host name).
   */
  cnameTarget: string | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /**
   * Start on a DATA_DIR on a network filesystem (NFS, SMB…), where the lock that keeps a second
   * server off it may not hold: off by default (lib/data-dir-lock.ts).
   */
  dataDirAllowNetworkFs: boolean;
  databaseUrl: string | undefined;
  /** Where browsers reach the app; the OIDC redirect URI is built from it. */
  publicUrl: string;
  /** Cookies get `Secure` when browsers reach the app over https. */
  secureCookies: boolean;
  /** Unset means "generate one and keep it in DATA_DIR" (lib/app-secret.ts). */
  appSecret: string | undefined;
  google: GoogleConfig | undefined;
  /** The operator's own OpenID Connect provider, beside or instead of Google. */
  oidc: OidcProviderConfig | undefined;
  /** Local accounts (email and password): on when no provider is configured, or when forced on. */
  localSignIn: boolean;
  /** Only these may register or sign in, by any method; undefined lets everyone. */
  allowedEmails: AllowedEmails | undefined;
  /** Host names the app answers besides PUBLIC_URL's, site hosts, localhost and IP literals. */
  allowedHosts: string[];
  /** `all` (one process does everything), `web` (HTTP only) or `worker` (jobs only). */
  role: 'all' | 'web' | 'worker';
  /**
   * How many processes answer HTTP (roles all and web), sharing the port (decision 045): one per
   * core on PostgreSQL, one on the embedded database.
   */
  webProcesses: number;
  /** Where deployed sites are served, with `{slug}` (and optionally `{port}`). */
  siteUrlTemplate: string;
  /** Bytes of hosted sites' files each web process keeps in memory. */
  siteCacheBytes: number;
  /**
   * Hosts of self-hosted analytics servers (Plausible, Umami) that sites may load scripts from,
   * besides the services' own hosts the catalogue names. Owners can name no other.
   */
  siteScriptHosts: string[];
  deploy: {
    provider: 'local' | 'netlify' | 'vercel';
    netlifyToken: string | undefined;
    netlifyApiUrl: string;
    vercelToken: string | undefined;
    vercelApiUrl: string;
    /** Deploys into this Vercel team instead of the token owner's personal account. */
    vercelTeamId: string | undefined;
    /** A Vercel deployment not live by then is canceled; the previous version stays live. */
    vercelTimeoutMs: number;
  };
  /** Sites' code repositories on GitHub (optional, per site). */
  github: {
    /** The operator's token: sites connect without one of their own. */
    token: string | undefined;
    /** GitHub's REST API (GitHub Enterprise Server: `https://host/api/v3`). */
    apiUrl: string;
    /** How long one API request may take (a push has its own limits, modules/github). */
    timeoutMs: number;
  };
  jobs: { stepDelayMs: number; concurrency: number; staleAfterMs: number; heartbeatMs: number };
  /**
   * Images one process decodes and encodes at once, and the pixels (from the images' headers)
   * each user may send to be decoded a minute.
   */
  images: { decodeConcurrency: number; pixelsPerMinute: number };
  /**
   * Behind a reverse proxy: how many hops of X-Forwarded-For to trust, or the proxies' addresses
   * (Fastify's `trustProxy`); false takes the socket's address.
   */
  trustProxy: false | number | string[];
  /** Per-client limits on auth, AI and upload routes (off only for benchmarks or an upstream limiter). */
  rateLimit: boolean;
  /** The Brain's engine: offline by default, or an LLM provider. */
  ai: AiConfig;
  /** The photo service generation searches for a site's photos; none by default. */
  photos: PhotosConfig;
  /** The image generator asked for the images the photo service did not fill; none by default. */
  imageGenerator: ImageGeneratorConfig;
  /** Outgoing mail: the SMTP server's URL (nodemailer), or undefined when this server sends none. */
  smtpUrl: string | undefined;
  /**
   * The sender of account mail (registration and password reset links): SMTP_FROM, or
   * `no-reply@` the PUBLIC_URL's host.
   */
  accountMailFrom: string;
  /** DNS resolvers (`host` or `host:port`) for email and domain checks; empty: the system's. */
  dnsServers: string[];
  /** Where owners point their own domains (the domains module). */
  customDomains: CustomDomainsConfig;
  /**
   * `GET /metrics` in Prometheus' text format: off unless a port or a token is set
   * (modules/metrics).
   */
  metrics: {
    /** Whether this process counts and answers at all: METRICS_PORT or METRICS_TOKEN is set. */
    served: boolean;
    /** A listener of its own for the metrics alone, on `host` (loopback unless told). */
    port: number | undefined;
    host: string;
    /** Bearer token: `/metrics` on the app's port answers with it, and the metrics port asks it too. */
    token: string | undefined;
  };
  logLevel: string;
}

function photosConfig(values: z.infer<typeof EnvSchema>): PhotosConfig {
  if (values.PHOTO_PROVIDER === 'pexels' && values.PEXELS_API_KEY) {
    return { provider: 'pexels', apiKey: values.PEXELS_API_KEY, apiUrl: values.PEXELS_API_URL };
  }
  if (values.PHOTO_PROVIDER === 'unsplash' && values.UNSPLASH_ACCESS_KEY) {
    return {
      provider: 'unsplash',
      accessKey: values.UNSPLASH_ACCESS_KEY,
      apiUrl: values.UNSPLASH_API_URL,
      appName: values.UNSPLASH_APP_NAME,
    };
  }
  return { provider: undefined };
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/**
 * Parses the environment. On failure, answers one line per bad setting, ready to print.
 *
 * @example
 * const result = loadConfig({ PORT: '8080' });
 * if (result.ok) result.config.port; // 8080
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const parsed = EnvSchema.safeParse(env);
  const errors = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...checkPair(env, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'Google'),
    ...checkPair(env, 'OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC'),
    ...checkNetlify(env),
    ...checkVercel(env),
    ...checkImageKeys(env),
    ...checkRole(env),
    ...checkMetricsPort(env),
    ...checkWebProcesses(env),
  ];
  if (!parsed.success || errors.length > 0) return { ok: false, errors };
  const values = parsed.data;
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const google =
    values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
      ? {
          clientId: values.GOOGLE_CLIENT_ID,
          clientSecret: values.GOOGLE_CLIENT_SECRET,
          issuerUrl: values.GOOGLE_ISSUER_URL,
          name: 'Google',
        }
      : undefined;
  const oidc =
    values.OIDC_ISSUER_URL && values.OIDC_CLIENT_ID
      ? {
          issuerUrl: values.OIDC_ISSUER_URL,
          clientId: values.OIDC_CLIENT_ID,
          clientSecret: values.OIDC_CLIENT_SECRET,
          name: values.OIDC_PROVIDER_NAME ?? new URL(values.OIDC_ISSUER_URL).hostname,
        }
      : undefined;
  const allowed = values.AUTH_ALLOWED_EMAILS;
  return {
    ok: true,
    config: {
      env: values.NODE_ENV,
      port: values.PORT,
      host: values.HOST,
      dataDir: path.resolve(values.DATA_DIR),
      dataDirAllowNetworkFs: values.DATA_DIR_ALLOW_NETWORK_FS ?? false,
      databaseUrl: values.DATABASE_URL,
      publicUrl,
      secureCookies: publicUrl.startsWith('https://'),
      appSecret: values.APP_SECRET,
      google,
      oidc,
      localSignIn: values.AUTH_LOCAL_SIGNIN ?? (!google && !oidc),
      allowedEmails: allowed && {
        addresses: new Set(allowed.filter((entry) => !entry.startsWith('@'))),
        domains: new Set(
          allowed.filter((entry) => entry.startsWith('@')).map((entry) => entry.slice(1)),
        ),
      },
      allowedHosts: values.ALLOWED_HOSTS ?? [],
      role: values.ROLE,
      webProcesses:
        values.ROLE === 'worker'
          ? 1
          : (values.WEB_PROCESSES ?? (values.DATABASE_URL ? availableParallelism() : 1)),
      siteUrlTemplate: values.SITE_URL_TEMPLATE ?? 'http://{slug}.localhost:{port}',
      siteCacheBytes: Math.round(values.SITE_CACHE_MB * 1024 * 1024),
      siteScriptHosts: values.SITE_SCRIPT_HOSTS ?? [],
      deploy: {
        provider: values.DEPLOY_PROVIDER,
        netlifyToken: values.NETLIFY_AUTH_TOKEN,
        netlifyApiUrl: values.NETLIFY_API_URL,
        vercelToken: values.VERCEL_TOKEN,
        vercelApiUrl: values.VERCEL_API_URL,
        vercelTeamId: values.VERCEL_TEAM_ID,
        vercelTimeoutMs: values.VERCEL_DEPLOY_TIMEOUT_SECONDS * 1000,
      },
      github: {
        token: values.GITHUB_TOKEN,
        apiUrl: values.GITHUB_API_URL,
        timeoutMs: values.GITHUB_TIMEOUT_SECONDS * 1000,
      },
      jobs: {
        stepDelayMs: values.PROGRESS_STEP_DELAY_MS,
        concurrency: values.WORKER_CONCURRENCY,
        staleAfterMs: values.JOB_STALE_AFTER_SECONDS * 1000,
        // A few beats per stale period, so one slow beat doesn't make a live job look dead.
        heartbeatMs: Math.max(250, (values.JOB_STALE_AFTER_SECONDS * 1000) / 4),
      },
      images: {
        decodeConcurrency: values.IMAGE_DECODE_CONCURRENCY,
        pixelsPerMinute: values.IMAGE_PIXELS_PER_MINUTE,
      },
      trustProxy: values.TRUST_PROXY ?? false,
      rateLimit: values.RATE_LIMIT ?? true,
      ai: {
        provider: values.AI_PROVIDER,
        baseUrl: values.AI_BASE_URL,
        apiKey: values.AI_API_KEY,
        model: values.AI_MODEL,
        timeoutMs: values.AI_TIMEOUT_MS,
      },
      photos: photosConfig(values),
      imageGenerator:
        values.IMAGE_PROVIDER === 'openai' && values.IMAGE_API_KEY
          ? {
              provider: 'openai',
              baseUrl: values.IMAGE_BASE_URL,
              apiKey: values.IMAGE_API_KEY,
              model: values.IMAGE_MODEL,
              timeoutMs: values.IMAGE_TIMEOUT_MS,
            }
          : { provider: undefined },
      smtpUrl: values.SMTP_URL,
      accountMailFrom: values.SMTP_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
      dnsServers: (values.DNS_SERVERS ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
      customDomains: {
        a: values.CUSTOM_DOMAIN_A ?? [],
        aaaa: values.CUSTOM_DOMAIN_AAAA ?? [],
        cnameTarget: values.CUSTOM_DOMAIN_CNAME,
      },
      metrics: {
        served: values.METRICS_PORT !== undefined || values.METRICS_TOKEN !== undefined,
        port: values.METRICS_PORT,
        host: values.METRICS_HOST,
        token: values.METRICS_TOKEN,
      },
      logLevel: values.LOG_LEVEL,
    },
  };
}

/**
 * What a process starts with: `./.env` from `cwd` read into the environment under the variables
 * already set (lib/dotenv.ts), then the environment parsed. Answers the file it read, if any.
 *
 * @example
 * const { envFile, result } = loadEnvironment();
 */
export function loadEnvironment(cwd: string = process.cwd()): {
  envFile: string | undefined;
  result: ConfigResult;
} {
  const envFile = loadDotEnv(cwd, process.env);
  return { envFile, result: loadConfig(process.env) };
}
