const WORDS_PER_MINUTE = 230;

/**
 * Reduces Markdown to the plain text a reader sees, for the search index
 * (snippets must be clean text, never syntax) and for reading time. A
 * deliberately small line-based reduction: exact rendering is the client's job.
 */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      // Control characters are reserved as snippet highlight markers.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/^ {0,3}(```|~~~).*$/gm, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/^ {0,3}\[[^\]]+\]:\s+\S+.*$/gm, ' ')
      .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/^ {0,3}#{1,6}\s+/gm, '')
      .replace(/\s#+\s*$/gm, '')
      .replace(/^ {0,3}((\*\s*){3,}|(-\s*){3,}|(_\s*){3,})$/gm, ' ')
      .replace(/^ {0,3}=+\s*$|^ {0,3}-+\s*$/gm, ' ')
      .replace(/^ {0,3}(>\s?)+/gm, '')
      .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/gm, '')
      .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ')
      .replace(/\|/g, ' ')
      .replace(/`+/g, '')
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Words / 230, rounded up, at least 1 minute (PRODUCT.md §9). */
export function readingMinutes(markdown: string): number {
  const text = markdownToPlainText(markdown);
  const words = text ? text.split(' ').length : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
