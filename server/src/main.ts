import './auth/threads';
import { loadConfig } from './config';
import { StartupError } from './config/data-dir';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { startRetentionTimer } from './retention/timer';
import { startScoreTimer } from './lti/scores-timer';
import { startScanTimer } from './paper/scans/reader-timer';
import { bootstrap } from './seed/bootstrap';

async function start() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  const logins = await bootstrap(database, config);
  const app = await buildApp({ config, db: database.db, logger: { level: config.logLevel } });
  // The daily retention sweep (issue 28); every instance runs it, one at a time.
  const retention = startRetentionTimer(database.db, config, app.storage, app.log);
  // The LMS scores waiting in the outbox (issue 29): retried by every instance, each score sent once.
  const scores = startScoreTimer(app);
  // The scans of answer sheets waiting to be read (issue 30), and those an instance left half read.
  const scans = startScanTimer(app);

  // This process alone owns the shutdown (npm start runs the server in its own process, no wrapper). A
  // terminal's Ctrl-C reaches every process of the group and npm forwards it again, so a second signal
  // while closing is expected: it must not cut the embedded database's close short, so it is ignored.
  let closing: Promise<void> | undefined;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) {
      console.log(`${signal} again: still closing the database…`);
      return;
    }
    closing = (async () => {
      await retention.stop();
      await scores.stop();
      await scans.stop();
      await app.close();
      await database.close();
    })().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutDown);

  // A class opening the platform at once connects at once: a queue of pending connections larger than
  // Node's default (511; the kernel caps it at net.core.somaxconn) keeps them from being dropped and retried.
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  const url = `http://localhost:${config.port}`;
  console.log(
    `\nTest preparation platform on ${url} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`,
  );
  for (const line of logins) console.log(`  ${line}`);
  console.log(`  API documentation: ${url}/api/docs\n`);
}

try {
  await start();
} catch (error) {
  // A misconfiguration (an unwritable DATA_DIR, say) is told in one sentence; anything else with its stack.
  console.error(error instanceof StartupError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
}
