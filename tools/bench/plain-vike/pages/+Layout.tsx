import type { ReactNode } from 'react'
import { Chrome } from '../components/Chrome.js'

export { Layout }

function Layout({ children }: { children: ReactNode }) {
  return <Chrome>{children}</Chrome>
}
