import {
  findPlaceholder,
  imageMarkdown,
  imageUploadsReducer,
  insertPlaceholder,
  placeholderText,
  redescribe,
  replacePlaceholder,
} from './imageUploads';

const URL_A = '/media/0123456789abcdef0123456789abcdef-1200x800.jpg';
const URL_B = '/media/fedcba9876543210fedcba9876543210-640x480.png';

const upload = (id: string, name = `${id}.jpg`) => ({ id, name, progress: 0 });

describe('an image upload in the Markdown source', () => {
  it('puts its placeholder on a line of its own where the caret is', () => {
    const text = 'Before the image. After it.';
    const at = 'Before the image.'.length;
    const { text: next, caret } = insertPlaceholder(text, at, at, upload('a', 'kite.jpg'));
    expect(next).toBe(`Before the image.\n\n${placeholderText(upload('a', 'kite.jpg'))}\n\n After it.`); // prettier-ignore
    expect(next.slice(0, caret).endsWith('(upload:a)')).toBe(true);
    expect(placeholderText({ id: 'a', name: 'kite.jpg', progress: 40 })).toBe(
      '![Uploading kite.jpg… 40%](upload:a)',
    );
  });

  it('keeps what is typed before and after the placeholder while it uploads', () => {
    let text = insertPlaceholder('Intro\n', 6, 6, upload('a')).text;
    // The writer goes on typing on both sides of it.
    text = `A new first line.\n${text}More text typed meanwhile.`;
    const edit = replacePlaceholder(text, 'a', imageMarkdown('A kite', URL_A))!;
    expect(edit.text).toBe(
      `A new first line.\nIntro\n\n![A kite](${URL_A})\n\nMore text typed meanwhile.`,
    );
    // A caret after the image moves with it; one before stays.
    const end = text.length;
    expect(edit.text.slice(0, edit.map(end))).toBe(edit.text);
    expect(edit.map(3)).toBe(3);
  });

  it('lets several uploads each keep their own place, whatever order they end in', () => {
    let text = 'one\n\ntwo';
    text = insertPlaceholder(text, 3, 3, upload('a')).text;
    text = insertPlaceholder(text, text.length, text.length, upload('b')).text;
    text = replacePlaceholder(text, 'b', imageMarkdown('B', URL_B))!.text;
    text = replacePlaceholder(text, 'a', imageMarkdown('A', URL_A))!.text;
    expect(text).toBe(`one\n\n![A](${URL_A})\n\ntwo\n\n![B](${URL_B})\n\n`);
  });

  it('leaves the text as it found it when it fails, whatever was typed meanwhile', () => {
    const typed = 'Keep this. And this.';
    const at = 'Keep this.'.length;
    const inserted = insertPlaceholder(typed, at, at, upload('a'));
    expect(replacePlaceholder(inserted.text, 'a', '', inserted.spacing)!.text).toBe(typed);
    const later = `New start. ${inserted.text} New end.`;
    expect(replacePlaceholder(later, 'a', '', inserted.spacing)!.text).toBe(
      `New start. ${typed} New end.`,
    );
    const atEnd = insertPlaceholder('Nothing lost.', 13, 13, upload('b'));
    expect(replacePlaceholder(atEnd.text, 'b', '', atEnd.spacing)!.text).toBe('Nothing lost.');
  });

  it('does nothing when the writer deleted the placeholder', () => {
    expect(replacePlaceholder('no placeholder here', 'a', imageMarkdown('A', URL_A))).toBeNull();
    expect(findPlaceholder('text ](upload:a) on a line without its start', 'a')).toBeNull();
  });

  it('escapes what would end the alt text early, and can change it later', () => {
    expect(imageMarkdown('a [b] c\nd', URL_A)).toBe(`![a \\[b\\] c d](${URL_A})`);
    const text = `x ![kite](${URL_A}) y`;
    expect(redescribe(text, 'kite', 'A red kite', URL_A)!.text).toBe(`x ![A red kite](${URL_A}) y`);
    expect(redescribe(text, 'other', 'A red kite', URL_A)).toBeNull();
  });
});

describe('the uploads reducer', () => {
  it('follows an upload from start to its image, keeping the alt text the writer gave', () => {
    let state = imageUploadsReducer([], { type: 'started', id: 'a', name: 'kite.jpg' });
    // A file name describes nothing: the alt text waits for the writer.
    expect(state[0]).toMatchObject({ alt: '', status: 'uploading', described: false });
    state = imageUploadsReducer(state, { type: 'progressed', id: 'a', progress: 50 });
    state = imageUploadsReducer(state, { type: 'progressed', id: 'a', progress: 30 });
    expect(state[0]!.progress).toBe(50);
    state = imageUploadsReducer(state, { type: 'described', id: 'a', alt: 'A red kite', confirmed: true }); // prettier-ignore
    state = imageUploadsReducer(state, { type: 'succeeded', id: 'a', url: URL_A });
    expect(state[0]).toMatchObject({ alt: 'A red kite', described: true, status: 'done', url: URL_A }); // prettier-ignore
  });

  it('keeps a failure with its message until it is dismissed', () => {
    let state = imageUploadsReducer([], { type: 'started', id: 'a', name: 'a.png' });
    state = imageUploadsReducer(state, { type: 'started', id: 'b', name: 'b.png' });
    state = imageUploadsReducer(state, { type: 'failed', id: 'a', error: 'Too large.' });
    expect(state.map((u) => u.status)).toEqual(['failed', 'uploading']);
    state = imageUploadsReducer(state, { type: 'dismissed', id: 'a' });
    expect(state.map((u) => u.id)).toEqual(['b']);
  });
});
