import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv } from './dotenv';

const dirs: string[] = [];
function directory(dotEnv?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zappy-dotenv-'));
  dirs.push(dir);
  if (dotEnv !== undefined) writeFileSync(path.join(dir, '.env'), dotEnv);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadDotEnv', () => {
  it('reads .env into the environment', () => {
    const dir = directory(
      '# a comment\nPORT=8080\nPUBLIC_URL="https://zappy.example.com"\nAPP_SECRET=\n',
    );
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotEnv(dir, env)).toBe(path.join(dir, '.env'));
    expect(env).toEqual({ PORT: '8080', PUBLIC_URL: 'https://zappy.example.com', APP_SECRET: '' });
  });

  it('does nothing without a .env file', () => {
    const env: NodeJS.ProcessEnv = { PORT: '3000' };
    expect(loadDotEnv(directory(), env)).toBeUndefined();
    expect(env).toEqual({ PORT: '3000' });
  });

  it('leaves test processes alone', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'test' };
    expect(loadDotEnv(directory('AI_PROVIDER=openai\n'), env)).toBeUndefined();
    expect(env).toEqual({ NODE_ENV: 'test' });
  });

  it('lets the environment win, even a variable set to an empty value', () => {
    const env: NodeJS.ProcessEnv = { PORT: '9000', DATABASE_URL: '' };
    loadDotEnv(directory('PORT=8080\nDATABASE_URL=postgres://db/zappy\nLOG_LEVEL=debug\n'), env);
    expect(env).toEqual({ PORT: '9000', DATABASE_URL: '', LOG_LEVEL: 'debug' });
  });
});
