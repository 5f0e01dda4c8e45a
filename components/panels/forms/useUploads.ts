// The form's files (spec §5, §7): each file is uploaded on its own as soon as it is added
// (multipart: file, format[] = file), with progress; it can be removed; the first element of each
// answer goes into the request's `files`. The list survives a failed send and is reset after success.
import { useCallback, useEffect, useRef, useState } from 'react'
import { array, is, number, string, type } from 'superstruct'
import { api, ValidationError } from '../../../client/api.js'
import { localizeServerMessage } from '../../../client/serverMessages.js'
import type { Locale } from '../../../shared/config/locales.js'

const UploadedFile = type({ id: number(), name: string(), path: string() })
const UploadAnswer = array(UploadedFile)

export type UploadEntry = {
  key: number
  name: string
  size: number
  /** 0…1 */
  progress: number
  status: 'uploading' | 'done' | 'failed'
  error: string | null
  /** The first element of the upload's answer, sent back as it came. */
  result: unknown
}

export type Uploads = ReturnType<typeof useUploads>

export function useUploads(locale: Locale) {
  const [entries, setEntries] = useState<UploadEntry[]>([])
  // The submit handler runs after awaits: it reads the latest list from here, not a stale closure.
  const latest = useRef<UploadEntry[]>([])
  const running = useRef(new Map<number, { done: Promise<void>; abort: AbortController }>())
  const nextKey = useRef(1)

  const update = useCallback((fn: (list: UploadEntry[]) => UploadEntry[]) => {
    latest.current = fn(latest.current)
    setEntries(latest.current)
  }, [])
  const patch = useCallback(
    (key: number, change: Partial<UploadEntry>) => {
      update((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)))
    },
    [update],
  )

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = nextKey.current++
        const abort = new AbortController()
        update((list) => [...list, { key, name: file.name, size: file.size, progress: 0, status: 'uploading', error: null, result: null }])
        const data = new FormData()
        data.append('file', file, file.name)
        data.append('format[]', 'file')
        const done = api
          .upload('/api/filemanager/upload/file', data, {
            form: 'upload',
            signal: abort.signal,
            onProgress: (progress) => patch(key, { progress }),
          })
          .then((answer) => {
            const first = is(answer, UploadAnswer) ? answer[0] : undefined
            if (first === undefined) throw new Error('Unexpected upload answer')
            patch(key, { status: 'done', progress: 1, result: first })
          })
          .catch((err: unknown) => {
            if (abort.signal.aborted) return
            const message = err instanceof ValidationError ? Object.values(err.errors).flat()[0] : undefined
            patch(key, { status: 'failed', error: message ? localizeServerMessage(message, locale) : null })
          })
          .finally(() => running.current.delete(key))
        running.current.set(key, { done, abort })
      }
    },
    [locale, patch, update],
  )

  const remove = useCallback(
    (key: number) => {
      running.current.get(key)?.abort.abort()
      update((list) => list.filter((e) => e.key !== key))
    },
    [update],
  )

  const reset = useCallback(() => {
    for (const { abort } of running.current.values()) abort.abort()
    update(() => [])
  }, [update])

  /** Waits for uploads still running, then gives the answers of the finished ones. */
  const results = useCallback(async (): Promise<unknown[]> => {
    await Promise.all([...running.current.values()].map((r) => r.done))
    return latest.current.filter((e) => e.status === 'done').map((e) => e.result)
  }, [])

  useEffect(
    () => () => {
      for (const { abort } of running.current.values()) abort.abort()
    },
    [],
  )

  return { entries, add, remove, reset, results }
}
