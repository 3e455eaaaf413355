// The text rules every form shares (PRODUCT.md §5), mirrored from server/validation.ts so a form
// can refuse, with the server's words, what the server would refuse. The server still decides.

// What a reader cannot see: whitespace, format characters (zero-width space, joiners, BOM, word
// joiner, soft hyphen, bidi controls, tag characters), other default-ignorable code points
// (variation selectors, Hangul fillers), controls, and the braille blank.
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/u;
// C0 and C1 controls and DEL (Unicode Cc).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// The same, less tab, line feed and carriage return, which multi-line fields keep.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether `text` has nothing a reader could see (only whitespace and invisible characters). */
export function isBlank(text: string): boolean {
  return !VISIBLE.test(text);
}

/**
 * Whether `text` holds a control character: any, in a one-line field; any but tab, line feed
 * and carriage return, in a `multiline` one.
 */
export function hasControlCharacter(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text);
}
