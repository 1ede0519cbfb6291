import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * How many columns `repeat(auto-fill, minmax(min, 1fr))` makes in the element's width, followed
 * as the element is resized: the virtual grid lays out its rows with the same count.
 */
export function useColumns(
  ref: RefObject<HTMLElement | null>,
  { min, gap, padding }: { min: number; gap: number; padding: number },
): number {
  const [columns, setColumns] = useState(1)
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
