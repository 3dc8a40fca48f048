import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { newToken } from './tokens.ts';

/**
 * The secret that signs guest order links: APP_SECRET when set (required with
 * several instances), otherwise one made once and kept in DATA_DIR.
 */
export async function appSecret(config: { APP_SECRET?: string | undefined; DATA_DIR: string }): Promise<string> {
  if (config.APP_SECRET) return config.APP_SECRET;
  const path = join(config.DATA_DIR, 'app-secret');
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch {
    const secret = newToken();
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(path, 'utf8')).trim();
  }
}
