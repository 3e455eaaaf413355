import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { folderMailer, smtpMailer } from './mailer';
import { startSmtpPeer } from './testSmtpPeer';

// The embedded default of `npm start` (no FOLIO_SMTP_URL): each email a whole .eml file in the
// data folder's mail/, and one log line saying where.

test('without SMTP, each email is written as an .eml file and logged in one line', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-mail-'));
  const folder = path.join(dir, 'mail');
  const lines: string[] = [];
  const mailer = folderMailer(folder, (line) => lines.push(line));
  try {
    for (const to of ['a@example.com', 'b@example.com']) {
      await mailer.send({ from: 'Folio <no-reply@localhost>', to, subject: 'Hello', text: 'Hi' });
    }
    const files = fs.readdirSync(folder).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const parsed = await Promise.all(
      files.map(async (name) => simpleParser(fs.readFileSync(path.join(folder, name)))),
    );
    expect(parsed.map((mail) => mail.text?.trim())).toEqual(['Hi', 'Hi']);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('a@example.com');
    expect(lines[0]).toContain(folder);
  } finally {
    mailer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Checks a message's DKIM-Signature against `publicKey` as a receiving server would (RFC 6376,
 * relaxed/relaxed, rsa-sha256): the body hash, then the signature over the signed headers.
 */
function dkimVerifies(raw: Buffer, publicKey: crypto.KeyObject): boolean {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const fields: string[] = [];
  for (const line of text.slice(0, split).split('\r\n')) {
    if (line.startsWith(' ') || line.startsWith('\t')) fields[fields.length - 1] += `\r\n${line}`;
    else fields.push(line);
  }
  const nameOf = (field: string) => field.slice(0, field.indexOf(':')).trim().toLowerCase();
  const relaxed = (field: string) =>
    `${nameOf(field)}:${field
      .slice(field.indexOf(':') + 1)
      .replace(/\r\n/g, '')
      .replace(/[ \t]+/g, ' ')
      .trim()}`;
  const signature = fields.find((field) => nameOf(field) === 'dkim-signature')!;
  const tags = new Map(
    signature
      .slice(signature.indexOf(':') + 1)
      .replace(/\s/g, '')
      .split(';')
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf('=')), tag.slice(tag.indexOf('=') + 1)]),
  );
  expect(tags.get('a')).toBe('rsa-sha256');
  expect(tags.get('c')).toBe('relaxed/relaxed');
  const lines = text
    .slice(split + 4)
    .split('\r\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const body = lines.length ? `${lines.join('\r\n')}\r\n` : '';
  if (crypto.createHash('sha256').update(body, 'latin1').digest('base64') !== tags.get('bh')) {
    return false;
  }
  // Each signed name takes the last field of that name not taken yet (RFC 6376 5.4.2).
  const unused = fields.filter((field) => field !== signature);
  const signed = tags
    .get('h')!
    .split(':')
    .map((name) => {
      const index = unused.map(nameOf).lastIndexOf(name.toLowerCase());
      return index === -1 ? '' : `${relaxed(unused.splice(index, 1)[0]!)}\r\n`;
    })
    .join('');
  const unsigned = relaxed(signature).replace(/(^dkim-signature:|;)( ?b=)[^;]*/, '$1$2');
  return crypto.verify(
    'sha256',
    Buffer.from(signed + unsigned, 'latin1'),
    publicKey,
    Buffer.from(tags.get('b')!, 'base64'),
  );
}

test('with DKIM settings, the peer receives a DKIM-Signature that verifies with the public key', async () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const peer = await startSmtpPeer();
  const mailer = smtpMailer(peer.url, {
    domainName: 'folio.example',
    keySelector: 'folio2026',
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
  try {
    await mailer.send({
      from: 'Folio <no-reply@folio.example>',
      to: 'reader@example.com',
      subject: 'Signed',
      text: 'A body  with  spaces \n\n\n',
      html: '<p>A body</p>',
    });
    const [mail] = await peer.waitFor(1);
    const header = mail!.headerLines.find((line) => line.key === 'dkim-signature')!.line;
    expect(header).toContain('d=folio.example');
    expect(header).toContain('s=folio2026');
    const raw = peer.raw[0]!;
    expect(dkimVerifies(raw, publicKey)).toBe(true);
    // The check is real: a changed subject, or another key, fails it.
    const changed = Buffer.from(
      raw.toString('latin1').replace('Subject: Signed', 'Subject: Forged'),
      'latin1',
    );
    expect(dkimVerifies(changed, publicKey)).toBe(false);
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(dkimVerifies(raw, other)).toBe(false);
  } finally {
    mailer.close();
    await peer.close();
  }
});
