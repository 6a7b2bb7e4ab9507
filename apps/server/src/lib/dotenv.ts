import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` from `cwd` into `env` when the file exists, leaving every variable that is already
 * set alone (even set to ''), so the real environment always wins over the file. Parsing is
 * Node's own (`util.parseEnv`, the parser behind `process.loadEnvFile`, which also never
 * overrides: `A=env node -e "process.loadEnvFile('.env'); console.log(process.env.A)"` prints
 * `env` with `A=file` in .env), so `.env` means what it means to `node --env-file`.
 * Not under NODE_ENV=test: the test harnesses start servers with exactly the settings a test
 * needs, and a developer's .env (an LLM provider, a database) must not fill in the rest.
 * Answers the file it read, or undefined when there is none.
 *
 * @example
 * loadDotEnv(process.cwd(), process.env); // '/srv/zappy/.env' or undefined
 */
export function loadDotEnv(cwd: string, env: NodeJS.ProcessEnv): string | undefined {
  if (env.NODE_ENV === 'test') return undefined;
  const file = path.join(cwd, '.env');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  for (const [key, value] of Object.entries(parseEnv(text))) {
    env[key] ??= value;
  }
  return file;
}
