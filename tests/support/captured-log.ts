/** The app's log lines collected in memory (the JSON text pino writes), for tests that read the log. */
export interface CapturedLog {
  destination: { write(line: string): void };
  /** Every line as written. */
  lines: string[];
  /** The lines parsed. */
  entries(): Array<Record<string, unknown>>;
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return {
    destination: { write: (line) => void lines.push(line) },
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
