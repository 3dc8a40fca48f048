/**
 * `npm run db:seed`: migrates the shop's database and seeds the demo shop
 * into it if it is empty (as `npm start` does), then exits.
 */
import { mediaDirOf, openShopDatabase, seedShop } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const config = loadConfig();
const database = await openShopDatabase(config);
const seeded = await seedShop(database, mediaDirOf(config));
await database.close();
console.log(seeded ? 'The demo shop is seeded.' : 'The shop already has products: nothing seeded.');
