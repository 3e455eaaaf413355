import type { MailMessage } from './mailer';

/** The confirmation email: the link, what it does, and that ignoring it is enough. */
export function confirmationEmail(options: {
  from: string;
  to: string;
  link: string;
  /** What was asked for: "new articles by Ada Lovelace". */
  label: string;
}): MailMessage {
  const { from, to, link, label } = options;
  const text = [
    `Someone, hopefully you, asked for ${label} on Folio to be sent to this address.`,
    '',
    `Confirm your subscription: ${link}`,
    '',
    'The link works once, for 24 hours. If you did not ask, ignore this email: nothing more will be sent.',
  ].join('\n');
  return {
    from,
    to,
    subject: 'Confirm your subscription to Folio',
    text,
  };
}
