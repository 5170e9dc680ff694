// npm run lti:rotate-key (issue 29): a new signing key for the LTI tool; the old one stays published at
// /lti/jwks for a day, so launches and responses in flight still verify, then goes at the next rotation.
// Run with the app's settings (DATABASE_URL, DATA_DIR, LTI_KEY_SECRET); on the embedded database only
// while the app is stopped.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { RETIRED_KEY_GRACE_MS, rotateKey } from './keys';

const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    const { kid, retired } = await rotateKey(database.db, config.ltiKeySecret);
    const hours = RETIRED_KEY_GRACE_MS / 3_600_000;
    console.log(`New LTI signing key ${kid}.`);
    for (const old of retired) console.log(`Key ${old} stops being published in ${hours} hours.`);
  } finally {
    await database.close();
  }
} catch (error) {
  const cause = ((error as Error).cause ?? error) as Error;
  const hint = /does not exist/.test(cause.message) ? ' (has the app been started once on this database?)' : '';
  console.error(`Cannot rotate the LTI key: ${cause.message}${hint}`);
  process.exitCode = 1;
}
