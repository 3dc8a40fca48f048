import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from '../scripts/chromium.ts';

/** Lighthouse wants a headless Chromium; the rest keeps it from phoning home. */
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigure {
  path: string;
  status: number;
  /** How many recorded runs the figure is the median of. */
  runs?: number;
  /** The median run's scores. */
  scores?: Record<(typeof CATEGORIES)[number], number>;
  /** The lowest and highest Performance score of all the runs. */
  performanceRange?: { lowest: number; highest: number };
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  lcpElement?: string;
  /** The SEO audits the median run failed, by id (`is-crawlable` on a page kept out of the index on purpose). */
  seoFailures?: string[];
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse's default (mobile) run on each page, after one warm-up visit, one Chromium for all;
 * a page that is not 200 is reported, not run. A single run of a page moves by several points on
 * this machine (its simulated LCP counts the scripts that happened to run before the observed
 * paint), so each page is run `runs` times and its figure is the median run as Lighthouse picks it
 * (`computeMedianRun`: nearest the median first paint and time to interactive), as Lighthouse's
 * own advice on variability asks.
 */
export async function runLighthouse(web: string, paths: string[], runs: number): Promise<LighthouseFigure[]> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const figures: LighthouseFigure[] = [];
  try {
    for (const path of paths) {
      const status = (await fetch(`${web}${path}`)).status;
      if (status !== 200) {
        console.log(`  ✗ ${path}: ${status}, not run`);
        figures.push({ path, status });
        continue;
      }
      const options = { port: chrome.port, output: 'json', logLevel: 'error' } as const;
      // A first, unrecorded visit makes the picture variants the page asks for (they are made on first
      // request) and fills the storefront's data cache: what every shopper after the first one gets.
      await lighthouse(`${web}${path}`, { ...options, onlyCategories: ['performance'] });
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${web}${path}`, { ...options, onlyCategories: [...CATEGORIES] });
        results.push(result!.lhr);
      }
      const performances = results.map((lhr) => score(lhr, 'performance'));
      const figure: LighthouseFigure = {
        ...figureOf(path, status, computeMedianRun(results)),
        runs,
        performanceRange: { lowest: Math.min(...performances), highest: Math.max(...performances) },
      };
      console.log(
        `  ${path}: ${Object.values(figure.scores!).join('/')} LCP ${figure.lcpMs} ms CLS ${figure.cls} TBT ${figure.tbtMs} ms` +
          ` (median of ${runs}; Performance ${performances.join(', ')})`,
      );
      figures.push(figure);
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

function figureOf(path: string, status: number, lhr: Result): LighthouseFigure {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // Lighthouse 13 names the element in its LCP breakdown insight; older ones had an audit of its own.
  const lcpAudit = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'];
  const lcpNode = JSON.stringify(lcpAudit?.details ?? {}).match(/"snippet":("(?:[^"\\]|\\.)*")/)?.[1];
  const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    path,
    status,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      'best-practices': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric('total-blocking-time')),
    lcpElement: lcpNode && (JSON.parse(lcpNode) as string).slice(0, 120),
    seoFailures,
  };
}
