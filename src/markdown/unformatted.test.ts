import { unformattedHtml } from './unformatted';

/** The unformatted text as a reader's browser holds it: the whole, and its parts. */
function shown(source: string): { text: string; parts: string[] } {
  const container = document.createElement('div');
  container.innerHTML = unformattedHtml(source, 'complex');
  const pre = container.querySelector('pre.markdown-unformatted')!;
  const parts = [...pre.querySelectorAll('.markdown-unformatted-part')];
  return { text: pre.textContent ?? '', parts: parts.map((part) => part.textContent ?? '') };
}

describe('unformatted text', () => {
  it('is escaped, in one piece while short', () => {
    const source = '<b>not bold</b>\n'.repeat(100);
    expect(shown(source)).toEqual({ text: source, parts: [] });
  });

  it('comes in parts of at most 100 lines, each ending after a line', () => {
    const source = 'a line\n'.repeat(250);
    const { text, parts } = shown(source);
    expect(text).toBe(source);
    expect(parts).toEqual(['a line\n'.repeat(100), 'a line\n'.repeat(100), 'a line\n'.repeat(50)]);
  });

  it('cuts a line longer than a part, never between the halves of a character', () => {
    const source = `${'😀'.repeat(6_000)}\nend`;
    const { text, parts } = shown(source);
    expect(text).toBe(source);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(8_000);
      expect(part).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/u);
    }
  });
});
