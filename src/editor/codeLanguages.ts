import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { LanguageDescription } from '@codemirror/language';
import type { LanguageSupport } from '@codemirror/language';
import type * as CodeLanguagePack from './codeLanguagePack';

type PackLanguage = keyof typeof CodeLanguagePack;

/** A language whose support is in the one lazy chunk of the rest (codeLanguagePack.ts). */
function packed(name: PackLanguage, alias: string[]): LanguageDescription {
  return LanguageDescription.of({
    name,
    alias,
    load: () =>
      import(/* webpackChunkName: "code-languages" */ './codeLanguagePack').then(
        (pack): LanguageSupport => pack[name](),
      ),
  });
}

/**
 * The languages a fenced code block's info string names, for the source's highlighting. Those
 * the Markdown support brings anyway (it parses HTML blocks with JavaScript and CSS in them) are
 * at hand; the others come in one chunk the first time a fence names any of them, rather than
 * one chunk per language (each a line in the app's chunk map, which every route downloads).
 */
export const CODE_LANGUAGES: readonly LanguageDescription[] = [
  LanguageDescription.of({ name: 'javascript', alias: ['js', 'mjs', 'cjs', 'node'], support: javascript() }), // prettier-ignore
  LanguageDescription.of({ name: 'jsx', support: javascript({ jsx: true }) }),
  LanguageDescription.of({ name: 'typescript', alias: ['ts'], support: javascript({ typescript: true }) }), // prettier-ignore
  LanguageDescription.of({ name: 'tsx', support: javascript({ jsx: true, typescript: true }) }),
  LanguageDescription.of({ name: 'css', support: css() }),
  LanguageDescription.of({ name: 'html', alias: ['xhtml', 'svg', 'xml'], support: html() }),
  packed('json', ['json5', 'jsonc']),
  packed('python', ['py', 'python3']),
  packed('yaml', ['yml']),
  packed('sql', ['postgresql', 'sqlite', 'mysql']),
  packed('rust', ['rs']),
  packed('go', ['golang']),
  packed('shell', ['sh', 'bash', 'zsh', 'console', 'shell-session']),
];
