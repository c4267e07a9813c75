import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { migrate, openDatabase } from './platform/db/index.js';
import { ensureReferenceData, seedDemo } from './commands/seed-demo.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
// the embedded database gets the demo school on first start; a real PostgreSQL only when asked
if (database.kind === 'pglite' || config.loadDemo) await seedDemo(database.db);
else await ensureReferenceData(database.db);

const app = await buildApp({ config, database });
await app.jobs.start();
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Caduceus on ${config.publicUrl} (${database.kind}${config.smtpUrl ? '' : ', no SMTP: mail stays in the outbox'})`,
);

const stop = async () => {
  await app.close();
  await app.jobs.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
