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
