// POST /subscribers/test-email (server/http/routes/subscribers.ts): not GraphQL, because the
// mailer and the newsletter's renderer are the server's, beside the routes, not the graph's.

/** Sends the test email of the article `slug` (the template when empty) to `to`. */
export async function sendTestEmail(to: string, slug: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch('/subscribers/test-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ to, article: slug.trim() || null }),
    });
  } catch {
    throw new Error('The request could not be sent: check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as {
    sent?: string;
    error?: { message?: string };
  } | null;
  if (res.ok && body?.sent) return body.sent;
  throw new Error(body?.error?.message ?? `The server refused the test email (${res.status}).`);
}
