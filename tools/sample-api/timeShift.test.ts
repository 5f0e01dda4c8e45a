// The sample content moves with the day it is served for: whole weeks, wall-clock times and
// weekdays kept, Prague's summer time applied; the same day gives the same content.
import { describe, expect, it } from 'vitest'
import { loadSampleDataset } from './dataset.js'
import { generateDataset } from './generate.js'
import { authoredOn, datasetFor, shiftDate, shiftDays } from './timeShift.js'

const weekday = (iso: string) => new Date(Date.parse(iso)).getUTCDay()

describe('shiftDays', () => {
  it('is 0 in the week the content was written and moves a week at a time after it', () => {
    expect(shiftDays(authoredOn)).toBe(0)
    expect(shiftDays('2026-12-13')).toBe(0)
    expect(shiftDays('2026-12-14')).toBe(7)
    expect(shiftDays('2027-12-07')).toBe(364)
    expect(shiftDays('2026-11-30')).toBe(-7)
  })

  it('refuses what is not a day', () => {
    expect(() => shiftDays('2027-02-30')).toThrow(/not a day/)
    expect(() => shiftDays('7.12.2026')).toThrow(/not a day/)
  })
})

describe('shiftDate', () => {
  it("keeps a Prague wall-clock time across the change to summer time, with the new date's offset", () => {
    expect(shiftDate('2026-12-16T09:00:00+01:00', 182)).toBe('2027-06-16T09:00:00+02:00')
    expect(shiftDate('2027-06-16T09:00:00+02:00', 182)).toBe('2027-12-15T09:00:00+01:00')
    expect(shiftDate('2027-03-24T10:30+01:00', 7)).toBe('2027-03-31T10:30+02:00')
  })

  it('moves days, UTC times and other offsets by whole days, and leaves anything else alone', () => {
    expect(shiftDate('2027-01-31', 28)).toBe('2027-02-28')
    expect(shiftDate('2025-06-30T08:00:00Z', 1)).toBe('2025-07-01T08:00:00Z')
    expect(shiftDate('2026-01-01T10:00:00-05:00', 7)).toBe('2026-01-08T10:00:00-05:00')
    for (const text of ['Daňové změny 2027', '2027', 'app://seminar/7', '2027-01-31 v 9:00', '2025-13-45', '2027-02-30T09:00:00+01:00', '2027-01-31T25:00:00Z']) expect(shiftDate(text, 7)).toBe(text)
  })
})

describe('datasetFor', () => {
  const sample = loadSampleDataset()

  it('serves the content as written in its own week', () => {
    expect(datasetFor(sample, authoredOn)).toBe(sample)
  })

  it('moves every seminar, job deadline and post by the same weeks, on the same weekday and time', () => {
    const later = datasetFor(sample, '2029-12-31')
    const days = shiftDays('2029-12-31')
    sample.seminars.forEach((s, i) => {
      const moved = later.seminars[i]!
      expect(Date.parse(moved.starts_at) - Date.parse(s.starts_at)).toBeCloseTo(days * 86_400_000, -7)
      expect(weekday(moved.starts_at)).toBe(weekday(s.starts_at))
      expect(moved.starts_at.slice(11, 16)).toBe(s.starts_at.slice(11, 16))
      expect(moved.cs?.title).toBe(s.cs?.title)
    })
    sample.jobs.forEach((j, i) => expect(later.jobs[i]!.valid_through).toBe(j.valid_through === null ? null : shiftDate(j.valid_through, days)))
    expect(later.blogPosts[0]!.published_at).toBe(shiftDate(sample.blogPosts[0]!.published_at, days))
    // The content as written is left as it was.
    expect(loadSampleDataset().seminars[0]!.starts_at).toBe(sample.seminars[0]!.starts_at)
  })

  it('gives the same content for the same day, also for a generated dataset', () => {
    const generated = () => generateDataset({ scale: 50, seed: 'time' })
    expect(JSON.stringify(datasetFor(generated(), '2028-02-29'))).toBe(JSON.stringify(datasetFor(generated(), '2028-02-29')))
    expect(datasetFor(generated(), '2028-02-29').seminars[0]!.starts_at).not.toBe(generated().seminars[0]!.starts_at)
  })

  it.each(['2026-12-07', '2027-06-01', '2029-12-31'])('on %s the hand-written and the generated content have seminars ahead and past, and open job offers', (day) => {
    const now = Date.parse(`${day}T12:00:00Z`)
    for (const dataset of [sample, generateDataset({ scale: 300, seed: 'time' })]) {
      const served = datasetFor(dataset, day)
      const ahead = served.seminars.filter((s) => Date.parse(s.ends_at) > now).length
      expect(ahead).toBeGreaterThanOrEqual(3)
      expect(served.seminars.length - ahead).toBeGreaterThanOrEqual(3)
      expect(served.jobs.some((j) => j.valid_through === null || j.valid_through >= day)).toBe(true)
    }
  })
})
