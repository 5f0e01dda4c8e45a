// An episode's audio player in the site's design (issue 11: no browser-default control): a
// play/pause button named after the episode, a seek slider (a native range input: arrows, Page
// Up/Down, Home and End; its value is read out as "m:ss of m:ss"), elapsed and total time, and a
// playback speed switch. Pre-rendered with the episode's known length; without scripting the
// custom controls are hidden by CSS (`scripting: none`) and the <noscript> native player plays
// the episode instead. Only the podcast page imports it, so only its bundle carries this code.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useLocale, useT } from '../../shared/locales/intl.js'
import { formatDuration } from './duration.js'
import './podcast-player.css'

const rates = [1, 1.5, 2] as const
/** Arrow keys move 5 s, Page Up/Down 30 s: a 1 s step would take minutes to cross an episode. */
const arrowStep = 5
const pageStep = 30

// Only one episode plays at a time: starting one pauses the one playing before.
let playing: HTMLAudioElement | null = null
function claim(audio: HTMLAudioElement) {
  if (playing && playing !== audio && !playing.paused) playing.pause()
  playing = audio
}

export function PodcastPlayer({ src, title, seconds }: { src: string; title: string; seconds: number }) {
  const t = useT()
  const locale = useLocale()
  const audio = useRef<HTMLAudioElement>(null)
  const slider = useRef<HTMLInputElement>(null)
  const [paused, setPaused] = useState(true)
  const [current, setCurrent] = useState(0)
  // The content's length until the file says its own (a shorter or longer file wins).
  const [total, setTotal] = useState(seconds)
  const [rate, setRate] = useState<(typeof rates)[number]>(1)

  // The slider's filled part: a custom property set through the CSSOM (the CSP forbids style
  // attributes in the HTML), so the pre-rendered slider starts empty, as the time does.
  useEffect(() => {
    slider.current?.style.setProperty('--progress', `${total > 0 ? Math.min(100, (current / total) * 100) : 0}%`)
  }, [current, total])

  useEffect(
    () => () => {
      if (playing === audio.current) playing = null
    },
    [],
  )

  const seek = (to: number) => {
    const el = audio.current
    const at = Math.max(0, Math.min(total, to))
    if (el) el.currentTime = at
    setCurrent(at)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowRight: arrowStep, ArrowUp: arrowStep, ArrowLeft: -arrowStep, ArrowDown: -arrowStep, PageUp: pageStep, PageDown: -pageStep }[e.key]
    if (step === undefined) return // Home and End: the range input's own
    e.preventDefault()
    seek(current + step)
  }
  const toggle = () => {
    const el = audio.current
    if (!el) return
    if (el.paused) void el.play().catch(() => setPaused(true))
    else el.pause()
  }
  const nextRate = () => {
    const next = rates[(rates.indexOf(rate) + 1) % rates.length]!
    // The default rate too: loading the file resets the rate to it.
    if (audio.current) audio.current.defaultPlaybackRate = audio.current.playbackRate = next
    setRate(next)
  }
  const number = new Intl.NumberFormat(locale)
  const elapsed = formatDuration(current)
  const length = formatDuration(total)

  return (
    <div className="player">
      <audio
        ref={audio}
        preload="none"
        src={src}
        onPlay={(e) => {
          claim(e.currentTarget)
          setPaused(false)
        }}
        onPause={() => setPaused(true)}
        onEnded={() => setPaused(true)}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          const d = e.currentTarget.duration
          if (Number.isFinite(d) && d > 0) setTotal(d)
        }}
      />
      <div className="player__ui">
        <button type="button" className="player__toggle" aria-label={paused ? t('podcast.player', { title }) : t('podcast.pause', { title })} onClick={toggle}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {paused ? <path d="M8 5.5v13l10.5-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
          </svg>
        </button>
        <span className="player__time">{elapsed}</span>
        <input
          ref={slider}
          className="player__seek"
          type="range"
          min={0}
          max={Math.round(total)}
          step={1}
          value={Math.round(current)}
          aria-label={t('podcast.seek', { title })}
          aria-valuetext={t('podcast.position', { elapsed, total: length })}
          onChange={(e) => seek(Number(e.target.value))}
          onKeyDown={onKeyDown}
        />
        <span className="player__time player__time--total">{length}</span>
        <button type="button" className="player__rate" onClick={nextRate}>
          <span className="visually-hidden">{t('podcast.speed')}: </span>
          {number.format(rate)}×
        </button>
      </div>
      <noscript>
        <audio controls preload="none" src={src} aria-label={t('podcast.player', { title })} className="player__native">
          <a href={src} download>
            {t('podcast.download')}
          </a>
        </audio>
      </noscript>
    </div>
  )
}
