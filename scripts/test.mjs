// `npm test`: every check the project has, in order — typecheck, lint, import circles, unit and
// API tests (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end
// suite in Chromium.
// Ends with one line that counts every test run: "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * TEST_BESIDE_E2E: a command started with the end-to-end suite and waited for after it, its exit
 * status counted. The suite waits on Chromium and its servers more than it computes and leaves a
 * core idle; CI runs the server's tests on the newest Node.js line there (.ci/run). What the
 * command prints is its own to keep: it would interleave with the suite's lines.
 */
function startBesideE2e() {
  const command = process.env.TEST_BESIDE_E2E;
  if (!command) return Promise.resolve(true);
  console.log(`\n== beside the end-to-end tests: ${command}`);
  const child = spawn(command, { shell: true, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

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
  async () => {
    const beside = startBesideE2e();
    const e2e = run('end-to-end tests', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
    });
    const besideOk = await beside;
    if (!besideOk) console.log(`\n== ${process.env.TEST_BESIDE_E2E} failed`);
    return e2e && besideOk;
  },
];

let ok = true;
for (const step of steps) {
  if (!(await step())) {
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
