import type { HostileShape } from './markdown';

/**
 * Hostile Markdown that marked lexes in no time but that is slow to render: every element it
 * makes costs the sanitizer and the DOM (issue 25: accepted at save, they took the server's
 * renderer 0.4–3.8 s, and a reader's tab 450–740 ms in one task). Shared by the render budget's
 * suite (server/render/serverMarkdown.rule.test.ts) and the hostile bench's render part.
 */
const repeat = (unit: string) => (length: number) =>
  unit.repeat(Math.max(1, Math.floor(length / unit.length))).slice(0, length);

export const SLOW_RENDER_MARKDOWN: HostileShape[] = [
  { name: 'task lists', make: repeat('- [ ] a\n') },
  {
    name: 'footnotes',
    make: (n) => {
      let text = '';
      for (let i = 0; text.length < n; i++) text += `a[^${i}]\n\n[^${i}]: n\n\n`;
      return text.slice(0, n);
    },
  },
  { name: 'www. autolinks', make: repeat('www.a.com ') },
  { name: 'links', make: repeat('[a](/b) ') },
  { name: 'repeated headings', make: repeat('## Section\n\n') },
  { name: 'paragraphs', make: repeat('a\n\n') },
  { name: 'table cells', make: (n) => `|a|b|\n|-|-|\n${repeat('|a|b|\n')(n - 12)}` },
  {
    name: 'nested divs',
    make: (n) => {
      const depth = Math.floor((n - 1) / 11);
      return `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`;
    },
  },
  { name: 'CSS code', make: (n) => `\`\`\`css\n${repeat('a { color: red; }\n')(n - 12)}\`\`\`\n` },
];

/**
 * The longest body of `shape` (to 1% of `limit`) that `accepts`, 0 if none: where a save check
 * draws its line on the shape. Assumes a longer body is never cheaper.
 */
export async function longestAccepted(
  shape: HostileShape,
  limit: number,
  accepts: (body: string) => Promise<boolean>,
): Promise<number> {
  if (await accepts(shape.make(limit))) return limit;
  let [accepted, refused] = [0, limit];
  while (refused - accepted > limit / 100) {
    const middle = Math.floor((accepted + refused) / 2);
    if (await accepts(shape.make(middle))) accepted = middle;
    else refused = middle;
  }
  return accepted;
}
