import { useRef } from 'react';
import type { JSX, KeyboardEvent } from 'react';
import './Tabs.css';

/** One tab: its key and its visible name. */
export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** The DOM id of tab `id` in the tab list `idPrefix`. */
function tabId(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`;
}

/** The DOM id of the panel of tab `id`. */
export function tabPanelId(idPrefix: string, id: string): string {
  return `${idPrefix}-panel-${id}`;
}

/** What the panel of tab `id` spreads: its role, id, name and whether it shows. */
export function tabPanelProps(
  idPrefix: string,
  id: string,
  selected: string,
): { role: 'tabpanel'; id: string; 'aria-labelledby': string; hidden: boolean } {
  return {
    role: 'tabpanel',
    id: tabPanelId(idPrefix, id),
    'aria-labelledby': tabId(idPrefix, id),
    hidden: id !== selected,
  };
}

/**
 * A tab list (the WAI-ARIA tabs pattern): one tab stop, the arrow keys move
 * to the previous or next tab (wrapping), Home and End to the first and last,
 * and a tab is selected as it gets focus. The panels are the caller's, given
 * {@link tabPanelProps}.
 */
export function Tabs<T extends string>(props: {
  /** The accessible name of the list. */
  label: string;
  /** Unique on the page (useId), shared with the panels. */
  idPrefix: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (id: T) => void;
}): JSX.Element {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const { tabs, selected, onSelect } = props;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target]!.id;
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={props.label} className="tabs">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(props.idPrefix, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={tabPanelId(props.idPrefix, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          ref={(element) => {
            if (element) buttons.current.set(tab.id, element);
            else buttons.current.delete(tab.id);
          }}
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
