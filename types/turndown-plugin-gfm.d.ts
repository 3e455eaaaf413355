// turndown-plugin-gfm ships no types: the one export Folio uses (server/import/htmlMarkdown.ts).
declare module 'turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const gfm: TurndownService.Plugin;
}
