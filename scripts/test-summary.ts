/**
 * Prints one closing line for the whole `npm test` run, from the JSON reports
 * of Vitest and Playwright: "tests: N passed, N failed", and how many journeys
 * passed only when run again (CI runs a failed journey once more).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from './shop-process.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function read(file: string): unknown {
  const path = join(ROOT, 'reports', file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

function vitestCounts(report: unknown): Counts {
  const r = report as { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number } | undefined;
  return { passed: r?.numPassedTests ?? 0, failed: r?.numFailedTests ?? 0, skipped: r?.numPendingTests ?? 0 };
}

/** Playwright's counts, and how many journeys passed only when run again (counted as passed too). */
function playwrightCounts(report: unknown): Counts & { flaky: number } {
  const stats = (report as { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } })
    ?.stats;
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
    skipped: stats?.skipped ?? 0,
    flaky: stats?.flaky ?? 0,
  };
}

const e2e = playwrightCounts(read('e2e.json'));
const parts = [vitestCounts(read('vitest.json')), e2e];
const total = parts.reduce((sum, c) => ({
  passed: sum.passed + c.passed,
  failed: sum.failed + c.failed,
  skipped: sum.skipped + c.skipped,
}));
const flakyNote =
  e2e.flaky > 0 ? ` (${e2e.flaky} of them only when run again: see the journeys marked flaky above)` : '';
console.log(`tests: ${total.passed} passed${flakyNote}, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
