import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { serverRoot } from './paths';

// The root .env.example is the settings' reference for operators: it must name exactly what
// config.ts reads, so a setting added (or removed) in one place and not the other fails here.
const example = readFileSync(path.join(serverRoot, '..', '..', '.env.example'), 'utf8');
const configSource = readFileSync(path.join(serverRoot, 'src', 'config.ts'), 'utf8');

/** The keys of `EnvSchema = z.object({ ... })`, read from config.ts's text (two-space indent). */
function schemaKeys(source: string): string[] {
  const body = /const EnvSchema = z\.object\(\{\n([\s\S]*?)\n\}\);/.exec(source)?.[1];
  if (!body) throw new Error('config.ts: EnvSchema = z.object({ ... }) not found');
  return [...body.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1] ?? '');
}

/** `KEY=value` lines, in order, and the line before each. */
function exampleEntries(text: string): { key: string; previous: string }[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    const key = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
    return key ? [{ key, previous: lines[index - 1] ?? '' }] : [];
  });
}

describe('.env.example', () => {
  const keys = exampleEntries(example).map((entry) => entry.key);

  it('lists every setting of config.ts once, and nothing else', () => {
    const expected = schemaKeys(configSource);
    expect(expected.length).toBeGreaterThan(20);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...expected].sort());
  });

  it('explains every setting in a comment line just above it', () => {
    for (const entry of exampleEntries(example)) {
      expect(entry.previous, entry.key).toMatch(/^# \S/);
    }
  });

  it('is a valid configuration as it stands (copied to .env, it runs on the defaults)', () => {
    const result = loadConfig(parseEnv(example));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });
});
