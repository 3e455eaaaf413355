// Footnote ids, added after sanitizing as heading ids are (the sanitizer removes every `id`: user
// text must not clobber the page's globals). marked's HTML marks each footnote link with a
// fragment that starts with the page's nonce (footnotes.ts); raw HTML cannot know it, so only
// our own links are found here. Ids get a slot the segment engine replaces, once the document
// is joined, with a prefix of the document's own (`fn-<hash of the source>-`): two previews on
// one page (comments) do not share ids unless they show the same text.

/**
 * Turns the marked footnote links under `body` into a reference (`<slot>ref-N[-K]` → `#<slot>N`)
 * and its ways back (`#<slot>ref-N[-K]`); the note's `li` gets `<slot>N` and can take focus;
 * the list of notes is wrapped in a `section.footnotes` labelled "Footnotes".
 */
export function linkFootnotes(body: Element, marker: string, slot: string): void {
  const doc = body.ownerDocument;
  for (const anchor of body.querySelectorAll(`a[href^="#${marker}"]`)) {
    const rest = anchor.getAttribute('href')!.slice(marker.length + 1);
    const dash = rest.indexOf('-');
    const number = Number(rest.slice(1, dash));
    const ref = Number(rest.slice(dash + 1));
    if (!(dash > 1 && number >= 1 && ref >= 1)) {
      anchor.removeAttribute('href');
      continue;
    }
    const refId = `${slot}ref-${number}${ref > 1 ? `-${ref}` : ''}`;
    if (rest.charAt(0) === 'r') {
      anchor.id = refId;
      anchor.setAttribute('href', `#${slot}${number}`);
      anchor.className = 'footnote-ref';
      anchor.setAttribute('aria-label', `Footnote ${number}`);
      continue;
    }
    anchor.setAttribute('href', `#${refId}`);
    anchor.className = 'footnote-backref';
    anchor.setAttribute('aria-label', `Back to reference ${number}${ref > 1 ? ` (${ref})` : ''}`);
    const note = ref === 1 ? anchor.closest('li') : null;
    if (!note || note.id) continue;
    note.id = `${slot}${number}`;
    // The reference moves focus here (Markdown.tsx), so that Tab goes on to the way back.
    note.setAttribute('tabindex', '-1');
    const list = note.parentElement;
    if (number === 1 && list?.localName === 'ol' && list.parentElement === body) {
      const section = doc.createElement('section');
      section.className = 'footnotes';
      section.setAttribute('aria-label', 'Footnotes');
      body.insertBefore(section, list);
      section.appendChild(list);
    }
  }
}

/** The prefix of a document's footnote ids: FNV-1a of its blocks' text, 8 hex digits. */
export function footnotePrefix(raws: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const raw of raws) {
    for (let i = 0; i < raw.length; i++) h = Math.imul(h ^ raw.charCodeAt(i), 0x01000193);
  }
  return `fn-${(h >>> 0).toString(16).padStart(8, '0')}-`;
}
