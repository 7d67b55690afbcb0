// A check's progress on standard error: redrawn in place on a terminal, one line per
// change otherwise (a log file or a pipe gets no carriage returns).

export interface ProgressState {
  status: string;
  phase: string;
  progress: number;
}

const WIDTH = 24;

export function progressLine(state: ProgressState): string {
  const pct = Math.max(0, Math.min(100, Math.round(state.progress)));
  const filled = Math.round((pct / 100) * WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(pct).padStart(3)}% ${state.status} · ${state.phase}`;
}

export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  let last = '';
  return {
    update(state: ProgressState): void {
      const line = progressLine(state);
      if (line === last) return;
      last = line;
      stream.write(stream.isTTY ? `\r\x1b[K${line}` : `${line}\n`);
    },
    end(): void {
      if (stream.isTTY && last) stream.write('\n');
    },
  };
}
