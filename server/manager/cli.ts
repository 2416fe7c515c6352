/**
 * `npm run manager -- <command>` (args.ts lists them). DATA_DIR or DATABASE_URL/DATABASE_SCHEMA choose the database,
 * as for the server. On PostgreSQL the commands run on the database itself, at any time (commands.ts). On the
 * embedded database, PGlite admits one process: while the shop runs on this machine (its local key in DATA_DIR and
 * GET /api/health/ answering on PORT), the commands go to its staff API (remote-commands.ts) as the staff member of
 * `login`, or as the local command line; while it is stopped, they run on the database itself.
 */
import { createInterface } from 'node:readline/promises';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { runManager } from './commands.ts';
import { runRemote } from './remote-commands.ts';
import { runningServer } from './remote.ts';

const config = loadConfig();
const args = process.argv.slice(2);

/** One line from the terminal (or the piped input): a password or a code is never an argument (shell history). */
async function ask(question: string, env: string | undefined): Promise<string> {
  if (env) return env;
  const readline = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  try {
    return (await readline.question(question)).trim();
  } finally {
    readline.close();
  }
}

const remote = config.databaseUrl ? undefined : await runningServer(config.dataDir, config.port);
if (remote) {
  try {
    process.exitCode = await runRemote(remote, args, (line) => console.log(line), (line) => console.error(line), {
      askPassword: () => ask('Password: ', process.env.MANAGER_PASSWORD),
      askCode: () => ask('The code sent to the phone: ', process.env.MANAGER_CODE),
    });
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
} else {
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite'), schema: config.databaseSchema });
  try {
    await migrateToLatest(database.db);
    process.exitCode = await runManager(database.db, args, (line) => console.log(line), (line) => console.error(line));
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
