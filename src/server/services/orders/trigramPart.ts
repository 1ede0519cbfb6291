/**
 * The part of a search term the trigram index is asked for, where some of the term's trigrams are
 * in a large share of the orders. The GIN index checks each candidate order against every trigram
 * of the term, and a trigram in most orders is a posting tree read page by page for each of them:
 * `family996` over 1,000,000 orders whose last names all begin "Family" spent 17 ms in the index
 * for its 7 trigrams, and 0.9 ms for the 3 of `ly996`. The orders still have to hold the whole
 * term (searchOrders.ts checks it as well), so any part answers the same orders.
 */

/** A sample of the indexed names: values with the share of orders each stands for. */
export interface NameSample {
  values: { text: string; share: number }[]
}

/** A trigram in this share of the orders or more is too common to look up. */
export const COMMON_SHARE = 0.05

const TRIGRAM = 3

/** The share of the sampled orders whose name holds `trigram` (lower case, as ILIKE matches). */
function shareOf(sample: NameSample, trigram: string): number {
  let share = 0
  for (const value of sample.values) if (value.text.includes(trigram)) share += value.share
  return share
}

/**
 * The longest run of the term whose trigrams are each in under COMMON_SHARE of the sample (the
 * first where two are as long), or null when the whole term is that run already or no trigram of
 * it is uncommon: then the term is looked up whole.
 */
export function uncommonPart(term: string, sample: NameSample): string | null {
  const lower = term.toLowerCase()
  // A letter whose lower case is longer would shift the positions the part is cut at.
  if (lower.length !== term.length || term.length <= TRIGRAM) return null
  const uncommon = Array.from(
    { length: lower.length - TRIGRAM + 1 },
    (_, i) => shareOf(sample, lower.slice(i, i + TRIGRAM)) < COMMON_SHARE,
  )
  let best = { from: 0, count: 0 }
  let from = 0
  for (let i = 0; i <= uncommon.length; i++) {
    if (i < uncommon.length && uncommon[i]) continue
    if (i - from > best.count) best = { from, count: i - from }
    from = i + 1
  }
  if (best.count === 0 || best.count === uncommon.length) return null
  return term.slice(best.from, best.from + best.count + TRIGRAM - 1)
}
