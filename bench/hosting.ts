// Hosting: a generated site's home page served by Zappy (by its host name, from memory) in one
// web process and in one per core (WEB_PROCESSES), and by nginx (Debian's nginx-light, a worker
// per core) from the same site exported as files, loaded alternately with wrk.
//
// Needs a PostgreSQL server (several web processes share one database): BENCH_DATABASE_URL, or
// TEST_DATABASE_URL, names one where a database may be created; it is dropped afterwards.
// nginx-light and wrk are installed from Debian when missing (apt-get, as root).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import pg from 'pg';
import { ensureBuilt, startMeasuredApp } from './lib/app-server';
import { ownerClient, signInLocally } from './lib/owner-client';
import { getWithHost } from './lib/site-host';
import { printTable } from './lib/table';

const APP_PORT = 3209;
const NGINX_PORT = 3210;
const NGINX_STATIC_PORT = 3211;
const APP_ALL_CORES_PORT = 3212;
const ROUNDS = 3;
const SECONDS = 10;
const CONNECTIONS = 50;

/** What the benchmark runs, installed from Debian when missing (as `.ci/run` installs Chromium). */
function ensureTools(): void {
  const missing = [
    ['nginx-light', '/usr/sbin/nginx'],
    ['wrk', '/usr/bin/wrk'],
  ].filter(([, binary]) => !existsSync(binary ?? ''));
  if (missing.length === 0) return;
  const apt = (args: string[]) => {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing.map(([name]) => name ?? '')]);
}

/**
 * nginx on the exported files, in two setups: Debian's stock configuration (a worker per core,
 * `gzip on`, which compresses each response as it goes), and tuned for static files (the text
 * files also stored gzipped beside them, `gzip_static`: nothing compressed per request).
 */
function startNginx(root: string, workDir: string, port: number, precompressed: boolean) {
  const dir = path.join(workDir, `nginx-${port}`);
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip on;
  ${precompressed ? 'gzip_static on;' : ''}
  client_body_temp_path ${dir}/body;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
  }
}
`,
  );
  return spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
}

interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
}

function toMs(value: string, unit: string): number {
  const factor = unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1;
  return Number(value) * factor;
}

/** One wrk run: one thread, 50 connections, gzip accepted, with latency percentiles. */
function runWrk(url: string, host: string): WrkResult {
  const result = spawnSync(
    '/usr/bin/wrk',
    [
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      '--latency',
      '-H',
      `Host: ${host}`,
      '-H',
      'Accept-Encoding: gzip',
      url,
    ],
    { encoding: 'utf8' },
  );
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(result.stdout);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(result.stdout);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(result.stdout);
  if (!rps || !p99 || errors) throw new Error(`wrk against ${url}:\n${result.stdout}`);
  return { requestsPerSecond: Number(rps[1]), p99Ms: toMs(p99[1] ?? '', p99[2] ?? '') };
}

/** The page once the server answers (nginx takes a moment to listen). */
async function getWhenListening(url: string, host: string): Promise<Buffer> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      return await getWithHost(url, host);
    } catch (error: unknown) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A new database on the benchmark's PostgreSQL server, and how to drop it. */
async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  // Benchmarks, like tests, choose where they run from the environment.
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server: several web processes share one database',
    );
  }
  const name = `zappy_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

ensureTools();
ensureBuilt();
const cores = availableParallelism();
const workDir = mkdtempSync(path.join(tmpdir(), 'zappy-bench-hosting-'));
// nginx's workers drop root: they must be able to read the files.
chmodSync(workDir, 0o755);
const database = await createBenchDatabase();
// One web process (it also runs the jobs), and beside it on the same database one per core.
const app = await startMeasuredApp(APP_PORT, {
  DATABASE_URL: database.url,
  WEB_PROCESSES: '1',
});
const allCores = await startMeasuredApp(APP_ALL_CORES_PORT, {
  DATABASE_URL: database.url,
  ROLE: 'web',
  WEB_PROCESSES: String(cores),
});
const nginx: ChildProcess[] = [];
try {
  const owner = ownerClient(app.url, await signInLocally(app.url, 'bench-hosting@example.com'));
  const session = await owner.readySession(
    'A bakery called "Golden Crumb" in Portland, sourdough and custom cakes, open Tue-Sun 7-15',
  );
  const { website } = await owner.generateToLive(session);
  const siteHost = new URL(website.liveUrl ?? '').host;
  // The same site at the other server's port (SITE_URL_TEMPLATE's {port}).
  const allCoresHost = siteHost.replace(`:${APP_PORT}`, `:${APP_ALL_CORES_PORT}`);

  // The same files, exported as the owner would download them, under nginx; the home page as
  // Zappy serves it (its files at content addresses, which nginx answers by their plain names),
  // so both send the same bytes.
  const zappyPage = await getWithHost(`${app.url}/`, siteHost);
  const exported = await fetch(`${app.url}/api/website/${website.websiteId}/export?format=zip`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const root = path.join(workDir, 'site');
  const staticRoot = path.join(workDir, 'site-precompressed');
  for (const [name, exportedData] of Object.entries(
    unzipSync(new Uint8Array(await exported.arrayBuffer())),
  )) {
    if (name.endsWith('/')) continue;
    const data = name === 'index.html' ? zappyPage : exportedData;
    for (const dir of [root, staticRoot]) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), data);
    }
    if (/\.(html|css|js|svg|xml|txt|json|md)$/.test(name)) {
      writeFileSync(path.join(staticRoot, `${name}.gz`), gzipSync(data, { level: 9 }));
    }
  }
  nginx.push(startNginx(root, workDir, NGINX_PORT, false));
  nginx.push(startNginx(staticRoot, workDir, NGINX_STATIC_PORT, true));
  const stockUrl = `http://127.0.0.1:${NGINX_PORT}/`;
  const staticUrl = `http://127.0.0.1:${NGINX_STATIC_PORT}/`;
  for (const url of [stockUrl, staticUrl]) {
    if (!zappyPage.equals(await getWhenListening(url, 'localhost'))) {
      throw new Error(`nginx at ${url} and Zappy serve different home pages`);
    }
  }
  if (!zappyPage.equals(await getWithHost(`${allCores.url}/`, allCoresHost))) {
    throw new Error('Zappy in one process and in one per core serve different home pages');
  }

  const zappy: WrkResult[] = [];
  const zappyAllCores: WrkResult[] = [];
  const stock: WrkResult[] = [];
  const tuned: WrkResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    stock.push(runWrk(stockUrl, 'localhost'));
    zappy.push(runWrk(`${app.url}/`, siteHost));
    tuned.push(runWrk(staticUrl, 'localhost'));
    zappyAllCores.push(runWrk(`${allCores.url}/`, allCoresHost));
  }
  const rps = (results: WrkResult[]) => median(results.map((r) => r.requestsPerSecond));
  const p99 = (results: WrkResult[]) => `${median(results.map((r) => r.p99Ms)).toFixed(2)} ms`;
  const runs = (results: WrkResult[]) =>
    `${rps(results).toFixed(0)} (${results.map((r) => r.requestsPerSecond.toFixed(0)).join(', ')})`;
  printTable(
    `Hosting: the home page (${(zappyPage.length / 1024).toFixed(1)} KB) by wrk, 1 thread, ${CONNECTIONS} connections, gzip, ${SECONDS} s x ${ROUNDS} alternated rounds, ${cores} cores`,
    [
      {
        measure: 'Zappy, 1 web process, by host name: requests/s, median (rounds)',
        value: runs(zappy),
        target: '',
      },
      {
        measure: `Zappy, ${cores} web processes (WEB_PROCESSES): requests/s`,
        value: runs(zappyAllCores),
        target: '',
      },
      { measure: 'nginx-light, stock config: requests/s', value: runs(stock), target: '' },
      {
        measure: 'nginx-light, gzip_static: requests/s',
        value: runs(tuned),
        target: '',
      },
      {
        measure: 'Zappy / nginx stock',
        value: `${(rps(zappy) / rps(stock)).toFixed(2)}x`,
        target: '>= 0.5x',
      },
      {
        measure: 'Zappy, 1 process / nginx gzip_static',
        value: `${(rps(zappy) / rps(tuned)).toFixed(2)}x`,
        target: '',
      },
      {
        measure: `Zappy, ${cores} processes / nginx gzip_static (both on every core)`,
        value: `${(rps(zappyAllCores) / rps(tuned)).toFixed(2)}x`,
        target: '>= 0.6x',
      },
      {
        measure: 'p99 latency: Zappy, 1 process (median of rounds)',
        value: p99(zappy),
        target: '',
      },
      { measure: `p99 latency: Zappy, ${cores} processes`, value: p99(zappyAllCores), target: '' },
      { measure: 'p99 latency: nginx stock', value: p99(stock), target: '' },
      { measure: 'p99 latency: nginx gzip_static', value: p99(tuned), target: '' },
    ],
  );
} finally {
  for (const server of nginx) server.kill('SIGQUIT');
  await allCores.stop();
  await app.stop();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
}
