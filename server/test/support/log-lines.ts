import { Writable } from 'node:stream';

/** A log destination that pushes each line the app writes onto `lines`, for tests that read the log. */
export function linesStream(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
}
