// The podcast page's audio player (issue 11: the site's own controls instead of the browser's):
// play and pause by keyboard, seeking by the arrow keys updates the time, and starting one episode
// pauses the one playing. Labels come from the message catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { path } from '../../shared/config/routes.js'
import { formatDuration } from '../../components/content/duration.js'
import { newestFirst } from '../../content-pipeline/listOrder.js'
import { content } from '../../page-data/content.js'
import { catalogs } from '../../shared/locales/intl.js'
import { startSite, watchProblems } from './browser.js'
import { returningVisitorPage } from './visitor.js'

const cs = catalogs.cs
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]))

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

describe('podcast player', () => {
  it('plays and pauses by keyboard, seeks by arrows, and plays one episode at a time', async () => {
    const [first, second] = newestFirst(content('cs', 'podcastEpisodes'))
    if (!first || !second) throw new Error('the sample content has fewer than two episodes')
    const page = await returningVisitorPage(site.browser, site.url)
    const problems = watchProblems(page)
    const res = await page.goto(site.url + path('podcast', 'cs'), { waitUntil: 'networkidle' })
    // Pre-rendered: the controls and the episode's length are in the HTML; no native player
    // outside <noscript>.
    const html = await res!.text()
    expect(html).toContain(fill(cs['podcast.player'], { title: first.title }))
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<audio[^>]*\scontrols/)
    // The sample recordings last a few seconds: looping keeps them playing while the test looks,
    // so a pause can only come from the player.
    await page.evaluate(() => {
      for (const a of document.querySelectorAll('audio')) a.loop = true
    })

    const episode = (e: typeof first) => page.locator(`#episode-${e.id}`)
    const audioPaused = (e: typeof first) =>
      episode(e)
        .locator('audio')
        .evaluate((a: HTMLAudioElement) => a.paused)
    const play = (e: typeof first) => episode(e).getByRole('button', { name: fill(cs['podcast.player'], { title: e.title }), exact: true })
    const pause = (e: typeof first) => episode(e).getByRole('button', { name: fill(cs['podcast.pause'], { title: e.title }), exact: true })

    // Seeking before playing: arrows move 5 s, Home and End go to the ends; the slider's value
    // text and the elapsed time follow.
    const slider = episode(second).getByRole('slider', { name: fill(cs['podcast.seek'], { title: second.title }), exact: true })
    const total = formatDuration(second.duration_seconds)
    const elapsed = episode(second).locator('.player__time').first()
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await slider.getAttribute('aria-valuetext')).toBe(fill(cs['podcast.position'], { elapsed: '0:10', total }))
    expect(await elapsed.textContent()).toBe('0:10')
    await page.keyboard.press('ArrowLeft')
    expect(await slider.getAttribute('aria-valuetext')).toBe(fill(cs['podcast.position'], { elapsed: '0:05', total }))
    expect(
      await episode(second)
        .locator('audio')
        .evaluate((a: HTMLAudioElement) => a.currentTime),
    ).toBe(5)
    await page.keyboard.press('End')
    expect(await elapsed.textContent()).toBe(total)
    await page.keyboard.press('Home')
    expect(await elapsed.textContent()).toBe('0:00')

    // Play and pause by keyboard: the button's name says what pressing it does next.
    await play(first).focus()
    await page.keyboard.press('Enter')
    await pause(first).waitFor()
    await expect.poll(() => audioPaused(first)).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(fill(cs['podcast.pause'], { title: first.title }))
    await page.keyboard.press('Space')
    await play(first).waitFor()
    expect(await audioPaused(first)).toBe(true)

    // One episode at a time: playing the second pauses the first.
    await page.keyboard.press('Enter')
    await expect.poll(() => audioPaused(first)).toBe(false)
    await play(second).click()
    await expect.poll(() => audioPaused(second)).toBe(false)
    await play(first).waitFor()
    expect(await audioPaused(first)).toBe(true)
    await pause(second).click()
    await expect.poll(() => audioPaused(second)).toBe(true)

    // Playback speed: 1× → 1.5× → 2× → 1×, on the element too.
    const rate = episode(second).locator('.player__rate')
    await rate.click()
    expect(await rate.textContent()).toBe(`${cs['podcast.speed']}: 1,5×`)
    expect(
      await episode(second)
        .locator('audio')
        .evaluate((a: HTMLAudioElement) => a.playbackRate),
    ).toBe(1.5)

    await page.context().close()
    expect(problems).toEqual([])
  }, 60_000)
})
