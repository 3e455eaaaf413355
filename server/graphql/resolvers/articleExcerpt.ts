import { markdownToPlainText } from '../../db/plainText';

/** A card's text: about three lines at a card's width. */
export const EXCERPT_CHARS = 200;
/** Only the body's opening is read: enough Markdown for EXCERPT_CHARS of text, and bounded. */
const OPENING_CHARS = 4000;

/**
 * What a card shows under its title: the summary, else the body's opening words as plain text,
 * cut at a word with an ellipsis; empty when both are.
 */
export function articleExcerpt(article: { summary: string; body: string }): string {
  if (article.summary.trim()) return article.summary.trim();
  const text = markdownToPlainText(article.body.slice(0, OPENING_CHARS)).trim();
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.lastIndexOf(' ', EXCERPT_CHARS);
  return `${text.slice(0, cut > EXCERPT_CHARS / 2 ? cut : EXCERPT_CHARS).trimEnd()}…`;
}
