import fs from 'node:fs';
import path from 'node:path';

const ARTICLES_DIR = path.resolve(__dirname, '../../server/db/seed/content/articles');

/** The size the article is grown to: the editor's limit is 100,000 characters. */
export const ARTICLE_CHARS = 100_000;

/**
 * A long, realistic article, the same on every run: the demo articles (headings, lists, tables,
 * fenced code in a dozen languages, links, images, emphasis, inline `<kbd>`) in file-name order,
 * each under its title as an h1, until the text reaches `chars`. The demo articles share
 * section names ("Why", "Further reading"…), so heading ids are de-duplicated across the whole
 * document, as a long real article does.
 */
export function buildArticle(chars = ARTICLE_CHARS): string {
  const parts: string[] = [];
  let length = 0;
  const files = fs
    .readdirSync(ARTICLES_DIR)
    .filter((name) => name.endsWith('.md'))
    .sort();
  for (let round = 0; length < chars; round++) {
    for (const file of files) {
      const text = fs.readFileSync(path.join(ARTICLES_DIR, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
      const title = /^title:\s*(.+)$/m.exec(match?.[1] ?? '')?.[1] ?? file;
      const body = match ? text.slice(match[0].length) : text;
      const part = `# ${round ? `${title} (${round + 1})` : title}\n\n${body.trim()}\n`;
      parts.push(part);
      length += part.length + 1;
      if (length >= chars) break;
    }
  }
  return parts.join('\n');
}

/**
 * Where the editing scenario types: the start of a word on a paragraph line near the middle of
 * `source` (not in code, a table or a heading), so each keystroke changes one paragraph.
 */
export function middleParagraphOffset(source: string): number {
  const lines = source.split('\n');
  let offset = 0;
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^ {0,3}(```|~~~)/.test(line)) inFence = !inFence;
    const previousBlank = i === 0 || lines[i - 1]!.trim() === '';
    if (
      offset >= source.length / 2 &&
      !inFence &&
      previousBlank &&
      /^[A-Za-z][a-z]+ [a-z]+ /.test(line)
    ) {
      return offset + line.indexOf(' ') + 1;
    }
    offset += line.length + 1;
  }
  throw new Error('No paragraph in the second half of the article.');
}
