// How many product files name each content kind (issue 53's goal: at most 6 outside the kind's
// own page folders; what counts: ./kindNaming.ts). `ceiling` is where each kind stands now: a
// change that makes a layer name a kind again fails here, and whoever lowers a count lowers its
// ceiling, until every kind is at the goal.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { kindList } from '../../content-pipeline/kinds.js'
import { codeWords, filesNaming, kindNames } from './kindNaming.js'

const root = join(import.meta.dirname, '../..')
const goal = 6
const ceiling: Record<keyof typeof kindNames, number> = {
  serviceGroups: 18,
  services: 24,
  people: 24,
  blogPosts: 10,
  careerPosts: 13,
  jobs: 16,
  seminars: 21,
  glossary: 8,
  references: 10,
  documents: 8,
  podcastEpisodes: 6,
  podcastGuests: 9,
  pages: 8,
}

describe('files naming a content kind', () => {
  const naming = filesNaming(root)

  it.each(Object.keys(kindNames))('%s: no more than its ceiling', (kind) => {
    const limit = Math.max(goal, ceiling[kind as keyof typeof kindNames])
    expect(naming[kind]?.length ?? 0, (naming[kind] ?? []).join('\n')).toBeLessThanOrEqual(limit)
  })

  it('every kind of the registry is counted', () => {
    expect([...kindList].sort()).toEqual(Object.keys(kindNames).sort())
  })

  it("counts a kind's names in code, not in comments", () => {
    const words = codeWords('x.ts', "// blogPosts\nconst a = content('seminars')\ntype T = BlogPost\n/* jobs */")
    expect(['blogPosts', 'seminars', 'BlogPost', 'jobs'].filter((w) => words.has(w))).toEqual(['seminars', 'BlogPost'])
  })
}, 60_000)
