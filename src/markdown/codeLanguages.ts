// The languages fenced code is highlighted in: highlight.js grammars, each loaded only by a page
// whose code needs it (grammarLoaders.ts). A fence's language is looked up here, by name or alias
// (lower case), on the page and on the server alike, so both highlight the same blocks.
// src/markdown/README.md lists them.

/** A grammar (highlight.js module name), the label a reader sees, and the names a fence may use. */
interface CodeLanguage {
  grammar: string;
  label: string;
  aliases: readonly string[];
}

export const CODE_LANGUAGES: readonly CodeLanguage[] = [
  { grammar: 'bash', label: 'Bash', aliases: ['sh', 'zsh', 'shell-script'] },
  { grammar: 'c', label: 'C', aliases: ['h'] },
  { grammar: 'clojure', label: 'Clojure', aliases: ['clj', 'edn'] },
  { grammar: 'cpp', label: 'C++', aliases: ['c++', 'cc', 'cxx', 'hpp', 'hh', 'hxx', 'h++'] },
  { grammar: 'csharp', label: 'C#', aliases: ['c#', 'cs', 'dotnet'] },
  { grammar: 'css', label: 'CSS', aliases: [] },
  { grammar: 'dart', label: 'Dart', aliases: [] },
  { grammar: 'diff', label: 'Diff', aliases: ['patch'] },
  { grammar: 'dockerfile', label: 'Dockerfile', aliases: ['docker'] },
  { grammar: 'elixir', label: 'Elixir', aliases: ['ex', 'exs'] },
  { grammar: 'erlang', label: 'Erlang', aliases: ['erl'] },
  { grammar: 'fsharp', label: 'F#', aliases: ['f#', 'fs'] },
  { grammar: 'go', label: 'Go', aliases: ['golang'] },
  { grammar: 'graphql', label: 'GraphQL', aliases: ['gql'] },
  { grammar: 'groovy', label: 'Groovy', aliases: ['gradle'] },
  { grammar: 'haskell', label: 'Haskell', aliases: ['hs'] },
  { grammar: 'ini', label: 'TOML', aliases: ['toml'] },
  { grammar: 'java', label: 'Java', aliases: ['jsp'] },
  { grammar: 'javascript', label: 'JavaScript', aliases: ['js', 'jsx', 'mjs', 'cjs'] },
  { grammar: 'json', label: 'JSON', aliases: ['jsonc', 'json5'] },
  { grammar: 'julia', label: 'Julia', aliases: ['jl'] },
  { grammar: 'kotlin', label: 'Kotlin', aliases: ['kt', 'kts'] },
  { grammar: 'less', label: 'Less', aliases: [] },
  { grammar: 'lua', label: 'Lua', aliases: [] },
  { grammar: 'makefile', label: 'Makefile', aliases: ['make', 'mk', 'mak'] },
  { grammar: 'markdown', label: 'Markdown', aliases: ['md', 'mkd'] },
  { grammar: 'matlab', label: 'MATLAB', aliases: [] },
  { grammar: 'objectivec', label: 'Objective-C', aliases: ['objc', 'obj-c', 'mm', 'objective-c'] },
  { grammar: 'ocaml', label: 'OCaml', aliases: ['ml'] },
  { grammar: 'perl', label: 'Perl', aliases: ['pl', 'pm'] },
  { grammar: 'php', label: 'PHP', aliases: [] },
  { grammar: 'powershell', label: 'PowerShell', aliases: ['pwsh', 'ps', 'ps1'] },
  { grammar: 'protobuf', label: 'Protocol Buffers', aliases: ['proto'] },
  { grammar: 'python', label: 'Python', aliases: ['py'] },
  { grammar: 'r', label: 'R', aliases: [] },
  { grammar: 'ruby', label: 'Ruby', aliases: ['rb'] },
  { grammar: 'rust', label: 'Rust', aliases: ['rs'] },
  { grammar: 'scala', label: 'Scala', aliases: ['sc'] },
  { grammar: 'scss', label: 'SCSS', aliases: ['sass'] },
  { grammar: 'shell', label: 'Shell session', aliases: ['console', 'shellsession'] },
  { grammar: 'sql', label: 'SQL', aliases: ['sqlite', 'postgresql', 'postgres', 'mysql'] },
  { grammar: 'swift', label: 'Swift', aliases: [] },
  { grammar: 'typescript', label: 'TypeScript', aliases: ['ts', 'tsx', 'mts', 'cts'] },
  { grammar: 'xml', label: 'HTML', aliases: ['html', 'xhtml', 'svg', 'rss', 'atom', 'plist'] },
  { grammar: 'yaml', label: 'YAML', aliases: ['yml'] },
];

/**
 * Grammars another grammar highlights parts of its code with (highlight.js `subLanguage`): loaded
 * with it, or the page would show those parts plain where the server colours them.
 */
const EMBEDS: Readonly<Record<string, readonly string[]>> = {
  javascript: ['css', 'graphql', 'xml'],
  typescript: ['css', 'graphql', 'xml'],
  xml: ['css', 'javascript'],
  markdown: ['xml'],
  dart: ['markdown'],
  yaml: ['ruby'],
  shell: ['bash'],
  dockerfile: ['bash'],
};

const BY_NAME = new Map<string, CodeLanguage>();
for (const language of CODE_LANGUAGES) {
  BY_NAME.set(language.grammar, language);
  for (const alias of language.aliases) BY_NAME.set(alias, language);
}
// `xml` is a grammar name and a language of its own.
BY_NAME.set('xml', { grammar: 'xml', label: 'XML', aliases: [] });

/** The grammar a fence's language names, or null. */
export function grammarOf(language: string): string | null {
  return BY_NAME.get(language.toLowerCase())?.grammar ?? null;
}

/** What a code block's label says: the language's name, or the fence's own word if unknown. */
export function languageLabel(language: string): string {
  return BY_NAME.get(language.toLowerCase())?.label ?? language;
}

/** `grammars` and every grammar they embed, transitively. */
export function withEmbedded(grammars: Iterable<string>): Set<string> {
  const all = new Set<string>();
  const visit = (grammar: string) => {
    if (all.has(grammar)) return;
    all.add(grammar);
    for (const embedded of EMBEDS[grammar] ?? []) visit(embedded);
  };
  for (const grammar of grammars) visit(grammar);
  return all;
}

/** Space, tab, `>`, `-`, `*`, `+`, `.`, `)` and digits. */
const CONTAINER = new Set(Array.from(' \t>-*+.)0123456789', (c) => c.charCodeAt(0)));

/**
 * The grammars the fenced code of `source` needs: the first word after each opening fence,
 * looked up above. One pass over the lines; a closing fence is not told from an opening one,
 * which at worst loads a grammar for nothing.
 */
export function fenceGrammars(source: string): Set<string> {
  const grammars = new Set<string>();
  for (let at = 0; at < source.length;) {
    let end = source.indexOf('\n', at);
    if (end < 0) end = source.length;
    // Past indentation and container markers (quotes, list items): a fence may open there.
    let i = at;
    while (i < end && CONTAINER.has(source.charCodeAt(i))) i++;
    const fence = source.charCodeAt(i);
    if (fence === 0x60 || fence === 0x7e) {
      let j = i;
      while (j < end && source.charCodeAt(j) === fence) j++;
      if (j - i >= 3) {
        while (j < end && source.charCodeAt(j) === 0x20) j++;
        let k = j;
        while (k < end && k - j < 40 && source.charCodeAt(k) > 0x20) k++;
        const grammar = grammarOf(source.slice(j, k));
        if (grammar) grammars.add(grammar);
      }
    }
    at = end + 1;
  }
  return grammars;
}
