import { LocalRegisterRequestSchema } from '@zappy/contract/auth';
import type { Config } from '../config';
import type { AuthService } from '../modules/auth/auth.service';
import { passwordProblem } from '../modules/auth/password-policy';
import { backupDataDir, restoreDataDir, type BackupResult } from './backup';
import { maskedConfig } from './masked-config';

/** Where a command writes, and how it asks for a password. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  readPassword(): Promise<string>;
}

/** What commands work on; the database is opened only for the commands that need it. */
export interface CliContext {
  config: Config;
  openAccounts(): Promise<{ auth: AuthService; close(): Promise<void> }>;
}

interface Command {
  usage: string;
  summary: string;
  help: string;
  /** Answers the exit code. */
  run(args: string[], context: CliContext, io: CliIo): Promise<number>;
}

const PROGRAM = 'npm run zappy --';
const passwordSchema = LocalRegisterRequestSchema.shape.password;

/** Runs `work` with the accounts open, closing them whatever happens. */
async function withAccounts(
  context: CliContext,
  work: (auth: AuthService) => Promise<number>,
): Promise<number> {
  const accounts = await context.openAccounts();
  try {
    return await work(accounts.auth);
  } finally {
    await accounts.close();
  }
}

type Account = NonNullable<Awaited<ReturnType<AuthService['findUserByEmail']>>>;

/** Runs `work` on the account `email` names; exit code 1 when no account has that email. */
function withAccount(
  context: CliContext,
  io: CliIo,
  email: string,
  work: (auth: AuthService, user: Account) => Promise<number>,
): Promise<number> {
  return withAccounts(context, async (auth) => {
    const user = await auth.findUserByEmail(email);
    if (!user) {
      io.err(`No account has the email ${email}.`);
      return 1;
    }
    return work(auth, user);
  });
}

/** A command given without what it needs: its usage, exit code 2. */
function usage(io: CliIo, line: string): number {
  io.err(`Usage: ${PROGRAM} ${line}`);
  return 2;
}

const lockOptions = (context: CliContext) => ({
  allowNetworkFs: context.config.dataDirAllowNetworkFs,
});

/** Prints what a backup or restore did, or why it refused: exit code 0 or 1. */
function report(io: CliIo, result: BackupResult, done: (entries: number) => void): number {
  if (!result.ok) {
    io.err(result.error);
    return 1;
  }
  done(result.entries);
  return 0;
}

function pad(cells: string[], widths: number[]): string {
  return cells
    .map((cell, index) => cell.padEnd(widths[index] ?? 0))
    .join('  ')
    .trimEnd();
}

const COMMANDS: Record<string, Command> = {
  'users list': {
    usage: 'users list',
    summary: 'List every account: email, name, how it signs in, websites, created.',
    help: 'Lists every account, oldest first. "local" accounts sign in with a password;\n"local, no password" ones can only sign in after `users set-password`.',
    run: (_args, context, io) =>
      withAccounts(context, async (auth) => {
        const users = await auth.listUsers();
        if (users.length === 0) {
          io.out('No accounts yet.');
          return 0;
        }
        const rows = users.map((user) => [
          user.email,
          user.name,
          user.provider === 'local' && !user.passwordHash ? 'local, no password' : user.provider,
          String(user.websiteCount),
          user.createdAt.toISOString().slice(0, 10),
        ]);
        const header = ['EMAIL', 'NAME', 'SIGN-IN', 'WEBSITES', 'CREATED'];
        const widths = header.map((title, column) =>
          Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
        );
        io.out(pad(header, widths));
        for (const row of rows) io.out(pad(row, widths));
        return 0;
      }),
  },

  'users set-password': {
    usage: 'users set-password <email>',
    summary: "Give a local account a new password (ends the account's sessions).",
    help: 'Reads the new password from the terminal (typed twice, not shown), or the first\nline of piped input:  echo "$NEW_PASSWORD" | npm run zappy -- users set-password ana@example.com\nOnly local accounts have passwords; Google and OpenID accounts sign in at their provider.',
    run: async ([email], context, io) => {
      if (!email) {
        io.err('Name the account: users set-password <email>');
        return 2;
      }
      return withAccount(context, io, email, async (auth, user) => {
        if (user.provider !== 'local') {
          io.err(
            `${user.email} signs in with ${user.provider === 'google' ? 'Google' : 'the OpenID provider'}; only local accounts have passwords.`,
          );
          return 1;
        }
        const refuse = (reason: string) => {
          io.err(`${reason.replace(/\.$/, '')}. Nothing was changed.`);
          return 1;
        };
        const parsed = passwordSchema.safeParse(await io.readPassword());
        if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Invalid password');
        // The same rules as registration and the reset link: no common password, no pattern.
        const problem = passwordProblem(parsed.data, user.email);
        if (problem) return refuse(problem);
        await auth.setPassword(user.id, parsed.data);
        io.out(`Password set for ${user.email}; their other sessions have ended.`);
        return 0;
      });
    },
  },

  'users delete': {
    usage: 'users delete <email> --yes',
    summary: 'Delete an account with all its websites, as deleting it in the app does.',
    help: "Deletes the account, its sessions, uploads and websites (their hosted copies and\nrepositories are cleaned up by the server's workers). This cannot be undone; --yes confirms.",
    run: async (args, context, io) => {
      const email = args.find((arg) => !arg.startsWith('--'));
      if (!email) {
        io.err('Name the account: users delete <email> --yes');
        return 2;
      }
      if (!args.includes('--yes')) {
        io.err(`This deletes ${email} and all their websites for good. Add --yes to confirm.`);
        return 2;
      }
      return withAccount(context, io, email, async (auth, user) => {
        await auth.deleteAccount(user.id);
        io.out(`Deleted ${user.email} and their websites.`);
        return 0;
      });
    },
  },

  backup: {
    usage: 'backup <file>',
    summary: 'Write DATA_DIR (embedded database, app secret, site repositories) to a .tar.gz.',
    help: "Stop the server first: the embedded database belongs to one process, and a stopped\none's files are a consistent copy. With DATABASE_URL the database is not in the\narchive: back it up with pg_dump (docs/production.md). Restore with `restore <file>`.",
    run: async (args, context, io) => {
      const [file] = args;
      if (!file) return usage(io, 'backup <file>');
      const done = await backupDataDir(context.config.dataDir, file, lockOptions(context));
      return report(io, done, (entries) => {
        io.out(`Wrote ${file}: ${entries} entries of ${context.config.dataDir}.`);
        if (context.config.databaseUrl)
          io.out('The database is on DATABASE_URL: back it up with pg_dump.');
      });
    },
  },

  restore: {
    usage: 'restore <file>',
    summary: 'Restore a backup into an empty DATA_DIR.',
    help: "Checks the archive (plain files and directories, nothing outside DATA_DIR, a Zappy\nbackup's layout), then unpacks it into DATA_DIR, which must be empty or missing, with\nthe server stopped. Start the server afterwards.",
    run: async (args, context, io) => {
      const [file] = args;
      if (!file) return usage(io, 'restore <file>');
      const done = await restoreDataDir(file, context.config.dataDir, lockOptions(context));
      return report(io, done, (entries) => {
        io.out(`Restored ${entries} entries into ${context.config.dataDir}. Start the server now.`);
      });
    },
  },

  config: {
    usage: 'config',
    summary: 'Show the configuration in effect, secrets masked.',
    help: 'Prints the settings as the server reads them (environment, then .env), as JSON,\nwith the app secret, client secrets, API keys and passwords in URLs masked.',
    run: (_args, context, io) => {
      io.out(JSON.stringify(maskedConfig(context.config), null, 2));
      return Promise.resolve(0);
    },
  },
};

function overview(): string {
  const width = Math.max(...Object.values(COMMANDS).map((command) => command.usage.length));
  return [
    `Usage: ${PROGRAM} <command>`,
    '',
    'Commands:',
    ...Object.values(COMMANDS).map(
      (command) => `  ${command.usage.padEnd(width)}  ${command.summary}`,
    ),
    '',
    `Run ${PROGRAM} <command> --help for more about one.`,
  ].join('\n');
}

const wantsHelp = (args: string[]) => args.includes('--help') || args.includes('-h');

/**
 * The operator's commands. Answers the process's exit code: 0 done, 1 refused or failed, 2 a
 * usage mistake. Settings are parsed before `context` is built (cli.ts); `--help` needs neither.
 *
 * @example
 * await runCli(['users', 'list'], context, io); // 0, after printing the table
 */
export async function runCli(
  argv: string[],
  context: () => CliContext,
  io: CliIo,
): Promise<number> {
  const [first, second] = argv;
  const name = first === 'users' && second ? `users ${second}` : (first ?? '');
  const command = COMMANDS[name];
  if (!first || first === 'help' || (!command && wantsHelp(argv))) {
    io.out(overview());
    return first ? 0 : 2;
  }
  if (!command) {
    io.err(`Unknown command: ${argv.join(' ')}\n\n${overview()}`);
    return 2;
  }
  const args = argv.slice(name.split(' ').length);
  if (wantsHelp(args)) {
    io.out(`Usage: ${PROGRAM} ${command.usage}\n\n${command.summary}\n\n${command.help}`);
    return 0;
  }
  try {
    return await command.run(args, context(), io);
  } catch (error: unknown) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
