// Which fields render as Markdown comes from the item's struct, and only those are rendered.
import { array, nullable, object, string } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { markdownFieldsOf, withMarkdown } from './markdown-schema.js'
import { contentKinds } from './schemas/endpoints.js'
import { FaqItem, Markdown, Text } from './schemas/common.js'

describe('markdownFieldsOf', () => {
  it("finds a struct's Markdown fields and those of its lists' elements, in its order", () => {
    const struct = object({ title: Text, body: Markdown, faq: array(FaqItem), tags: array(Text), note: Markdown })
    expect(markdownFieldsOf(struct)).toEqual(['body', 'faq.*.answer', 'note'])
  })

  it('leaves out plain strings, even ones that look like text', () => {
    expect(markdownFieldsOf(object({ perex: string(), maybe: nullable(string()) }))).toEqual([])
  })

  it("reads the API's structs: a service's body and FAQ answers, a document none", () => {
    expect(markdownFieldsOf(contentKinds.services.item)).toEqual(['body', 'faq.*.answer'])
    expect(markdownFieldsOf(contentKinds.documents.item)).toEqual([])
  })
})

describe('withMarkdown', () => {
  it('passes each Markdown field through with its place, in order, and keeps the rest', () => {
    const seen: string[] = []
    const item = {
      id: 1,
      title: 'T',
      body: 'b',
      faq: [
        { question: 'q1', answer: 'a1' },
        { question: 'q2', answer: 'a2' },
      ],
    }
    const out = withMarkdown(item, ['body', 'faq.*.answer'], (field, text) => {
      seen.push(field)
      return `<p>${text}</p>`
    })
    expect(seen).toEqual(['body', 'faq.0.answer', 'faq.1.answer'])
    expect(out).toEqual({
      id: 1,
      title: 'T',
      body: '<p>b</p>',
      faq: [
        { question: 'q1', answer: '<p>a1</p>' },
        { question: 'q2', answer: '<p>a2</p>' },
      ],
    })
    expect(item.body).toBe('b')
  })
})
