// POST /subscribers/import: an editor's CSV file, sent as it is (server/http/routes/subscribers.ts
// parses it as it streams in). Not GraphQL, as POST /media is not: the body is a file.

/** Why rows were skipped, by the server's reason codes (server/mail/subscriberImport.ts). */
export type SkipReason =
  'email' | 'target' | 'noConsent' | 'date' | 'consent' | 'duplicate' | 'subscribed' | 'suppressed';

/** What the server did with a file, or would do in a dry run. */
export interface ImportReport {
  dryRun: boolean;
  rows: number;
  imported: number;
  skipped: Partial<Record<SkipReason, number>>;
  skippedRows: { line: number; email: string; reason: SkipReason }[];
}

/** The reasons as the report says them. */
export const SKIP_REASONS: Record<SkipReason, string> = {
  email: 'not an email address',
  target: 'no such author or tag',
  noConsent: 'no opt-in time (confirmed_at): not subscribed, nothing will be sent',
  date: 'confirmed_at is not a date, or is in the future',
  consent: 'consent is longer than 100 characters',
  duplicate: 'listed twice in the file',
  subscribed: 'already subscribed',
  suppressed: 'suppressed: a mail server refused this address for good',
};

/** The server's limit; a larger file is refused here without sending it. */
export const MAX_IMPORT_BYTES = 5 * 2 ** 20;

/** Sends the file; the report, or an Error whose message can be shown as it is. */
export async function importSubscribers(file: Blob, dryRun: boolean): Promise<ImportReport> {
  if (file.size > MAX_IMPORT_BYTES) throw new Error('This file is larger than 5 MB.');
  let res: Response;
  try {
    res = await fetch(`/subscribers/import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new Error('The file could not be sent: check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as {
    report?: ImportReport;
    error?: { message?: string };
  } | null;
  if (res.ok && body?.report) return body.report;
  throw new Error(body?.error?.message ?? `The server refused the file (${res.status}).`);
}
