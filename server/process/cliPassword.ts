// Where the command line gets a password: never from an argument (it would stay in the shell's
// history and show in `ps`), but from FOLIO_PASSWORD (scripts) or a prompt that does not echo
// (a person at a terminal).

/** A refusal the command line prints as it is (cli.ts turns it into exit status 2). */
export class PasswordMissing extends Error {}

/**
 * The password for a command: `fromEnv` (FOLIO_PASSWORD) when set, else asked twice on the
 * terminal without echo. Throws PasswordMissing when neither is possible or the two differ.
 */
export async function commandPassword(fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const { stdin } = process;
  if (!stdin.isTTY) {
    throw new PasswordMissing(
      'No password: set FOLIO_PASSWORD, or run the command on a terminal to be asked for one.',
    );
  }
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new PasswordMissing('The two passwords differ; nothing was changed.');
  return first;
}

/** Reads one line from the terminal in raw mode, echoing nothing; Ctrl-C or Ctrl-D cancels. */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  // Echo off before the prompt shows: what is typed after it is never on the screen.
  stdin.setRawMode(true);
  stderr.write(prompt);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const done = (error: Error | null) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(null);
        if (char === '\u0003' || char === '\u0004') {
          return done(new PasswordMissing('Cancelled; nothing was changed.'));
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
