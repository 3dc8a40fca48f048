import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ConfigError } from '../src/config.ts';
import { appSecret } from '../src/secret.ts';

describe('appSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'manufaktura-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes APP_SECRET when it is set and writes nothing', async () => {
    const secret = 'a-secret-shared-by-every-instance-0123456789';
    expect(await appSecret({ APP_SECRET: secret, DATA_DIR: dataDir })).toBe(secret);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('makes one secret, readable by the shop alone, and keeps it across restarts', async () => {
    const first = await appSecret({ DATA_DIR: dataDir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(join(dataDir, 'app-secret'))).mode & 0o777).toBe(0o600);
    expect(await appSecret({ DATA_DIR: dataDir })).toBe(first);
    expect(await readdir(dataDir)).toEqual(['app-secret']);
  });

  it('gives processes that start together one and the same secret', async () => {
    const secrets = await Promise.all(Array.from({ length: 12 }, () => appSecret({ DATA_DIR: dataDir })));
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(dataDir)).toEqual(['app-secret']);
  });

  it.each([
    ['empty', ''],
    ['too short', 'short-secret\n'],
  ])('refuses to start on a secret file that is %s, without repeating it', async (_, content) => {
    await writeFile(join(dataDir, 'app-secret'), content);
    const refusal = appSecret({ DATA_DIR: dataDir });
    await expect(refusal).rejects.toThrow(ConfigError);
    await expect(refusal).rejects.toThrow(/app-secret holds no usable secret/);
    await expect(refusal).rejects.not.toThrow(/short-secret/);
  });
});
