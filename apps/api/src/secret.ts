import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ConfigError, MIN_SECRET_LENGTH } from './config.ts';
import { newToken } from './tokens.ts';

/**
 * The secret that signs session tokens and guest order links: APP_SECRET when set (the same on
 * every instance), otherwise one made once and kept in DATA_DIR/app-secret, readable by the
 * shop's user alone. The file appears whole or not at all (written aside, then linked into
 * place), so two processes starting together agree on one secret; a file that holds no usable
 * secret stops start-up rather than sign with it.
 */
export async function appSecret(config: { APP_SECRET?: string | undefined; DATA_DIR: string }): Promise<string> {
  if (config.APP_SECRET) return config.APP_SECRET;
  const path = join(config.DATA_DIR, 'app-secret');
  const kept = await readSecret(path);
  if (kept !== undefined) return kept;

  await mkdir(config.DATA_DIR, { recursive: true });
  const aside = `${path}.${randomUUID()}.tmp`;
  await writeFile(aside, `${newToken()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(aside, path);
  } catch (error) {
    // Another process put its secret there first: that one is everybody's.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(aside);
  }
  const made = await readSecret(path);
  if (made === undefined) throw new ConfigError(`${path} vanished as it was made`);
  return made;
}

async function readSecret(path: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `${path} holds no usable secret (it needs at least ${MIN_SECRET_LENGTH} characters): ` +
        'set APP_SECRET, or remove the file to have a new one made (every shopper is then signed out).',
    );
  }
  return secret;
}
