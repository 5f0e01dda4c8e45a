// The one API client of the browser (spec §7, §8): base address from configuration (default the
// site root), the Bearer token when logged in, and the 422 rule — the answer's `errors` become the
// store's field errors (shown on the form), cleared before every new request; every other
// failure is rethrown to the caller, and shown on the loading bar (§8: "the progress bar shows
// failure on request errors"; the caller's snackbar says what failed). An aborted request is the
// visitor's own doing (a removed upload), not a failure.
// Answers are returned as `unknown`: callers check them against a struct before use.
import { array, is, record, string, type } from 'superstruct'
import { clientConfig } from './config.js'
import { readToken } from './authToken.js'
import { loadingBar } from './loadingBar.js'
import { appStore, type FieldErrors } from './store.js'

/** A non-2xx answer. `body` is the parsed JSON (or the raw text when it is not JSON). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    method: string,
    path: string,
  ) {
    super(`${method} ${path}: HTTP ${status}`)
    this.name = 'HttpError'
  }
}

/** A 422 whose field errors were stored; the form shows them. */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    body: unknown,
    method: string,
    path: string,
  ) {
    super(422, body, method, path)
    this.name = 'ValidationError'
  }
}

const ValidationBody = type({ errors: record(string(), array(string())) })

export type RequestOptions = {
  /** Which form sent the request; its field errors are tagged with it (see store.fieldErrors). */
  form?: string
  signal?: AbortSignal
}

export type UploadOptions = RequestOptions & {
  /** 0…1 while the body is sent. */
  onProgress?: (fraction: number) => void
}

export type Validation = { setErrors(errors: FieldErrors, form?: string | null): void; clearErrors(): void }

export type ApiClientOptions = {
  base?: string
  token?: () => string | null
  validation?: Validation
  /** Told about every failed request (HTTP error, 422 included, or network error); not about aborts. */
  onFailure?: (error: unknown) => void
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** The browser's loading bar; nothing where there is no page (Node: build, tests). */
function showFailureOnLoadingBar() {
  if (typeof document !== 'undefined') loadingBar().fail()
}

export type ApiClient = ReturnType<typeof createApi>

export function createApi({ base = clientConfig.apiBase, token = readToken, validation = appStore.getState(), onFailure = showFailureOnLoadingBar }: ApiClientOptions = {}) {
  const url = (path: string) => `${base.replace(/\/+$/, '')}${path}`

  /** Reports a failure, then rethrows it unchanged. */
  function failed(error: unknown): never {
    if (!isAbort(error)) onFailure(error)
    throw error
  }

  function headers(json: boolean): Record<string, string> {
    const h: Record<string, string> = { Accept: 'application/json' }
    if (json) h['Content-Type'] = 'application/json'
    const t = token()
    if (t) h['Authorization'] = `Bearer ${t}`
    return h
  }

  /** Turns an answer into its value or the right error (422 → stored field errors). */
  function settle(method: string, path: string, status: number, text: string, form: string | undefined): unknown {
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: keep the text, the status decides.
    }
    if (status >= 200 && status < 300) return body
    if (status === 422 && is(body, ValidationBody)) {
      validation.setErrors(body.errors, form ?? null)
      throw new ValidationError(body.errors, body, method, path)
    }
    throw new HttpError(status, body, method, path)
  }

  async function request(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<unknown> {
    validation.clearErrors()
    try {
      const res = await fetch(url(path), {
        method,
        headers: headers(body !== undefined),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      })
      return settle(method, path, res.status, await res.text(), options.form)
    } catch (error) {
      return failed(error)
    }
  }

  /**
   * A multipart upload. In the browser it goes through XMLHttpRequest, the only API that reports
   * upload progress; elsewhere (unit tests) through fetch.
   */
  function upload(path: string, data: FormData, options: UploadOptions = {}): Promise<unknown> {
    validation.clearErrors()
    return send(path, data, options).catch(failed)
  }

  function send(path: string, data: FormData, options: UploadOptions): Promise<unknown> {
    if (typeof XMLHttpRequest === 'undefined') {
      return fetch(url(path), { method: 'POST', headers: headers(false), body: data, ...(options.signal ? { signal: options.signal } : {}) }).then(async (res) => {
        options.onProgress?.(1)
        return settle('POST', path, res.status, await res.text(), options.form)
      })
    }
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', url(path))
      for (const [name, value] of Object.entries(headers(false))) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total)
      }
      xhr.onload = () => {
        try {
          resolve(settle('POST', path, xhr.status, xhr.responseText, options.form))
        } catch (err) {
          reject(err)
        }
      }
      xhr.onerror = () => reject(new TypeError(`POST ${path}: network error`))
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'))
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(data)
    })
  }

  return {
    get: (path: string, options?: RequestOptions) => request('GET', path, undefined, options),
    post: (path: string, body: unknown, options?: RequestOptions) => request('POST', path, body, options),
    put: (path: string, body: unknown, options?: RequestOptions) => request('PUT', path, body, options),
    delete: (path: string, options?: RequestOptions) => request('DELETE', path, undefined, options),
    upload,
  }
}

/** The site's client (configured base, stored token, the app store). */
export const api: ApiClient = createApi()
