// FAQ accordion: each question is a button controlling its answer region (keyboard: Enter/Space
// toggle, as buttons do). Answers are in the HTML for crawlers and no-JS readers.
import { useId, useState } from 'react'
import { useT } from '../../shared/locales/intl.js'
import { Html } from './Html.js'

export function Faq({ items }: { items: { question: string; answer: string }[] }) {
  const t = useT()
  const base = useId()
  const [open, setOpen] = useState<Set<number>>(new Set())
  if (items.length === 0) return null
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(i)) next.delete(i)
      else next.add(i)
      return next
    })
  return (
    <section className="faq" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{t('faq.title')}</h2>
      {items.map((item, i) => (
        <div key={i} className="faq__item">
          <h3>
            <button type="button" id={`${base}-q${i}`} aria-expanded={open.has(i)} aria-controls={`${base}-a${i}`} onClick={() => toggle(i)}>
              {item.question}
            </button>
          </h3>
          <div id={`${base}-a${i}`} role="region" aria-labelledby={`${base}-q${i}`} hidden={!open.has(i)}>
            <Html html={item.answer} />
          </div>
        </div>
      ))}
    </section>
  )
}
