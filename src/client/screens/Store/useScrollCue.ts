import { useCallback, useEffect, useRef, useState } from 'react'

/** Whether a scrolling box has more below its fold: checked on scroll and whenever `content` changes. */
export function useScrollCue<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null)
  const [more, setMore] = useState(false)
  const check = useCallback(() => {
    const box = ref.current
    setMore(Boolean(box && box.scrollHeight - box.scrollTop - box.clientHeight > 4))
  }, [])
  useEffect(() => {
    check()
    window.addEventListener('resize', check)
    return () => window.removeEventListener('resize', check)
  }, [check, content])
  return { ref, more, onScroll: check }
}
