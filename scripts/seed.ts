/**
 * `npm run db:seed`: migrates the shop's database and seeds the demo shop
 * into it if it is empty (as `npm start` does), then exits.
 */
import { exitOnStartupFailure, mediaDirOf, openShopDatabase, seedShop } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';

async function seed(): Promise<void> {
  const config = loadConfig();
  const database = await openShopDatabase(config);
  try {
    const seeded = await seedShop(database, mediaDirOf(config));
    console.log(seeded ? 'The demo shop is seeded.' : 'The shop already has products: nothing seeded.');
  } finally {
    await database.close();
  }
}

await seed().catch(exitOnStartupFailure('Seeding'));
