// Loaded only through `import()` (see useRenderedMarkdown): highlight.js's core makes a chunk of
// its own, and each grammar another (grammarLoaders.ts), fetched by the pages whose code needs it.
import hljs from 'highlight.js/lib/core';
import type { LanguageFn } from 'highlight.js';
import { fenceGrammars, grammarOf, withEmbedded } from './codeLanguages';
import { GRAMMAR_LOADERS } from './grammarLoaders';
import type { Highlighter } from './renderMarkdown';

/** The grammars each highlighter may use: registered before it was made. */
const covered = new WeakMap<Highlighter, ReadonlySet<string>>();
let current: Highlighter | null = null;

/**
 * Highlights with the grammars registered now, and only with those: a highlighter is part of
 * the render cache's key, so one made before a grammar arrived must keep rendering as it did.
 */
function makeHighlighter(): Highlighter {
  const grammars = new Set(hljs.listLanguages());
  const highlighter: Highlighter = (code, language) => {
    const grammar = grammarOf(language);
    if (!grammar || !grammars.has(grammar)) return null;
    return hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value;
  };
  covered.set(highlighter, grammars);
  return highlighter;
}

/** Registers grammars (name → highlight.js language function) not registered yet. */
export function registerGrammars(grammars: Iterable<[string, LanguageFn]>): void {
  let added = false;
  for (const [name, language] of grammars) {
    if (hljs.getLanguage(name)) continue;
    hljs.registerLanguage(name, language);
    added = true;
  }
  if (added || !current) current = makeHighlighter();
}

/** The highlighter with every grammar registered so far; null before the first. */
export function currentHighlighter(): Highlighter | null {
  return current;
}

/** Whether `highlighter` has every grammar the fenced code of `source` needs. */
export function covers(highlighter: Highlighter, source: string): boolean {
  const grammars = covered.get(highlighter);
  if (!grammars) return false;
  for (const grammar of withEmbedded(fenceGrammars(source))) {
    if (!grammars.has(grammar)) return false;
  }
  return true;
}

/**
 * A highlighter for `source`: loads the grammars its fenced code names (and those they embed)
 * that are not loaded yet, each a chunk of its own. Never guesses a language: auto-detection is
 * slow and often wrong. Its output is sanitized by the caller.
 */
export async function highlighterFor(source: string): Promise<Highlighter> {
  const missing = [...withEmbedded(fenceGrammars(source))].filter(
    (name) => !hljs.getLanguage(name),
  );
  const loaded = await Promise.all(
    missing.map(async (name): Promise<[string, LanguageFn]> => [
      name,
      await GRAMMAR_LOADERS[name]!(),
    ]),
  );
  registerGrammars(loaded);
  return current!;
}
