import { describe, expect, it } from 'vitest'
import { findHistoryWords } from './historyWords'

// Built from parts so that this file does not trip the check it tests.
const STOP = 'st' + 'op'
const ISSUE = 'iss' + 'ue'

const words = (text: string) => findHistoryWords(text).map((hit) => hit.words)

describe('findHistoryWords', () => {
  it.each([
    [`measured in ${STOP} 12`, `${STOP} 12`],
    [`${STOP.replace('s', 'S')}s 3 and 4 agreed`, `${STOP.replace('s', 'S')}s 3`],
    [`see ${ISSUE} 4.`, `${ISSUE} 4`],
    [`${ISSUE.toUpperCase()} 15's targets`, `${ISSUE.toUpperCase()} 15`],
    [`(${STOP} 40)`, `${STOP} 40`],
  ])('finds %j', (text, found) => {
    expect(words(text)).toEqual([found])
  })

  it.each([
    [`${STOP}ped 12 orders`],
    [`two ${ISSUE}s`],
    [`${ISSUE}s 4 and 5`],
    [`non-${STOP} 5 rounds`],
    [`re-${ISSUE} 2 receipts`],
    [`bus${STOP} 7`],
    [`${ISSUE} 4b`],
    [`${STOP} the server`],
    [`${STOP}_3`],
  ])('finds nothing in %j', (text) => {
    expect(words(text)).toEqual([])
  })

  it('names the line where the words start, trimmed, and every hit on it', () => {
    const text = `first line\n  then ${STOP} 7 and ${ISSUE} 8\nlast`
    expect(findHistoryWords(text)).toEqual([
      { line: 2, text: `then ${STOP} 7 and ${ISSUE} 8`, words: `${STOP} 7` },
      { line: 2, text: `then ${STOP} 7 and ${ISSUE} 8`, words: `${ISSUE} 8` },
    ])
  })

  it('finds the words when a paragraph or a comment wraps between them', () => {
    expect(words(`as measured in\n${STOP}\n43's runs`)).toEqual([`${STOP} 43`])
    expect(words(`/**\n * the figures of ${STOP}\n * 43, alternated\n */`)).toEqual([`${STOP} 43`])
    expect(words(`// the targets of ${ISSUE}\n// 15`)).toEqual([`${ISSUE} 15`])
  })

  it('does not join words across a blank line', () => {
    expect(words(`${STOP}\n\n12`)).toEqual([])
  })
})
