// Every grammar of codeLanguages.ts, registered at once: for the server's renderer and tests,
// which highlight as the page does once a page has loaded what it needs. Never imported by the
// client's code (the page loads grammars one by one, highlighter.ts).
import bashGrammar from 'highlight.js/lib/languages/bash';
import cGrammar from 'highlight.js/lib/languages/c';
import clojureGrammar from 'highlight.js/lib/languages/clojure';
import cppGrammar from 'highlight.js/lib/languages/cpp';
import csharpGrammar from 'highlight.js/lib/languages/csharp';
import cssGrammar from 'highlight.js/lib/languages/css';
import dartGrammar from 'highlight.js/lib/languages/dart';
import diffGrammar from 'highlight.js/lib/languages/diff';
import dockerfileGrammar from 'highlight.js/lib/languages/dockerfile';
import elixirGrammar from 'highlight.js/lib/languages/elixir';
import erlangGrammar from 'highlight.js/lib/languages/erlang';
import fsharpGrammar from 'highlight.js/lib/languages/fsharp';
import goGrammar from 'highlight.js/lib/languages/go';
import graphqlGrammar from 'highlight.js/lib/languages/graphql';
import groovyGrammar from 'highlight.js/lib/languages/groovy';
import haskellGrammar from 'highlight.js/lib/languages/haskell';
import iniGrammar from 'highlight.js/lib/languages/ini';
import javaGrammar from 'highlight.js/lib/languages/java';
import javascriptGrammar from 'highlight.js/lib/languages/javascript';
import jsonGrammar from 'highlight.js/lib/languages/json';
import juliaGrammar from 'highlight.js/lib/languages/julia';
import kotlinGrammar from 'highlight.js/lib/languages/kotlin';
import lessGrammar from 'highlight.js/lib/languages/less';
import luaGrammar from 'highlight.js/lib/languages/lua';
import makefileGrammar from 'highlight.js/lib/languages/makefile';
import markdownGrammar from 'highlight.js/lib/languages/markdown';
import matlabGrammar from 'highlight.js/lib/languages/matlab';
import objectivecGrammar from 'highlight.js/lib/languages/objectivec';
import ocamlGrammar from 'highlight.js/lib/languages/ocaml';
import perlGrammar from 'highlight.js/lib/languages/perl';
import phpGrammar from 'highlight.js/lib/languages/php';
import powershellGrammar from 'highlight.js/lib/languages/powershell';
import protobufGrammar from 'highlight.js/lib/languages/protobuf';
import pythonGrammar from 'highlight.js/lib/languages/python';
import rGrammar from 'highlight.js/lib/languages/r';
import rubyGrammar from 'highlight.js/lib/languages/ruby';
import rustGrammar from 'highlight.js/lib/languages/rust';
import scalaGrammar from 'highlight.js/lib/languages/scala';
import scssGrammar from 'highlight.js/lib/languages/scss';
import shellGrammar from 'highlight.js/lib/languages/shell';
import sqlGrammar from 'highlight.js/lib/languages/sql';
import swiftGrammar from 'highlight.js/lib/languages/swift';
import typescriptGrammar from 'highlight.js/lib/languages/typescript';
import xmlGrammar from 'highlight.js/lib/languages/xml';
import yamlGrammar from 'highlight.js/lib/languages/yaml';
import { currentHighlighter, registerGrammars } from './highlighter';
import type { Highlighter } from './renderMarkdown';

registerGrammars([
  ['bash', bashGrammar],
  ['c', cGrammar],
  ['clojure', clojureGrammar],
  ['cpp', cppGrammar],
  ['csharp', csharpGrammar],
  ['css', cssGrammar],
  ['dart', dartGrammar],
  ['diff', diffGrammar],
  ['dockerfile', dockerfileGrammar],
  ['elixir', elixirGrammar],
  ['erlang', erlangGrammar],
  ['fsharp', fsharpGrammar],
  ['go', goGrammar],
  ['graphql', graphqlGrammar],
  ['groovy', groovyGrammar],
  ['haskell', haskellGrammar],
  ['ini', iniGrammar],
  ['java', javaGrammar],
  ['javascript', javascriptGrammar],
  ['json', jsonGrammar],
  ['julia', juliaGrammar],
  ['kotlin', kotlinGrammar],
  ['less', lessGrammar],
  ['lua', luaGrammar],
  ['makefile', makefileGrammar],
  ['markdown', markdownGrammar],
  ['matlab', matlabGrammar],
  ['objectivec', objectivecGrammar],
  ['ocaml', ocamlGrammar],
  ['perl', perlGrammar],
  ['php', phpGrammar],
  ['powershell', powershellGrammar],
  ['protobuf', protobufGrammar],
  ['python', pythonGrammar],
  ['r', rGrammar],
  ['ruby', rubyGrammar],
  ['rust', rustGrammar],
  ['scala', scalaGrammar],
  ['scss', scssGrammar],
  ['shell', shellGrammar],
  ['sql', sqlGrammar],
  ['swift', swiftGrammar],
  ['typescript', typescriptGrammar],
  ['xml', xmlGrammar],
  ['yaml', yamlGrammar],
]);

/** A highlighter with every grammar (registered above, so it loads nothing). */
export const highlight: Highlighter = currentHighlighter()!;
