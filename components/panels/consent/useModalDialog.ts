// A native <dialog> opened with showModal(): the browser keeps focus inside and makes the page
// behind inert. This hook opens/closes it from React state, routes Escape to `onClose`, and
// gives focus back to what was focused before (or to <main> when that is gone).
import { useEffect, type RefObject } from 'react'

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void) {
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const onCancel = (event: Event) => {
      event.preventDefault()
      onClose()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
      const back = opener?.isConnected ? opener : document.getElementById('main')
      back?.focus()
    }
  }, [ref, open, onClose])
}
