import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * Helpers of the layout-shift and accessibility gates (issue #18): the page as
 * Lighthouse's desktop preset sees it, a wait for "the page's data is shown",
 * the layout shifts summed over the load, and axe-core injected into the page.
 */

/** Lighthouse 12's desktop preset: 1350×940 at device scale 1. */
export const DESKTOP_VIEWPORT = { width: 1350, height: 940 } as const;

/** Elements the pages and antd show while something is still loading. */
export const LOADING_SELECTOR = '.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]';

declare global {
  interface Window {
    __layoutShifts?: Array<{ value: number; sources: string[] }>;
  }
}

/** Records every layout shift without recent input from the first paint on (buffered). */
function recordLayoutShifts(): void {
  window.__layoutShifts = [];
  const describe = (node: Node | null | undefined): string => {
    if (!node || !(node instanceof Element)) return node?.nodeName ?? '?';
    const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (node.textContent ?? '').trim().slice(0, 24);
    return `${node.tagName.toLowerCase()}${cls}${text ? ` 「${text}」` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts!.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export interface QualityPage {
  page: Page;
  context: BrowserContext;
  /** Requests the page has started and not yet finished. */
  inFlight: () => number;
}

/** A fresh desktop context (optionally with a signed-in session's storage) that records layout shifts. */
export async function openQualityPage(browser: Browser, init?: { localStorage?: Record<string, string> }): Promise<QualityPage> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, deviceScaleFactor: 1, locale: 'zh-CN', baseURL: baseUrl() });
  if (init?.localStorage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) if (window.localStorage.getItem(k) === null) window.localStorage.setItem(k, v);
    }, init.localStorage);
  }
  await context.addInitScript(recordLayoutShifts);
  const page = await context.newPage();
  const pending = new Set<unknown>();
  // A signed-in page's live stream (issue #22) stays open as long as the page: it is not the page loading.
  page.on('request', (r) => void (r.url().includes('/api/live/stream') || pending.add(r)));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return { page, context, inFlight: () => pending.size };
}

/**
 * Waits until the page is at rest: no request in flight, no skeleton or
 * spinner, the fonts loaded, every image in the first viewport decoded and
 * every finite transition ended — and still so after the next request (if any) has finished.
 */
export async function waitForRest(q: QualityPage, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`page ${q.page.url()} never came to rest (requests in flight: ${q.inFlight()})`);
    if (q.inFlight() > 0) {
      await q.page.waitForEvent('requestfinished', { timeout: left }).catch(() => undefined);
      continue;
    }
    await q.page.waitForFunction(
      (loading) => {
        const images = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
        return (
          document.readyState === 'complete' &&
          document.fonts.status === 'loaded' &&
          document.querySelector(loading) === null &&
          images.every((img) => img.complete)
        );
      },
      LOADING_SELECTOR,
      { polling: 'raf', timeout: left },
    );
    // Finite transitions and animations (a button turning from disabled grey to brand green when its data
    // arrives) run to their end: axe would read their in-between colours as failed contrast.
    await q.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    // Two frames later nothing new has started: at rest.
    await q.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (q.inFlight() === 0) return;
  }
}

/** The layout shifts recorded so far (after one more frame, so the last shift's entry is delivered). */
export async function layoutShifts(page: Page): Promise<Array<{ value: number; sources: string[] }>> {
  return page.evaluate(
    () => new Promise<Array<{ value: number; sources: string[] }>>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShifts ?? [])))),
  );
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string; html: string }>;
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Shell regions left out of the axe scan, for a while, by name (selectors): none today — the
 * shell (header, nav bar, footer) is scanned with every page. An entry here needs its reason.
 */
export const AXE_EXCLUDED_SHELL_REGIONS: readonly string[] = [];

/** axe-core's WCAG 2.x A/AA rules and best practices on the page as it is now; serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the portal's CSP (script-src 'self') rightly refuses an inline <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (exclude: string[]) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, html: n.html })) }));
  }, [...AXE_EXCLUDED_SHELL_REGIONS]);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Violations as lines a reader can act on: rule, impact, help, then each element and why. */
export function formatViolations(path: string, violations: AxeViolation[]): string {
  return violations
    .map((v) =>
      [
        `${path}: [${v.impact}] ${v.id} — ${v.help} (${v.nodes.length})`,
        ...v.nodes.slice(0, 8).map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 140)}\n      ${(n.failureSummary ?? '').replace(/\n/g, ' ').slice(0, 260)}`),
      ].join('\n'),
    )
    .join('\n');
}
