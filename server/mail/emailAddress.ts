// An email address as a reader types it into the subscribe form, checked by hand (no regular
// expression over the reader's text) and kept lower-cased, so one mailbox is one subscriber.

/** RFC 5321's limits: 64 octets of local part, 254 in all. */
const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;

/** Characters a domain label may hold (internationalised domains arrive as punycode or not at all). */
function isLabelChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45;
}

/**
 * The address, trimmed and lower-cased, or null when it cannot be one: no `@`, more than one,
 * a space or control character, an empty or over-long part, a domain without a dot or with a
 * label that is not letters, digits and hyphens.
 */
export function normalizeEmail(input: string): string | null {
  const address = input.trim().toLowerCase();
  if (address.length === 0 || address.length > MAX_ADDRESS) return null;
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@') || at > MAX_LOCAL) return null;
  for (const char of address) {
    const code = char.codePointAt(0)!;
    // Controls, space, and what would break a header or a link: ", <, >, \, (, ), comma, ;, :.
    if (code <= 32 || code === 127 || '"<>\\(),;:[]'.includes(char)) return null;
  }
  const labels = address.slice(at + 1).split('.');
  if (labels.length < 2) return null;
  for (const label of labels) {
    if (label.length === 0 || label.length > 63) return null;
    if (label.startsWith('-') || label.endsWith('-')) return null;
    for (let i = 0; i < label.length; i++) if (!isLabelChar(label.charCodeAt(i))) return null;
  }
  return address;
}
