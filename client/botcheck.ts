// The bot check of the contact and job forms (spec §5, §7): a v3-style token for the action
// `login`, sent as `g-recaptcha-response`. Production uses Google reCAPTCHA v3 (site key from
// configuration, badge hidden, language cs); without a key the sample API's stand-in with the same
// contract answers (`GET /api/bot-check/token?action=login`). A provider answers null when it
// cannot get a token; the form then sends nothing.
import { is, string, type } from 'superstruct'
import { api, type ApiClient } from './api.js'
import { clientConfig } from './config.js'

export interface BotCheckProvider {
  readonly kind: 'recaptcha' | 'sample'
  token(action: string): Promise<string | null>
}

export const botCheckAction = 'login'
const TOKEN_TIMEOUT_MS = 10_000

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      () => {
        clearTimeout(timer)
        resolve(null)
      },
    )
  })
}

/** The stand-in of the sample API (and of any API that implements its contract). */
export function sampleBotCheck(client: ApiClient = api): BotCheckProvider {
  const Answer = type({ token: string() })
  return {
    kind: 'sample',
    async token(action) {
      const answer = await withTimeout(client.get(`/api/bot-check/token?action=${encodeURIComponent(action)}`), TOKEN_TIMEOUT_MS)
      return is(answer, Answer) && answer.token ? answer.token : null
    },
  }
}

/**
 * reCAPTCHA v3. The script loads on the first token request — not with the page, so nothing is
 * fetched from Google before a visitor actually sends a form (and never before cookie consent
 * matters for it). `hl=cs`: the language the spec asks for; the badge is hidden by CSS
 * (`.grecaptcha-badge`), which is why the forms show Google's notice instead.
 */
export function recaptchaBotCheck(siteKey: string): BotCheckProvider {
  let loading: Promise<Grecaptcha> | null = null
  const load = (): Promise<Grecaptcha> => {
    loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=cs`
      script.async = true
      script.onload = () => {
        const g = window.grecaptcha
        if (g) g.ready(() => resolve(g))
        else reject(new Error('reCAPTCHA did not initialise'))
      }
      script.onerror = () => reject(new Error('reCAPTCHA failed to load'))
      document.head.append(script)
    }).catch((err: unknown) => {
      loading = null // allow a retry on the next submit
      throw err
    })
    return loading
  }
  return {
    kind: 'recaptcha',
    async token(action) {
      const token = await withTimeout(
        load().then((g) => g.execute(siteKey, { action })),
        TOKEN_TIMEOUT_MS,
      )
      return token || null
    },
  }
}

let configured: BotCheckProvider | null = null

/** The provider the configuration asks for. */
export function botCheck(): BotCheckProvider {
  configured ??= clientConfig.recaptchaSiteKey ? recaptchaBotCheck(clientConfig.recaptchaSiteKey) : sampleBotCheck()
  return configured
}
