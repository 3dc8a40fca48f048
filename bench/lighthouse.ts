import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from '../scripts/chromium.ts';

/** Lighthouse wants a headless Chromium; the rest keeps it from phoning home. */
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigure {
  path: string;
  status: number;
  scores?: Record<(typeof CATEGORIES)[number], number>;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  lcpElement?: string;
}

/**
 * Lighthouse's default (mobile) run on each page, after one warm-up visit, one Chromium for all;
 * a page that is not 200 is reported, not run.
 */
export async function runLighthouse(web: string, paths: string[]): Promise<LighthouseFigure[]> {
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
      const result = await lighthouse(`${web}${path}`, { ...options, onlyCategories: [...CATEGORIES] });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      // Lighthouse 13 names the element in its LCP breakdown insight; older ones had an audit of its own.
      const lcpAudit = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'];
      const lcpNode = JSON.stringify(lcpAudit?.details ?? {}).match(/"snippet":("(?:[^"\\]|\\.)*")/)?.[1];
      const figure: LighthouseFigure = {
        path,
        status,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(numeric('total-blocking-time')),
        lcpElement: lcpNode && (JSON.parse(lcpNode) as string).slice(0, 120),
      };
      console.log(
        `  ${path}: ${Object.values(figure.scores!).join('/')} LCP ${figure.lcpMs} ms CLS ${figure.cls} TBT ${figure.tbtMs} ms`,
      );
      figures.push(figure);
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
