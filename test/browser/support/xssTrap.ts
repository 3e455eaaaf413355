import type { BrowserContext, Page } from 'playwright-core';

/** One call of a trapped dialog function, or a dialog that escaped the trap (another realm). */
export interface Execution {
  name: string;
  args: string[];
  url: string;
}

/** One `securitypolicyviolation` event, as the page saw it. */
export interface Violation {
  effectiveDirective: string;
  blockedURI: string;
  sample: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
  url: string;
}

/** What a page recorded: executions, CSP/Trusted Types violations, uncaught errors. */
export interface PageRecord {
  executions: Execution[];
  violations: Violation[];
  errors: string[];
}

interface TrapWindow {
  __xss: Execution[];
  __csp: Violation[];
}

/**
 * Runs in every document of the context before any of its scripts: `alert`, `confirm`,
 * `prompt` and `print` become functions that record the call on `window.__xss` (and cannot be
 * replaced again), and `securitypolicyviolation` events are kept on `window.__csp`.
 */
function installTrap(): void {
  const w = window as unknown as TrapWindow & Record<string, unknown>;
  w.__xss = [];
  w.__csp = [];
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    Object.defineProperty(window, name, {
      configurable: false,
      writable: false,
      value: (...args: unknown[]) => {
        w.__xss.push({ name, args: args.map((arg) => String(arg)), url: location.href });
        return name === 'confirm' ? false : name === 'prompt' ? null : undefined;
      },
    });
  }
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      w.__csp.push({
        effectiveDirective: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        columnNumber: event.columnNumber,
        url: location.href,
      });
    },
    true,
  );
}

/** Installs the trap on a context (every page and frame it opens). */
export async function trapContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(installTrap);
}

/**
 * Watches a page for what the in-page trap cannot see: a real dialog (e.g. from a frame the
 * init script did not reach) and uncaught errors. `read()` merges them with the trap's record.
 */
export function watchPage(page: Page): { read(): Promise<PageRecord> } {
  const dialogs: Execution[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push({ name: `dialog:${dialog.type()}`, args: [dialog.message()], url: page.url() });
    void dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    async read() {
      const inPage = await page
        .evaluate(() => {
          const w = window as unknown as Partial<TrapWindow>;
          return { executions: w.__xss ?? [], violations: w.__csp ?? [] };
        })
        .catch(() => ({ executions: [], violations: [] }));
      return {
        executions: [...inPage.executions, ...dialogs],
        violations: inPage.violations,
        errors: [...errors],
      };
    },
  };
}

/** Violations that are about running script (as opposed to, say, an image from http:). */
export function isScriptViolation(violation: Violation): boolean {
  return /^(script-src|trusted-types|require-trusted-types-for|object-src|base-uri|frame-src|child-src|worker-src)/.test(
    violation.effectiveDirective,
  );
}

/**
 * Fires every handler rendered Markdown could carry: for each element inside `.markdown`
 * containers (article bodies, comments, bios), opens `<details>`, focuses it and dispatches the
 * pointer, mouse, focus, keyboard and form events (clicks included), then scrolls the page end to
 * end so lazy images load (and fail). Links to http(s)/mailto targets have their default action
 * prevented so the page stays put; any other link is followed, so a `javascript:` URL that
 * survived would run (and be caught by the trap or reported as a CSP violation).
 */
export async function exerciseMarkdown(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const keep = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href], area[href]');
      const href = link?.getAttribute('href') ?? '';
      const url = (() => {
        try {
          return new URL(href, location.href);
        } catch {
          return null;
        }
      })();
      if (url && /^(https?|mailto):$/.test(url.protocol)) event.preventDefault();
      if (event.type === 'submit') event.preventDefault();
    };
    window.addEventListener('click', keep, true);
    window.addEventListener('submit', keep, true);
    const elements = Array.from(document.querySelectorAll('.markdown, .markdown *'));
    const mouse = ['mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup', 'click'];
    const other = ['dblclick', 'contextmenu', 'auxclick', 'wheel'];
    for (const element of elements) {
      if (element instanceof HTMLDetailsElement) element.open = true;
      for (const type of ['pointerover', 'pointerenter', 'pointerdown', 'pointerup']) {
        element.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true }));
      }
      for (const type of [...mouse, ...other]) {
        element.dispatchEvent(
          new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, view: window }),
        );
      }
      if (element instanceof HTMLElement) element.focus();
      for (const type of ['focus', 'focusin', 'blur', 'focusout', 'input', 'change', 'toggle']) {
        element.dispatchEvent(new Event(type, { bubbles: true }));
      }
      for (const type of ['keydown', 'keypress', 'keyup']) {
        element.dispatchEvent(new KeyboardEvent(type, { bubbles: true, key: 'Enter' }));
      }
      for (const type of ['mouseout', 'mouseleave', 'pointerout', 'pointerleave']) {
        element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
      }
      if (element instanceof HTMLAnchorElement && !/^(https?|mailto):$/.test(element.protocol)) {
        element.click();
      }
    }
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.removeEventListener('click', keep, true);
    window.removeEventListener('submit', keep, true);
    return elements.length;
  });
}

/**
 * Waits until what exercising a page set going has ended: every image the page lays out has
 * loaded or failed (so an error handler that survived has run; exerciseMarkdown scrolled each
 * lazy one into view), then whatever was queued behind them, as an idle callback runs only once
 * the page has nothing more urgent to do.
 */
export async function whenSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.images).every(
        (image) => image.complete || image.getClientRects().length === 0,
      ),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })),
  );
}
