// `npm start`: builds whatever is missing (the SPA, the server bundle), then runs the server in
// production mode on the embedded defaults unless the environment says otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = {
  '@zappy/web': 'apps/web/dist/index.html',
  '@zappy/server': 'apps/server/dist/server.js',
};

for (const [workspace, output] of Object.entries(outputs)) {
  if (existsSync(new URL(`../${output}`, import.meta.url))) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import('../apps/server/dist/server.js');
