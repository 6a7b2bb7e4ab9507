import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningApp {
  url: string;
  /** Milliseconds from spawning the process to the first 200 on /api/health. */
  startupMs: number;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');

/** Builds the SPA and the server bundle when they are missing, as `npm start` does. */
export function ensureBuilt(): void {
  const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];
  if (outputs.every((file) => existsSync(path.join(root, file)))) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

async function waitForHealth(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Starts the built server on a fresh data directory and a given port. */
export async function startApp(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zappy-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const startupMs = await waitForHealth(url, child, started);
  return {
    url,
    startupMs,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers a new local account (the server must run with AUTH_LOCAL_SIGNIN=true) and returns
 * the cookies the server set: the HttpOnly session plus the readable signed-in hint that makes
 * the app check it.
 */
export async function registerLocalAccount(
  appUrl: string,
): Promise<{ name: string; value: string }[]> {
  const res = await fetch(`${appUrl}/api/auth/local/register`, {
    method: 'POST',
    // The server refuses cookie-carrying writes from other origins; the app is its own origin.
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({
      name: 'Bench Owner',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench owner password',
    }),
  });
  if (!res.ok) throw new Error(`registering: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((header) => {
    const pair = header.split(';')[0] ?? '';
    const separator = pair.indexOf('=');
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
  });
  if (!cookies.some((cookie) => cookie.name.endsWith('zappy_auth_token')))
    throw new Error('registering set no session cookie');
  return cookies;
}

/**
 * The built server as the work benchmarks measure it: no pauses between progress steps (they are
 * for people watching the modal) and no rate limits (a benchmark is one busy client).
 */
export function startMeasuredApp(port: number, env: Record<string, string> = {}) {
  return startApp(port, { PROGRESS_STEP_DELAY_MS: '0', RATE_LIMIT: 'false', ...env });
}
