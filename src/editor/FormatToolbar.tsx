import { useRef, useState } from 'react';
import type { JSX, KeyboardEvent } from 'react';
import type { MarkdownFormat } from './markdownShortcuts';

/** What a toolbar button applies: an inline format, or a heading of level 2. */
export type ToolbarFormat = MarkdownFormat | 'heading';

const BUTTONS: ReadonlyArray<{ format: ToolbarFormat; text: string; label: string; keys: string }> =
  [
    { format: 'bold', text: 'B', label: 'Bold', keys: 'Control+B Meta+B' },
    { format: 'italic', text: 'I', label: 'Italic', keys: 'Control+I Meta+I' },
    { format: 'heading', text: 'H', label: 'Heading', keys: 'Control+Alt+2 Meta+Alt+2' },
    { format: 'link', text: 'Link', label: 'Link', keys: 'Control+K Meta+K' },
    { format: 'code', text: '<>', label: 'Code', keys: 'Control+E Meta+E' },
  ];

/**
 * The source's formatting buttons, the same edits as its shortcuts: one tab stop, the arrow
 * keys (and Home, End) moving between the buttons (the ARIA toolbar pattern). A press leaves
 * the selection in the source (the button never takes it: it does not keep focus on mouse).
 */
export function FormatToolbar(props: { onFormat: (format: ToolbarFormat) => void }): JSX.Element {
  const [active, setActive] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent) => {
    const last = BUTTONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (active + 1) % BUTTONS.length
        : event.key === 'ArrowLeft'
          ? (active + last) % BUTTONS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="format-toolbar" role="toolbar" aria-label="Formatting" onKeyDown={move}>
      {BUTTONS.map((button, index) => (
        <button
          key={button.format}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={`format-button format-${button.format}`}
          tabIndex={index === active ? 0 : -1}
          aria-label={button.label}
          aria-keyshortcuts={button.keys}
          title={button.label}
          // Keeps the source's selection where a mouse press would move focus away.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setActive(index)}
          onClick={() => props.onFormat(button.format)}
        >
          {button.text}
        </button>
      ))}
    </div>
  );
}
