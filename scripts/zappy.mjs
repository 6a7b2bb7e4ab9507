// `npm run zappy -- <command>`: the operator's commands (apps/server/src/cli.ts). Builds the
// server bundle first when it is missing, as `npm start` does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../apps/server/dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@zappy/server'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(cli.href);
