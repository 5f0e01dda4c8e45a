// Progress of a long stage: a live line (done/total, rate, ETA) on a terminal, and nothing
// between the stage's start and end lines otherwise (a scheduled run's log stays readable).
export function progress(label: string, stream: NodeJS.WriteStream = process.stdout) {
  const started = performance.now()
  let last = 0
  return {
    update(done: number, total: number) {
      if (!stream.isTTY) return
      const now = performance.now()
      if (now - last < 200 && done < total) return
      last = now
      const rate = done / Math.max(0.001, (now - started) / 1000)
      const eta = rate > 0 ? Math.ceil((total - done) / rate) : 0
      stream.write(`\r  ${label}: ${done}/${total} (${Math.round((done / Math.max(1, total)) * 100)} %), ${Math.round(rate)}/s, ETA ${eta} s   `)
    },
    done() {
      if (stream.isTTY) stream.write('\r\x1b[2K')
    },
  }
}
