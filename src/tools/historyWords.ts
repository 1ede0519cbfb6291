/**
 * Words that number a step of the project's own history ("stop" or "issue" and a number) have no
 * meaning to a reader of the product: a comment, test title or document says what the code or the
 * figure is about instead. `npm run check` runs checkHistoryWords.ts, which uses this.
 */

export interface HistoryWord {
  /** 1-based line where the words start. */
  line: number
  /** That line, trimmed. */
  text: string
  /** The word as written and its number. */
  words: string
}

// Between the word and its number: spaces, or one line break with the indent and comment leader
// (`//`, `*`, `#`, `>`) of the next line, so a wrapped comment or paragraph is caught too.
const GAP = String.raw`(?:[ \t\u00a0]+|[ \t]*\r?\n[ \t]*(?:(?:\/\/|\*|#|>)[ \t]*)?)`

// Not part of a longer word: "non-stop" and "re-issue" are not history, nor "stopped" or "issues".
// The number must end where a word would: an apostrophe or a full stop may follow it, a letter not.
const HISTORY_WORDS = new RegExp(
  String.raw`(?<![\p{L}\p{N}_-])(stops?|issue)${GAP}([0-9]+)(?![\p{L}\p{N}_])`,
  'giu',
)

/** Every place in `text` where "stop", "stops" or "issue" is followed by a number. */
export function findHistoryWords(text: string): HistoryWord[] {
  const lines = text.split('\n')
  const starts: number[] = []
  let offset = 0
  for (const line of lines) {
    starts.push(offset)
    offset += line.length + 1
  }
  const hits: HistoryWord[] = []
  for (const match of text.matchAll(HISTORY_WORDS)) {
    const index = match.index
    let line = 0
    while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= index) line++
    hits.push({
      line: line + 1,
      text: (lines[line] ?? '').trim(),
      words: `${match[1]} ${match[2]}`,
    })
  }
  return hits
}
