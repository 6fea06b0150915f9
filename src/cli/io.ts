/** What the CLI touches of the outside world, so tests can run it in-process. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Reads a file; `-` means standard input. */
  readText(path: string): Promise<string>;
  /** Environment variables (`SPIDER_LIST_DIR`); `process.env` when not given. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}
