import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Commands a process is started through, ending in the command they run: `inOwnPidNamespace` for
 * one that sees only its own processes (as in its own container), `withUmask022` for one started
 * from an ordinary shell.
 */
export type Launcher = string[];
export const inOwnPidNamespace: Launcher = ['unshare', '--pid', '--fork', '--mount-proc'];
export const withUmask022: Launcher = ['sh', '-c', 'umask 022 && exec "$@"', 'sh'];

/** A TypeScript entry of the server package run with Node (through tsx), its output collected. */
function spawnScript(args: string[], env: Record<string, string>, launcher: Launcher = []) {
  const [command = process.execPath, ...commandArgs] = [
    ...launcher,
    process.execPath,
    '--import',
    'tsx',
    ...args,
  ];
  const child = spawn(command, commandArgs, {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  return { child, exited, output: () => output };
}

function spawnServer(env: Record<string, string>, port: string, launcher?: Launcher) {
  return spawnScript(
    ['src/server.ts'],
    // One web process unless a test asks for more (on PostgreSQL the default is one per core).
    { HOST: '127.0.0.1', LOG_LEVEL: 'info', PORT: port, WEB_PROCESSES: '1', ...env },
    launcher,
  );
}

/** A script of the server package (`test/…`, `src/…`) run to its end: how it ended, its output. */
export async function runScript(args: string[], env: Record<string, string>, launcher?: Launcher) {
  const { exited, output } = spawnScript(args, env, launcher);
  return { ...(await exited), output: output() };
}

/**
 * Zappy as a real process (`src/server.ts` through tsx), for tests that kill it or run several:
 * crash recovery, separate web and worker processes.
 */
export async function startServerProcess(
  env: Record<string, string>,
  launcher?: Launcher,
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const { child, exited, output } = spawnServer(env, port, launcher);
  const url = `http://127.0.0.1:${port}`;

  if (env.ROLE !== 'worker') {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } else {
    // A worker has no HTTP port; it is ready once it says so.
    const deadline = Date.now() + 60_000;
    while (!output().includes('Zappy is running')) {
      if (child.exitCode !== null) throw new Error(`worker exited:\n${output()}`);
      if (Date.now() > deadline) throw new Error(`worker did not start:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    child,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Zappy as a real process that is expected to refuse to start: its exit code and output. */
export async function runRefusedServerProcess(
  env: Record<string, string>,
  launcher?: Launcher,
): Promise<{ code: number | null; output: string }> {
  const { child, exited, output } = spawnServer(
    env,
    env.PORT ?? String(await freePort()),
    launcher,
  );
  const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const { code } = await exited;
  clearTimeout(timeout);
  return { code, output: output() };
}
