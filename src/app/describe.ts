/** How long a meta description may be: what search results and link previews show. */
export const DESCRIPTION_LENGTH = 160;

/**
 * `text` with its spaces collapsed, cut to at most `DESCRIPTION_LENGTH` characters at the last
 * word boundary (with an ellipsis); empty when `text` holds no words.
 */
export function describe(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= DESCRIPTION_LENGTH) return words;
  const cut = words.lastIndexOf(' ', DESCRIPTION_LENGTH - 1);
  // One very long word: cut inside it rather than say almost nothing.
  let end = cut < DESCRIPTION_LENGTH / 2 ? DESCRIPTION_LENGTH - 1 : cut;
  // Never half of a character outside the Basic Multilingual Plane (an emoji).
  if (/[\uD800-\uDBFF]/.test(words[end - 1] ?? '')) end -= 1;
  return `${words.slice(0, end).replace(/[\s,;:.]+$/, '')}…`;
}

// Elements whose text is no part of what the page says: code blocks (and the unformatted text of
// a body the pipeline would not format), the notice above it, the `#` of heading anchors.
const SKIPPED = [
  { tag: 'pre', marker: null },
  { tag: 'p', marker: 'markdown-notice' },
  { tag: 'a', marker: 'heading-anchor' },
] as const;

const BLOCKS = new Set([
  'p', 'br', 'li', 'ul', 'ol', 'div', 'blockquote', 'table', 'tr', 'td', 'th', 'hr',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd', 'figcaption',
]); // prettier-ignore

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The opening words of sanitized HTML (the pipeline's output), as a description: tags dropped,
 * entities decoded, code blocks left out. One forward pass that stops once it has enough text, so
 * a long body costs no more than its first paragraphs.
 */
export function describeHtml(html: string): string {
  const wanted = DESCRIPTION_LENGTH * 2;
  let text = '';
  let skipUntil: string | null = null;
  let i = 0;
  while (i < html.length && text.length < wanted) {
    const open = html.indexOf('<', i);
    const textEnd = open === -1 ? html.length : open;
    if (skipUntil === null && textEnd > i) text += html.slice(i, Math.min(textEnd, i + wanted));
    if (open === -1) break;
    const close = tagEnd(html, open + 1);
    const tag = html.slice(open + 1, close);
    i = close + 1;
    const name = tagName(tag);
    if (skipUntil !== null) {
      if (name === skipUntil) skipUntil = null;
      continue;
    }
    if (BLOCKS.has(name.replace('/', ''))) text += ' ';
    const skipped = SKIPPED.find(
      (rule) => rule.tag === name && (rule.marker === null || tag.includes(rule.marker)),
    );
    if (skipped) skipUntil = `/${skipped.tag}`;
  }
  return describe(decodeEntities(text));
}

/** The index of the `>` that ends the tag starting at `from`, past quoted attribute values. */
export function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let j = from; j < html.length; j++) {
    const c = html[j];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return j;
  }
  return html.length;
}

/** `p` of `p class="x"`, `/p` of `/p`, lower case (`!--` for a comment). */
export function tagName(tag: string): string {
  const start = tag.startsWith('/') ? 1 : 0;
  let end = start;
  while (end < tag.length && end - start < 16 && /[A-Za-z0-9!-]/.test(tag[end]!)) end++;
  return tag.slice(0, end).toLowerCase();
}

/** `text` with its character references decoded (the named ones sanitized HTML uses). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (entity, body: string) => {
    if (body[0] !== '#') return ENTITIES[body.toLowerCase()] ?? entity;
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
