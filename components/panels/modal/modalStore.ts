// The global modal (spec §2): one dialog for the whole site, opened by type. Components ask for
// a type and pass data; GlobalModal looks the type up and shows an unknown-type message for a
// type it does not know.
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'

export type ModalRequest = { type: string; data: unknown }

/** What GlobalModal gives a modal body (here, below both, so the host and its bodies do not import each other). */
export type ModalProps = { data: unknown; titleId: string; close: () => void }

type ModalState = { current: ModalRequest | null; open(type: string, data?: unknown): void; close(): void }

export const modalStore = createStore<ModalState>()((set) => ({
  current: null,
  open: (type, data = null) => set({ current: { type, data } }),
  close: () => set({ current: null }),
}))

export const useModal = () => useStore(modalStore, (s) => s.current)
