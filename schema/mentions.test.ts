import { mentionsIn } from './mentions';

const handles = (text: string, limit = 10) => mentionsIn(text, limit).map((m) => m.handle);

test('a mention is @ and 3 to 24 handle characters, standing on its own', () => {
  expect(handles('Hi @Ada_L, @bob. (@carol) @x1y!')).toEqual(['ada_l', 'bob', 'carol', 'x1y']);
  expect(handles('mail ada@example.com, see /path/@ada, @@ada, a.@ada')).toEqual([]);
  expect(handles('@ab and @' + 'a'.repeat(25) + ' and @' + 'b'.repeat(24))).toEqual([
    'b'.repeat(24),
  ]);
  expect(mentionsIn('say @ada', 10)).toEqual([{ start: 4, length: 4, handle: 'ada' }]);
});

test('the count is bounded and a long run of @ is read in one pass', () => {
  expect(handles('@aaa @bbb @ccc @ddd', 2)).toEqual(['aaa', 'bbb']);
  const hostile = '@'.repeat(200_000) + 'a'.repeat(200_000);
  // Each @ is looked at once: a scan that read ahead from every one would not finish here.
  expect(handles(hostile)).toEqual([]);
});
