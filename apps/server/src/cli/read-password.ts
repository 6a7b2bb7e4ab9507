import type { Readable, Writable } from 'node:stream';

type Input = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

/** The first line of a piped input (`echo "$PASSWORD" | npm run zappy -- users set-password …`). */
async function firstLine(input: Readable): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/, 1)[0] ?? '';
}

/** One line typed at a terminal, not echoed (Enter ends it, Ctrl-C aborts). */
function hiddenLine(input: Input, output: Writable, prompt: string): Promise<string> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      input.setRawMode?.(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      finish();
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          done(() => {
            resolve(typed);
          });
          return;
        }
        if (char === '\u0003') {
          done(() => {
            reject(new Error('Cancelled'));
          });
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * The new password: typed twice at a terminal without echo, or the first line of piped input.
 * Never a command-line argument, which other users of the machine can read in the process list.
 */
export async function readNewPassword(input: Input, output: Writable): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  const first = await hiddenLine(input, output, 'New password: ');
  const second = await hiddenLine(input, output, 'Repeat it: ');
  if (first !== second) throw new Error('The two passwords differ. Nothing was changed.');
  return first;
}
