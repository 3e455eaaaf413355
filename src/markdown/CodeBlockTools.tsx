import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { JSX, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { languageLabel } from './codeLanguages';
import './codeBlockTools.css';

/** How long "Copied" stays: long enough to read, short enough not to linger. */
const CONFIRMATION_MS = 2500;

interface CodeBlock {
  host: HTMLElement;
  code: HTMLElement;
  label: string | null;
}

/**
 * A language label and a Copy button above every code block of the rendered Markdown in
 * `container`. They are React elements in hosts placed beside each `pre` after the sanitized
 * HTML is in the page (portals), never part of that HTML: it stays exactly what the sanitizer
 * made, the server's render byte for byte (`.code-tools` hosts aside), and the button needs no
 * markup the sanitizer would have to allow. `html` is what the container shows: new HTML, new
 * blocks.
 */
export function useCodeBlockTools(
  container: RefObject<HTMLElement | null>,
  html: string,
): ReactNode {
  const [blocks, setBlocks] = useState<CodeBlock[]>([]);
  // Which Copy button has focus. New HTML (the highlighted version arriving once the page is
  // idle, a preview's next text) replaces every block and its button: focus goes back to the
  // button at the same place, or a keyboard user would be thrown to the top of the page.
  const focused = useRef<number | null>(null);
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const found: CodeBlock[] = [];
    for (const pre of root.querySelectorAll('pre')) {
      const code = pre.firstElementChild;
      // The unformatted text of a source that could not be formatted is no code block.
      if (!(code instanceof HTMLElement) || code.localName !== 'code') continue;
      const host = document.createElement('div');
      host.className = 'code-tools';
      pre.before(host);
      found.push({ host, code, label: labelOf(code) });
    }
    // The hosts exist only once the HTML is in the page: the portals must follow them.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state from the DOM just made
    setBlocks(found);
    return () => {
      for (const { host } of found) host.remove();
    };
  }, [container, html]);
  useEffect(() => {
    const index = focused.current;
    if (index === null) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    blocks[index]?.host.querySelector('button')?.focus({ preventScroll: true });
  }, [blocks]);
  return blocks.map((block, i) =>
    createPortal(
      <CodeTools
        code={block.code}
        label={block.label}
        onFocus={() => (focused.current = i)}
        onBlur={(button) => {
          // Still in the page: focus really moved on. Gone: its HTML was replaced (above).
          setTimeout(() => {
            if (button.isConnected && focused.current === i) focused.current = null;
          });
        }}
      />,
      block.host,
      String(i),
    ),
  );
}

/** The language a code block was fenced with, as a reader would name it, or null. */
function labelOf(code: HTMLElement): string | null {
  for (const name of code.classList) {
    if (name.startsWith('language-')) return languageLabel(name.slice('language-'.length));
  }
  return null;
}

function CodeTools(props: {
  code: HTMLElement;
  label: string | null;
  onFocus(): void;
  onBlur(button: HTMLButtonElement): void;
}): JSX.Element {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const copy = () => {
    // textContent: the code as written, without the highlighter's markup.
    const text = props.code.textContent ?? '';
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    const written = clipboard?.writeText
      ? clipboard.writeText(text)
      : Promise.reject(new Error('No clipboard.'));
    written.then(
      () => show('copied'),
      () => show('failed'),
    );
  };

  const show = (next: 'copied' | 'failed') => {
    setStatus(next);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), next === 'copied' ? CONFIRMATION_MS : 6000);
  };

  return (
    <>
      {props.label && <span className="code-tools-label">{props.label}</span>}
      <span className="code-tools-status" role="status">
        {status === 'copied' && 'Copied'}
        {status === 'failed' && 'Could not copy: select the code and copy it yourself.'}
      </span>
      <button
        type="button"
        className="code-tools-copy"
        onClick={copy}
        onFocus={props.onFocus}
        onBlur={(event) => props.onBlur(event.currentTarget)}
      >
        Copy<span className="visually-hidden"> {props.label ? `${props.label} code` : 'code'}</span>
      </button>
    </>
  );
}
