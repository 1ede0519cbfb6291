import cliProgress from 'cli-progress'
import type { Progress } from './import/bulkSql'

export interface ProgressReport {
  start(total: number): void
  update: Progress
  stop(): void
}

/**
 * How an import shows its progress on stderr (stdout keeps the summary): a bar from cli-progress
 * on a terminal; elsewhere (a log, CI) a plain line every tenth of the file.
 */
export function progressReport(label: string): ProgressReport {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: `${label} [{bar}] {value}/{total} rows`, hideCursor: true },
      cliProgress.Presets.shades_classic,
    )
    return {
      start: (total) => bar.start(total, 0),
      update: (done) => bar.update(done),
      stop: () => bar.stop(),
    }
  }
  let total = 0
  let shown = 0
  return {
    start(rows) {
      total = rows
    },
    update(done) {
      if (total < 1000 || done < shown + total / 10) return
      shown = done
      console.error(`${label}: ${done} of ${total} rows written`)
    },
    stop() {},
  }
}
