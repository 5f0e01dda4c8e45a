// Spec §4: the header takes its hover style once the page is scrolled past the header's height
// minus 75 px.
import { useEffect, useState, type RefObject } from 'react'
import { constants } from '../shared/config/constants.js'

export function isPastHeader(scrollY: number, headerHeight: number): boolean {
  return scrollY > Math.max(0, headerHeight - constants.headerHoverOffsetPx)
}

export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      if (ref.current) setPast(isPastHeader(window.scrollY, ref.current.offsetHeight))
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [ref])
  return past
}
