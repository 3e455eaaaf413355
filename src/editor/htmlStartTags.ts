import { decodeEntities, tagEnd, tagName } from '../app/describe';

/** A start tag of sanitized HTML: its name and attributes (values decoded). */
export interface StartTag {
  name: string;
  attributes: Map<string, string>;
}

/**
 * The start tags named `names` in sanitized HTML (the pipeline's output, so no script or comment
 * hides a `<`), in order, at most `limit`: one forward pass, no DOM (a parse into the page would
 * be a Trusted Types sink).
 */
export function startTags(html: string, names: ReadonlySet<string>, limit: number): StartTag[] {
  const tags: StartTag[] = [];
  let i = 0;
  while (tags.length < limit) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    const close = tagEnd(html, open + 1);
    const tag = html.slice(open + 1, close);
    const name = tagName(tag);
    if (names.has(name)) tags.push({ name, attributes: attributes(tag.slice(name.length)) });
    i = close + 1;
  }
  return tags;
}

const WHITE = new Set([' ', '\t', '\n', '\r', '\f']);
/** What ends an attribute's name (a self-closing tag's `/` too). */
const SPACE = new Set([...WHITE, '/']);

/** `src="a" alt=""` as a map, names in lower case; a name without a value is ''. */
function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    while (i < text.length && SPACE.has(text[i]!)) i++;
    const start = i;
    while (i < text.length && !SPACE.has(text[i]!) && text[i] !== '=') i++;
    const name = text.slice(start, i).toLowerCase();
    if (name === '') break;
    let value = '';
    if (text[i] === '=') {
      i++;
      const quote = text[i] === '"' || text[i] === "'" ? text[i]! : '';
      const from = quote ? i + 1 : i;
      let end = from;
      while (end < text.length && (quote ? text[end] !== quote : !WHITE.has(text[end]!))) end++;
      value = decodeEntities(text.slice(from, end));
      i = quote ? end + 1 : end;
    }
    if (!found.has(name)) found.set(name, value);
  }
  return found;
}
