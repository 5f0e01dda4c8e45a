// The page chrome of the plain-Vike baseline: a header and a footer with ten links in all.
import type { ReactNode } from 'react'
import { articleUrl } from '../article.js'

export { Chrome }

const headerLinks = ['Home', 'Accounting', 'Tax', 'Audit', 'Advisory']
const footerLinks = ['About us', 'Careers', 'Contact', 'Privacy', 'Cookies']

function Chrome({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <a href={articleUrl(1)}>Plain Vike baseline</a>
        <nav>
          <ul>
            {headerLinks.map((label, i) => (
              <li key={label}>
                <a href={articleUrl(i + 1)}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>{children}</main>
      <footer>
        <ul>
          {footerLinks.map((label, i) => (
            <li key={label}>
              <a href={articleUrl(i + 6)}>{label}</a>
            </li>
          ))}
        </ul>
        <p>© Plain Vike baseline</p>
      </footer>
    </>
  )
}
