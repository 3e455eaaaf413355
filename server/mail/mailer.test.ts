import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { folderMailer } from './mailer';

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
