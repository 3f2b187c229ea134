// Lighthouse (mobile preset: its default config, simulated throttling) against the real server in Debian's Chromium:
// performance, accessibility, best practices and SEO of the home page, a diary, a strain, a grow question and a journal
// article, with their first and largest contentful paint and total blocking time (median of runs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';
import { median } from './support';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** `benchmarkIndex`: Lighthouse's measure of this machine's CPU speed during the runs (median), which its simulated 4x slowdown multiplies. */
export interface PageScores { page: string; path: string; scores: Record<Category, number>; failing: string[]; benchmarkIndex: number; timings: PageTimings }

/** Lighthouse's simulated figures of the mobile preset, in ms. */
export interface PageTimings { fcp: number; lcp: number; tbt: number }
const TIMING_AUDITS: Record<keyof PageTimings, string> = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time' };

/** Runs per page: each category's median is reported (one run varies by several points on a shared machine). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * The pages measured: `/`, the most liked demo diary with a cover (not the diaries other parts of the bench wrote,
 * which have no likes and may hold hundreds of photos), the strain in the most diaries, the newest grow question and
 * the newest journal article.
 */
export async function benchPages(serverUrl: string): Promise<{ page: string; path: string }[]> {
  const read = async <T>(path: string) => (await (await fetch(serverUrl + path)).json()) as { items: T[] };
  const liked = await read<{ id: number; cover: unknown }>('/api/diaries?sort=likes&limit=20');
  const strains = await read<{ id: number }>('/api/strains?limit=1&sort=diaries');
  const questions = await read<{ id: number }>('/api/problems?limit=1');
  const articles = await read<{ link: string }>('/api/blogs?limit=1');
  const diary = liked.items.find((d) => d.cover) ?? liked.items[0]!;
  return [
    { page: 'home', path: '/' },
    { page: 'diary', path: `/diaries/${diary.id}` },
    { page: 'strain', path: `/strains/${strains.items[0]!.id}` },
    { page: 'question', path: `/grow-questions/${questions.items[0]!.id}` },
    { page: 'article', path: `/journal/${articles.items[0]!.link}` },
  ];
}

/** Audits under 0.9 that weigh in a category, by id, for the report (what to fix; any run). */
function failingAudits(lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }>; audits: Record<string, { score: number | null; title: string }> }): string[] {
  const ids = new Set(LIGHTHOUSE_CATEGORIES.flatMap((category) => lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)));
  return [...ids].filter((id) => lhr.audits[id]!.score !== null && lhr.audits[id]!.score! < 0.9);
}

export async function lighthouseBench(serverUrl: string): Promise<PageScores[]> {
  const pages = await benchPages(serverUrl);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const results: PageScores[] = [];
    for (const { page, path } of pages) {
      const runs: Record<Category, number>[] = [];
      const benchmarks: number[] = [];
      const timings: PageTimings[] = [];
      const failing = new Set<string>();
      for (let run = 0; run < RUNS; run++) {
        // The default config is the mobile preset: a phone screen, simulated slow 4G and a 4x slower CPU.
        const result = await lighthouse(serverUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
        runs.push(Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]!.score ?? 0) * 100)])) as Record<Category, number>);
        for (const audit of failingAudits(lhr as never)) failing.add(audit);
        benchmarks.push(lhr.environment.benchmarkIndex);
        timings.push(Object.fromEntries(Object.entries(TIMING_AUDITS).map(([name, audit]) => [name, lhr.audits[audit]!.numericValue ?? NaN])) as unknown as PageTimings);
      }
      const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, median(runs.map((one) => one[category]))])) as Record<Category, number>;
      const timing = (name: keyof PageTimings) => median(timings.map((one) => one[name]));
      results.push({ page, path, scores, failing: [...failing], benchmarkIndex: median(benchmarks), timings: { fcp: timing('fcp'), lcp: timing('lcp'), tbt: timing('tbt') } });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
