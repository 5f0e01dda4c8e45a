// For processes started ahead that wait for their job on stdin.

/**
 * The first line a parent process writes to this one's stdin, trimmed; '' when stdin closes
 * first (the parent no longer needs this process). For processes started ahead that wait for
 * their job: the content stage (`--wait`), the search step, a webhook's ready rebuild.
 */
export async function firstStdinLine(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split('\n')[0]?.trim() ?? ''
}
