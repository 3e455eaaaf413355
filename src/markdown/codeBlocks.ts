// Code blocks: marked leaves each as a slot in its block's HTML (markdownBlocks.ts), so that
// highlighting stays on the page; here they are filled, highlighted or escaped, before the
// block is sanitized with the rest.
import type { MarkdownBlock } from './lexProtocol';
import type { Highlighter } from './renderMarkdown';
import { escapeHtml } from './unformatted';

/** A block's HTML with its code blocks in their slots, highlighted when `highlighter` knows them. */
export function withCode(
  block: MarkdownBlock,
  codeSlot: string,
  highlighter: Highlighter | null,
): string {
  if (block.codes.length === 0) return block.html;
  const parts = block.html.split(codeSlot);
  if (parts.length !== block.codes.length + 1) throw new Error('Code slot mismatch.');
  let html = parts[0]!;
  block.codes.forEach((code, k) => {
    html += renderCode(code, highlighter) + parts[k + 1]!;
  });
  return html;
}

function renderCode(
  { text, lang, escaped }: MarkdownBlock['codes'][number],
  highlighter: Highlighter | null,
): string {
  const language = lang.match(/^\S*/)?.[0] ?? '';
  const safeLanguage = /^[\w#+.-]{1,40}$/.test(language) ? language : '';
  const highlighted = safeLanguage && highlighter ? highlighter(text, safeLanguage) : null;
  const body = highlighted ?? (escaped ? text : escapeHtml(text));
  const classes = [highlighted !== null ? 'hljs' : '', safeLanguage && `language-${safeLanguage}`]
    .filter(Boolean)
    .join(' ');
  return `<pre><code${classes ? ` class="${classes}"` : ''}>${body}</code></pre>\n`;
}
