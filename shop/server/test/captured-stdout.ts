/**
 * What the process writes to stdout from now on (the shop's log lines), still passed through.
 * Start it before building the app: the logger keeps the stream's write as it finds it.
 */
export interface CapturedStdout {
  /** Everything written since the capture began. */
  text(): string;
  /** Puts the stream's own write back. */
  restore(): void;
}

export function captureStdout(): CapturedStdout {
  const written: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    written.push(String(chunk));
    return original(chunk, ...rest);
  }) as typeof process.stdout.write;
  return {
    text: () => written.join(''),
    restore: () => {
      process.stdout.write = original;
    },
  };
}
