// A real SMTP server on 127.0.0.1 for tests (smtp-server, from the Nodemailer project): every
// message it accepts is parsed with mailparser, and a test may make it answer a failure instead.
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every message accepted, parsed, in order. */
  received: ParsedMail[];
  /** The same messages as the peer received them (headers and body as sent: DKIM checks). */
  raw: Buffer[];
  /**
   * Decides each message's answer from its recipients: undefined accepts it (250), a number
   * refuses it with that code (421 for a temporary failure, 550 for a permanent one).
   */
  refuse: (recipients: string[]) => number | undefined;
  /**
   * Runs once a message's data has come, before it is answered: 'drop' leaves it unanswered and
   * not received, as when the sender died in the middle of the SMTP transaction (a test kills
   * it here).
   */
  interrupt: (recipients: string[]) => Promise<'drop' | undefined> | undefined;
  /** Resolves once `count` messages in all have been accepted. */
  waitFor(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const waiters: { count: number; resolve: () => void }[] = [];
  const peer: SmtpPeer = {
    url: '',
    received: [],
    raw: [],
    refuse: () => undefined,
    interrupt: () => undefined,
    waitFor(count) {
      if (peer.received.length >= count) return Promise.resolve(peer.received);
      return new Promise((resolve) =>
        waiters.push({ count, resolve: () => resolve(peer.received) }),
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A reverse DNS lookup of 127.0.0.1 per connection cost ~100 ms a message.
    disableReverseLookup: true,
    // Connections a pooled client keeps open are ended at once when the test closes the peer.
    closeTimeout: 50,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((to) => to.address);
      const code = peer.refuse(recipients);
      const chunks: Buffer[] = [];
      const copy = new PassThrough();
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.pipe(copy);
      simpleParser(copy).then(
        async (mail) => {
          if ((await peer.interrupt(recipients)) === 'drop') {
            callback(new Error('the sender went away'));
            return;
          }
          if (code !== undefined) {
            callback(Object.assign(new Error(`refused with ${code}`), { responseCode: code }));
            return;
          }
          peer.received.push(mail);
          peer.raw.push(Buffer.concat(chunks));
          for (const waiter of waiters.filter((w) => w.count <= peer.received.length)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return peer;
}
