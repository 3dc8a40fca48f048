import { readFile, unlink, writeFile } from 'node:fs/promises';

/** PGlite's data directory is in use: by another process, or already opened by this one. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * Claims a PGlite data directory for this process. PGlite is one process's database: a second
 * process opening the same files would corrupt them. The claim is a file beside the directory,
 * made exclusively, naming this process; a claim whose process is gone (killed, crashed) is
 * taken over. Resolves with the function that gives the claim up.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = `${dataDir}.lock`;
  const mine = `${process.pid}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, mine, { flag: 'wx', mode: 0o600 });
      return async () => {
        // Only our own claim: a process that took over a claim it thought stale keeps its own.
        if ((await readFile(path, 'utf8').catch(() => '')) === mine) await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    if (attempt > 0 || isRunning(holder)) {
      throw new DataDirInUseError(
        `The database in ${dataDir} is in use by ${holder === process.pid ? 'this process already' : `another process (pid ${holder})`}. ` +
          'PGlite serves one process at a time: stop the shop before running a command on its database ' +
          '(e.g. npm run db:seed), or give every process the same PostgreSQL with DATABASE_URL. ' +
          `If no such process runs, remove ${path}.`,
      );
    }
    // The process that held it is gone: its claim is stale.
    await unlink(path).catch(() => undefined);
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
