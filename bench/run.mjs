// `npm run bench`: runs every bench/*.ts in turn (each prints its own table). Benchmarks build
// what they need and are never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv.slice(2);
const files = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

// Measure what the source says now, not a stale build.
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const result = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
  // A benchmark ended by a signal prints nothing of its own: say which.
  if (result.signal) console.log(`${file} was ended by ${result.signal}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
