import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { join } from 'node:path';

export interface Served {
  url: string;
  /** The API's second address, without its response cache (api-server.ts only). */
  uncachedUrl?: string;
  child: ChildProcess;
}

/** Starts a bench server script in its own process and waits for the address it reports. */
export function serve(script: string, env: Record<string, string | undefined>, timeoutMs = 600_000): Promise<Served> {
  const child = fork(join(import.meta.dirname, script), { env: { ...process.env, ...env }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.once('message', (message: { url: string; uncachedUrl?: string }) => {
      clearTimeout(timer);
      resolve({ ...message, child });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready`));
    });
  });
}
