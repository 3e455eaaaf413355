// The account rules of PRODUCT.md §5, with the server's exact messages
// (server/validation.ts), checked before sending. The server still decides.

import { hasControlCharacter, isBlank } from '../app/textRules';

/** The §5 messages of the account fields, word for word as the server sends them. */
export const ACCOUNT_MESSAGES = {
  handle: 'Handle must be 3 to 24 characters of a–z, 0–9 and _.',
  handleTaken: 'That handle is taken.',
  name: 'Name must be 1 to 80 characters.',
  nameControl: 'Name must not contain control characters.',
  bio: 'Bio must be at most 2,000 characters.',
  bioControl: 'Bio must not contain control characters other than tabs and line breaks.',
  password: 'Password must be 8 to 200 characters.',
  badCredentials: 'Wrong handle or password.',
} as const;

/** The longest bio the server accepts, after trimming. */
export const BIO_MAX_LENGTH = 2_000;

/** The handle rule; the server lower-cases and trims first, so this does too. */
export function handleError(handle: string): string | null {
  return /^[a-z0-9_]{3,24}$/.test(handle.trim().toLowerCase()) ? null : ACCOUNT_MESSAGES.handle;
}

/** The name rule, on the trimmed name: something that shows, 1 to 80 characters, no control. */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (hasControlCharacter(trimmed)) return ACCOUNT_MESSAGES.nameControl;
  return isBlank(trimmed) || trimmed.length > 80 ? ACCOUNT_MESSAGES.name : null;
}

/** The password rule; passwords are never trimmed. */
export function passwordError(password: string): string | null {
  return password.length >= 8 && password.length <= 200 ? null : ACCOUNT_MESSAGES.password;
}

/** The bio rule, on the trimmed bio; tabs and line breaks are its only controls. */
export function bioError(bio: string): string | null {
  const trimmed = bio.trim();
  if (trimmed.length > BIO_MAX_LENGTH) return ACCOUNT_MESSAGES.bio;
  return hasControlCharacter(trimmed, { multiline: true }) ? ACCOUNT_MESSAGES.bioControl : null;
}
