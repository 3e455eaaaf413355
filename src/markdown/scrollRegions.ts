// Code blocks and tables wider than the column scroll sideways inside the text (markdown.css
// draws a shadow at the edge that has more). Keyboard users can only scroll what they can
// focus (WCAG 2.1.1; axe's scrollable-region-focusable), and a focus stop needs a name, so each
// becomes a labelled region: added after sanitizing, like heading ids, by us and not the user.

/** Characters of header text in a table's name; enough to tell tables apart. */
const TABLE_LABEL_CHARS = 80;

/** Makes every `pre` and `table` in sanitized `body` a focusable, labelled scroll region. */
export function markScrollRegions(body: HTMLElement): void {
  for (const pre of body.querySelectorAll('pre')) {
    const language = /(?:^|\s)language-(\S+)/.exec(pre.querySelector('code')?.className ?? '');
    pre.setAttribute('tabindex', '0');
    pre.setAttribute('role', 'region');
    pre.setAttribute('aria-label', language ? `Code, ${language[1]!.slice(0, 40)}` : 'Code');
  }
  const doc = body.ownerDocument;
  for (const table of body.querySelectorAll('table')) {
    // A table keeps its own semantics; the box around it scrolls.
    const region = doc.createElement('div');
    region.className = 'table-scroll';
    region.setAttribute('tabindex', '0');
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', tableLabel(table));
    table.parentNode!.insertBefore(region, table);
    region.appendChild(table);
  }
}

/** "Table: Name, Type, Default" from the first header row, cut to a readable length. */
function tableLabel(table: HTMLTableElement): string {
  const row = table.tHead?.rows[0] ?? table.rows[0];
  let text = '';
  for (const cell of row?.cells ?? []) {
    if (cell.localName !== 'th') continue;
    const name = (cell.textContent ?? '').slice(0, TABLE_LABEL_CHARS).replace(/\s+/g, ' ').trim();
    if (!name) continue;
    text += text ? `, ${name}` : name;
    if (text.length >= TABLE_LABEL_CHARS) break;
  }
  if (text.length > TABLE_LABEL_CHARS) text = `${text.slice(0, TABLE_LABEL_CHARS - 1)}…`;
  return text ? `Table: ${text}` : 'Table';
}
