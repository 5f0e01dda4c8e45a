// A short, valid WAV (PCM 16-bit, 8 kHz, mono): a soft two-note chime whose pitch depends on the
// media path, with fades so it does not click. Small enough to serve instantly, real enough for
// an <audio> element to play and report a duration.
import { hash32 } from '../random.js'

const RATE = 8000
const NOTES = [220, 246.94, 261.63, 293.66, 329.63, 349.23, 392]

export function renderWav(path: string, seconds: number): Buffer {
  const h = hash32(path)
  const base = NOTES[h % NOTES.length]!
  const fifth = base * 1.5
  const samples = Math.round(RATE * seconds)
  const data = Buffer.alloc(samples * 2)
  const fadeIn = RATE * 0.15
  const fadeOut = RATE * 0.8
  for (let i = 0; i < samples; i++) {
    const t = i / RATE
    const envelope = Math.min(1, i / fadeIn, (samples - i) / fadeOut)
    // The second note enters after a third of the time.
    const second = i > samples / 3 ? 0.5 * Math.sin(2 * Math.PI * fifth * t) : 0
    const v = 0.18 * envelope * (Math.sin(2 * Math.PI * base * t) + second)
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16) // fmt chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(RATE, 24)
  header.writeUInt32LE(RATE * 2, 28) // byte rate
  header.writeUInt16LE(2, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}
