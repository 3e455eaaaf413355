import { DESCRIPTION_LENGTH, describe as describeText, describeHtml } from './describe';

test('a short text is the description as it is, its spaces collapsed', () => {
  expect(describeText('  Mill   and\n store. ')).toBe('Mill and store.');
});

test('a long text is cut at the last word that fits, with an ellipsis', () => {
  const text = `${'word '.repeat(40)}end`;
  const description = describeText(text);
  expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
  expect(description).toMatch(/^(word )+word…$/);
});

test('one endless word is cut inside it, never inside a character', () => {
  expect(describeText('a'.repeat(500))).toBe(`${'a'.repeat(DESCRIPTION_LENGTH - 1)}…`);
  const emoji = describeText('😀'.repeat(200));
  expect(emoji.endsWith('😀…')).toBe(true);
  expect(emoji.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
});

test('sanitized HTML gives its words: entities decoded, code and heading anchors left out', () => {
  const html =
    '<h2 id="a">Design<a class="heading-anchor" href="#a" aria-label="Link to section: Design">#</a></h2>' +
    '<pre><code class="language-js">const x = 1 &lt; 2;</code></pre>' +
    '<p>Mill &amp; store<br>say &quot;hi&quot; &#x1F600; <em>now</em>.</p><p title="a>b">Next</p>';
  expect(describeHtml(html)).toBe('Design Mill & store say "hi" 😀 now. Next');
});

test('a text shown unformatted under its notice describes as nothing', () => {
  const html =
    '<p class="markdown-notice" role="note">This text is shown unformatted.</p>' +
    '<pre class="markdown-unformatted"># Title\n\nbody</pre>';
  expect(describeHtml(html)).toBe('');
});
