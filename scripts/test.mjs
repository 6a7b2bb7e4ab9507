// `npm test`: every check the project has, in order — typecheck, lint, import circles, unit and
// API tests (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end
// suite in Chromium.
// Ends with one line that counts every test run: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

// The machine's PostgreSQL (trust auth) unless told otherwise: the API tests run on it as well as
// on PGlite, and the multi-process tests need it.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Node 25+ has a localStorage global of its own (inert without --localstorage-file) that keeps
// vitest's jsdom environment from installing jsdom's, so the web tests would see no Storage.
// Nothing under test uses Node's; older Node rejects the flag.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const vitestEnv =
  nodeMajor >= 25
    ? { NODE_OPTIONS: ['--no-webstorage', process.env.NODE_OPTIONS].filter(Boolean).join(' ') }
    : {};

const steps = [
  () => run('typecheck', 'npm', ['run', 'typecheck']),
  () => run('lint', 'npm', ['run', 'lint']),
  () => run('import circles', 'npm', ['run', 'check:circular']),
  () =>
    run(
      'unit and API tests',
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${results}/vitest.json`,
      ],
      vitestEnv,
    ),
  () => run('build', 'npm', ['run', 'build']),
  () =>
    run('end-to-end tests', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
    }),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}

const vitest = readJson(`${results}/vitest.json`);
const playwright = readJson(`${results}/playwright.json`);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
