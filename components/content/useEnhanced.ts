// True once the page has hydrated: controls that only work with JavaScript render after that,
// so a reader without JS never meets a dead button.
import { useEffect, useState } from 'react'

export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  return enhanced
}
