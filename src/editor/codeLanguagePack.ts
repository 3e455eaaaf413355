// The source's fenced-code languages beyond those Markdown brings (codeLanguages.ts), in one
// lazy chunk. Each export is a language's support, named as its fence names it.
import { go as goLanguage } from '@codemirror/lang-go';
import { json as jsonLanguage } from '@codemirror/lang-json';
import { python as pythonLanguage } from '@codemirror/lang-python';
import { rust as rustLanguage } from '@codemirror/lang-rust';
import { sql as sqlLanguage } from '@codemirror/lang-sql';
import { yaml as yamlLanguage } from '@codemirror/lang-yaml';
import { LanguageSupport, StreamLanguage } from '@codemirror/language';
import { shell as shellMode } from '@codemirror/legacy-modes/mode/shell';

export const json = (): LanguageSupport => jsonLanguage();
export const python = (): LanguageSupport => pythonLanguage();
export const yaml = (): LanguageSupport => yamlLanguage();
export const sql = (): LanguageSupport => sqlLanguage();
export const rust = (): LanguageSupport => rustLanguage();
export const go = (): LanguageSupport => goLanguage();
export const shell = (): LanguageSupport => new LanguageSupport(StreamLanguage.define(shellMode));
