/**
 * `npm run test:reliability`: the shop attacked, overloaded and killed, on
 * PGlite, or on PostgreSQL with RELIABILITY_DATABASE_URL. Each scenario
 * checks what must hold and prints the figure it measured; any broken check
 * fails the run.
 *
 *   -- --only=race,crash   run only the scenarios whose names contain these words
 */
import type { Check, Scenario } from './scenario.ts';
import { crashRestart } from './scenarios/crash-restart.ts';
import { forgedClient } from './scenarios/forged-client.ts';
import { fuzzEveryRoute } from './scenarios/fuzz.ts';
import { mailStall } from './scenarios/mail-stall.ts';
import { stockRace } from './scenarios/stock-race.ts';
import { driverName } from './shop.ts';

const SCENARIOS: Scenario[] = [stockRace, crashRestart, fuzzEveryRoute, mailStall, forgedClient];

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const chosen = only ? SCENARIOS.filter((s) => only.some((word) => s.name.includes(word))) : SCENARIOS;

console.log(`Reliability on ${driverName}: ${chosen.length} scenarios\n`);
const figures: string[] = [];
let failures = 0;
for (const scenario of chosen) {
  const broken: string[] = [];
  const check: Check = (value, holds, what) => {
    if (!holds(value)) broken.push(`${what}: ${String(value)}`);
  };
  const started = performance.now();
  try {
    const figure = await scenario.run(check);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (broken.length === 0) {
      console.log(`✓ ${scenario.name} (${seconds} s)\n    ${figure}`);
      figures.push(`| ${scenario.name} | ${figure} |`);
    } else {
      failures += 1;
      console.error(`✗ ${scenario.name} (${seconds} s)\n    ${figure}\n    ${broken.join('\n    ')}`);
    }
  } catch (error) {
    failures += 1;
    console.error(`✗ ${scenario.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

console.log(`\n| scenario (${driverName}) | figure |\n| --- | --- |\n${figures.join('\n')}`);
if (failures > 0) {
  console.error(`\n${failures} of ${chosen.length} scenarios failed`);
  process.exitCode = 1;
}
