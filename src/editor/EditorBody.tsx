import { useId, useRef } from 'react';
import type { JSX, SyntheticEvent } from 'react';
import { Tabs, tabPanelProps } from '../ui/Tabs';
import type { TabItem } from '../ui/Tabs';
import { LIMITS } from './articleRules';
import { CharacterCount, isCountShown } from './CharacterCount';
import { EditorPreview } from './EditorPreview';
import { MarkdownSource } from './MarkdownSource';
import { usePreviewFollow } from './usePreviewFollow';
import { WritingStats } from './WritingStats';

/** Which of the body's two panes shows on a narrow screen. */
export type BodyTab = 'write' | 'preview';

const TABS: ReadonlyArray<TabItem<BodyTab>> = [
  { id: 'write', label: 'Write' },
  { id: 'preview', label: 'Preview' },
];

/**
 * The Markdown source beside its live preview on a wide screen, the preview following the
 * part being edited (usePreviewFollow); on a narrow one, the two as Write / Preview tabs.
 */
export function EditorBody(props: {
  wide: boolean;
  tab: BodyTab;
  onTab: (tab: BodyTab) => void;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef: (element: HTMLElement | null) => void;
}): JSX.Element {
  const { wide, tab, value } = props;
  const ids = useId();
  const countId = `${ids}-body-count`;
  const pane = (id: BodyTab) => (wide ? { id: `${ids}-${id}` } : tabPanelProps(ids, id, tab));
  const preview = useRef<HTMLElement>(null);
  const { follow } = usePreviewFollow(preview);
  const onSourceEvent = (event: SyntheticEvent) => {
    if (wide && event.target instanceof HTMLTextAreaElement) follow(event.target);
  };
  return (
    <>
      {wide ? null : (
        <Tabs label="Body" idPrefix={ids} tabs={TABS} selected={tab} onSelect={props.onTab} />
      )}
      <div className={wide ? 'editor-panes editor-panes-wide' : 'editor-panes'}>
        <div
          className="editor-pane"
          {...pane('write')}
          onKeyUp={onSourceEvent}
          onClick={onSourceEvent}
          onInput={onSourceEvent}
        >
          <MarkdownSource
            value={value}
            onChange={props.onChange}
            error={props.error}
            describedBy={isCountShown(value.length, LIMITS.body) ? countId : undefined}
            inputRef={props.inputRef}
          />
          <CharacterCount id={countId} length={value.length} limit={LIMITS.body} />
          <WritingStats source={value} />
        </div>
        <section
          ref={preview}
          className="editor-pane editor-preview-pane"
          {...pane('preview')}
          role={wide ? 'region' : 'tabpanel'}
          // It scrolls on its own on a wide screen: reachable by keyboard to scroll it.
          tabIndex={wide ? 0 : undefined}
          aria-label={wide ? 'Preview' : undefined}
        >
          {wide ? <h2 className="editor-pane-title">Preview</h2> : null}
          <EditorPreview source={value} />
        </section>
      </div>
    </>
  );
}
