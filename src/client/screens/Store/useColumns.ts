import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * How many columns `repeat(auto-fill, minmax(min, 1fr))` makes in the element's width, followed
 * as the element is resized: the virtual grid lays out its rows with the same count. Null until
 * the element is measured, before the first paint: the grid then renders no card in a wrong
 * count of columns only to render them again.
 */
export function useColumns(
  ref: RefObject<HTMLElement | null>,
  { min, gap, padding }: { min: number; gap: number; padding: number },
): number | null {
  const [columns, setColumns] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const width = element.clientWidth - 2 * padding
      setColumns(Math.max(1, Math.floor((width + gap) / (min + gap))))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, min, gap, padding])
  return columns
}
