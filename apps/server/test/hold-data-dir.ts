/**
 * Run as a process (`node --import tsx test/hold-data-dir.ts <dir>`): takes the data directory's
 * lock as a server does, says `locked` and holds it until killed; or prints why it cannot and
 * exits 1. Another process for src/lib/data-dir-lock.test.ts, in its own PID namespace if need be.
 */
import { lockDataDir } from '../src/lib/data-dir-lock';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: hold-data-dir.ts <dir>');
const result = lockDataDir(dir, { allowNetworkFs: false });
if (!result.ok) {
  process.stderr.write(`${result.error}\n`);
  process.exit(1);
}
process.stdout.write('locked\n');
setInterval(() => undefined, 60_000);
