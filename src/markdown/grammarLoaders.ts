// One chunk per grammar (`hljs-<name>`), fetched only by a page whose code needs it
// (highlighter.ts); the names are codeLanguages.ts's.
import type { LanguageFn } from 'highlight.js';

const grammar = (module: { default: LanguageFn }): LanguageFn => module.default;

export const GRAMMAR_LOADERS: Readonly<Record<string, () => Promise<LanguageFn>>> = {
  bash: () =>
    import(/* webpackChunkName: "hljs-bash" */ 'highlight.js/lib/languages/bash').then(grammar),
  c: () => import(/* webpackChunkName: "hljs-c" */ 'highlight.js/lib/languages/c').then(grammar),
  clojure: () =>
    import(/* webpackChunkName: "hljs-clojure" */ 'highlight.js/lib/languages/clojure').then(
      grammar,
    ),
  cpp: () =>
    import(/* webpackChunkName: "hljs-cpp" */ 'highlight.js/lib/languages/cpp').then(grammar),
  csharp: () =>
    import(/* webpackChunkName: "hljs-csharp" */ 'highlight.js/lib/languages/csharp').then(grammar),
  css: () =>
    import(/* webpackChunkName: "hljs-css" */ 'highlight.js/lib/languages/css').then(grammar),
  dart: () =>
    import(/* webpackChunkName: "hljs-dart" */ 'highlight.js/lib/languages/dart').then(grammar),
  diff: () =>
    import(/* webpackChunkName: "hljs-diff" */ 'highlight.js/lib/languages/diff').then(grammar),
  dockerfile: () =>
    import(/* webpackChunkName: "hljs-dockerfile" */ 'highlight.js/lib/languages/dockerfile').then(
      grammar,
    ),
  elixir: () =>
    import(/* webpackChunkName: "hljs-elixir" */ 'highlight.js/lib/languages/elixir').then(grammar),
  erlang: () =>
    import(/* webpackChunkName: "hljs-erlang" */ 'highlight.js/lib/languages/erlang').then(grammar),
  fsharp: () =>
    import(/* webpackChunkName: "hljs-fsharp" */ 'highlight.js/lib/languages/fsharp').then(grammar),
  go: () => import(/* webpackChunkName: "hljs-go" */ 'highlight.js/lib/languages/go').then(grammar),
  graphql: () =>
    import(/* webpackChunkName: "hljs-graphql" */ 'highlight.js/lib/languages/graphql').then(
      grammar,
    ),
  groovy: () =>
    import(/* webpackChunkName: "hljs-groovy" */ 'highlight.js/lib/languages/groovy').then(grammar),
  haskell: () =>
    import(/* webpackChunkName: "hljs-haskell" */ 'highlight.js/lib/languages/haskell').then(
      grammar,
    ),
  ini: () =>
    import(/* webpackChunkName: "hljs-ini" */ 'highlight.js/lib/languages/ini').then(grammar),
  java: () =>
    import(/* webpackChunkName: "hljs-java" */ 'highlight.js/lib/languages/java').then(grammar),
  javascript: () =>
    import(/* webpackChunkName: "hljs-javascript" */ 'highlight.js/lib/languages/javascript').then(
      grammar,
    ),
  json: () =>
    import(/* webpackChunkName: "hljs-json" */ 'highlight.js/lib/languages/json').then(grammar),
  julia: () =>
    import(/* webpackChunkName: "hljs-julia" */ 'highlight.js/lib/languages/julia').then(grammar),
  kotlin: () =>
    import(/* webpackChunkName: "hljs-kotlin" */ 'highlight.js/lib/languages/kotlin').then(grammar),
  less: () =>
    import(/* webpackChunkName: "hljs-less" */ 'highlight.js/lib/languages/less').then(grammar),
  lua: () =>
    import(/* webpackChunkName: "hljs-lua" */ 'highlight.js/lib/languages/lua').then(grammar),
  makefile: () =>
    import(/* webpackChunkName: "hljs-makefile" */ 'highlight.js/lib/languages/makefile').then(
      grammar,
    ),
  markdown: () =>
    import(/* webpackChunkName: "hljs-markdown" */ 'highlight.js/lib/languages/markdown').then(
      grammar,
    ),
  matlab: () =>
    import(/* webpackChunkName: "hljs-matlab" */ 'highlight.js/lib/languages/matlab').then(grammar),
  objectivec: () =>
    import(/* webpackChunkName: "hljs-objectivec" */ 'highlight.js/lib/languages/objectivec').then(
      grammar,
    ),
  ocaml: () =>
    import(/* webpackChunkName: "hljs-ocaml" */ 'highlight.js/lib/languages/ocaml').then(grammar),
  perl: () =>
    import(/* webpackChunkName: "hljs-perl" */ 'highlight.js/lib/languages/perl').then(grammar),
  php: () =>
    import(/* webpackChunkName: "hljs-php" */ 'highlight.js/lib/languages/php').then(grammar),
  powershell: () =>
    import(/* webpackChunkName: "hljs-powershell" */ 'highlight.js/lib/languages/powershell').then(
      grammar,
    ),
  protobuf: () =>
    import(/* webpackChunkName: "hljs-protobuf" */ 'highlight.js/lib/languages/protobuf').then(
      grammar,
    ),
  python: () =>
    import(/* webpackChunkName: "hljs-python" */ 'highlight.js/lib/languages/python').then(grammar),
  r: () => import(/* webpackChunkName: "hljs-r" */ 'highlight.js/lib/languages/r').then(grammar),
  ruby: () =>
    import(/* webpackChunkName: "hljs-ruby" */ 'highlight.js/lib/languages/ruby').then(grammar),
  rust: () =>
    import(/* webpackChunkName: "hljs-rust" */ 'highlight.js/lib/languages/rust').then(grammar),
  scala: () =>
    import(/* webpackChunkName: "hljs-scala" */ 'highlight.js/lib/languages/scala').then(grammar),
  scss: () =>
    import(/* webpackChunkName: "hljs-scss" */ 'highlight.js/lib/languages/scss').then(grammar),
  shell: () =>
    import(/* webpackChunkName: "hljs-shell" */ 'highlight.js/lib/languages/shell').then(grammar),
  sql: () =>
    import(/* webpackChunkName: "hljs-sql" */ 'highlight.js/lib/languages/sql').then(grammar),
  swift: () =>
    import(/* webpackChunkName: "hljs-swift" */ 'highlight.js/lib/languages/swift').then(grammar),
  typescript: () =>
    import(/* webpackChunkName: "hljs-typescript" */ 'highlight.js/lib/languages/typescript').then(
      grammar,
    ),
  xml: () =>
    import(/* webpackChunkName: "hljs-xml" */ 'highlight.js/lib/languages/xml').then(grammar),
  yaml: () =>
    import(/* webpackChunkName: "hljs-yaml" */ 'highlight.js/lib/languages/yaml').then(grammar),
};
