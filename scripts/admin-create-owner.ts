/**
 * `npm run admin:create-owner -- --email anna@manufaktura.pl [--name "Anna Nowak"]`:
 * makes an owner of the back office (or gives an existing member the owner's
 * role back) and prints a one-time link that sets the password. There is no
 * default password. The link is also e-mailed once the shop runs.
 * On the embedded database, stop the shop first: one process opens it at a time.
 */
import { parseArgs } from 'node:util';

import { ERROR_MESSAGES_PL, validateEmail } from '@manufaktura/core';

import { createOwner } from '../apps/api/src/admin/staff-members.ts';
import { exitOnStartupFailure, openShopDatabase } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { refusable } from '../apps/api/src/refusal.ts';
import { createRepositories } from '../apps/api/src/repositories/index.ts';
import { sharedEnv, shopEnv } from './shop-process.ts';

const USAGE = 'Usage: npm run admin:create-owner -- --email adres@example.pl [--name "Imię Nazwisko"]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string', default: '' } } });
  const email = values.email ?? '';
  const invalid = validateEmail(email);
  if (invalid) {
    console.error(`${ERROR_MESSAGES_PL[invalid]}\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig(sharedEnv(shopEnv()));
  const database = await openShopDatabase(config);
  try {
    const result = await refusable(() =>
      database.db.transaction((tx) =>
        createOwner(createRepositories(tx), { email, name: values.name }, new Date(), config.PUBLIC_URL),
      ),
    );
    if (!result.ok) {
      console.error(ERROR_MESSAGES_PL[result.code]);
      process.exit(1);
    }
    console.log(`Owner: ${result.value.staff.email}`);
    console.log('Open this link once, within 72 hours, to set the password:');
    console.log(result.value.invitationUrl);
  } finally {
    await database.close();
  }
}

await main().catch(exitOnStartupFailure('admin:create-owner'));
