// The editor's Markdown source in Chromium: CodeMirror's content element, labelled
// "Body (Markdown)" (before hydration, a textarea carries that label; these wait for the editor).
import type { Locator, Page } from 'playwright-core';

/** The source's editable content, once CodeMirror has replaced the server's textarea. */
export function source(page: Page): Locator {
  return page.getByLabel('Body (Markdown)').and(page.locator('[contenteditable="true"]'));
}

/**
 * What the source holds, from CodeMirror's own state: its content element carries its view
 * (what `EditorView.findFromDOM` reads), so the text is exact even where lines are off screen.
 */
export function sourceText(page: Page): Promise<string> {
  return source(page).evaluate(readSource);
}

/** Waits until the source's text matches `pattern`. */
export async function waitForSource(page: Page, pattern: RegExp, timeout: number): Promise<void> {
  await page.waitForFunction(
    ([pattern, flags]) => {
      // readSource's steps again: a page function cannot call the test's own functions.
      type Tile = { root?: { view?: { state: { doc: { toString(): string } } } } };
      const content = document.querySelector('.cm-content[contenteditable="true"]');
      const view = (content as (Element & { cmTile?: Tile }) | null)?.cmTile?.root?.view;
      return view !== undefined && new RegExp(pattern, flags).test(view.state.doc.toString());
    },
    [pattern.source, pattern.flags] as const,
    { timeout },
  );
}

function readSource(content: Element): string {
  type Tile = { root?: { view?: { state: { doc: { toString(): string } } } } };
  const view = (content as Element & { cmTile?: Tile }).cmTile?.root?.view;
  if (!view) throw new Error('The source is not a CodeMirror editor.');
  return view.state.doc.toString();
}
