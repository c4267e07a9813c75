import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../platform/db/index.js';
import { seedDemo } from './seed-demo.js';

// `npm run seed:demo`: loads the demo school into DATABASE_URL (or the embedded database).
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const loaded = await seedDemo(database.db);
console.log(loaded ? 'demo school loaded' : 'the database already has users; nothing loaded');
await database.close();
