import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 AA rules the suites hold every screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's WCAG 2.2 AA violations on the page as it is now. It runs axe in the page itself
 * (injected once per document): @axe-core/playwright's AxeBuilder runs it in every frame and
 * merges the parts in a blank page of its own (3.5–7 s a call here, against 0.2–1 s), but
 * Folio's pages have no frames: a page that has one is refused rather than half checked.
 */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) {
    throw new Error(`${page.url()} has frames, which this check does not enter`);
  }
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
        })
      ).violations,
    WCAG_TAGS,
  );
}
