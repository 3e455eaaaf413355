import { parse } from 'yaml';

// A Markdown file's front matter (Jekyll, Hugo, Astro, Obsidian: YAML between `---` lines at
// the very top) and its body. YAML from an archive is hostile: aliases are capped (a "billion
// laughs" document expands each alias, so a few nested ones would fill memory), custom tags are
// not resolved, and dates stay text (core schema) for the importer to read.

/** How many aliases one front matter may use. */
const MAX_ALIASES = 50;

export type FrontMatter = Readonly<Record<string, unknown>>;

export type SplitFile = { data: FrontMatter; body: string } | { problem: string };

/** The front matter (empty when there is none) and the body after it. */
export function splitFrontMatter(text: string): SplitFile {
  if (text.startsWith('+++\n')) {
    return { problem: 'its front matter is TOML (+++), which Folio does not read: use YAML (---)' };
  }
  if (!text.startsWith('---\n')) return { data: {}, body: text };
  let end = 4;
  let closing = -1;
  while (end <= text.length) {
    const lineEnd = text.indexOf('\n', end);
    const line = text.slice(end, lineEnd === -1 ? text.length : lineEnd);
    if (line === '---' || line === '...') {
      closing = lineEnd === -1 ? text.length : lineEnd + 1;
      break;
    }
    if (lineEnd === -1) break;
    end = lineEnd + 1;
  }
  if (closing === -1) return { problem: 'its front matter has no closing ---' };
  const yaml = text.slice(4, end);
  let data: unknown;
  try {
    data = parse(yaml, {
      schema: 'core',
      maxAliasCount: MAX_ALIASES,
      customTags: [],
      logLevel: 'error',
    });
  } catch (error) {
    return {
      problem: `its front matter is not YAML Folio reads (${(error as Error).message.split('\n')[0]!.replace(/:$/, '')})`,
    };
  }
  if (data === null || data === undefined) data = {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { problem: 'its front matter is not a list of fields' };
  }
  return { data: data as FrontMatter, body: text.slice(closing) };
}
