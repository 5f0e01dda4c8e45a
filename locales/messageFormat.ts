// The ICU MessageFormat subset our catalogs use (locales/*.json), in place of react-intl (issue 12:
// react-intl with its message parser was ~14 KB gzip of every page's first-load JavaScript):
// `{name}` arguments (as strings, like intl-messageformat), `{n, plural, =0 {…} one {…} few {…} other {…}}`
// with `#` (the number in the locale's format), `{x, select, a {…} other {…}}`, and ICU apostrophe quoting (`''` is an apostrophe, `'{…}'`
// literal text, any other apostrophe is itself). Anything else throws when the message is parsed;
// a test formats every message of both catalogs against intl-messageformat.

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; options: Map<string, Part[]> }
  | { kind: 'select'; name: string; options: Map<string, Part[]> }

export type MessageValues = Record<string, string | number>

class Parser {
  private i = 0
  constructor(private readonly src: string) {}

  parse(): Part[] {
    const parts = this.parts(false, false)
    if (this.i < this.src.length) this.fail('unexpected "}"')
    return parts
  }

  private fail(what: string): never {
    throw new Error(`message "${this.src}": ${what} at ${this.i}`)
  }

  /** Text and arguments up to an unmatched `}` (or the end). `#` is a number inside a plural. */
  private parts(nested: boolean, inPlural: boolean): Part[] {
    const out: Part[] = []
    let text = ''
    const flush = () => {
      if (text) out.push({ kind: 'text', text })
      text = ''
    }
    while (this.i < this.src.length) {
      const c = this.src[this.i]
      if (c === "'") {
        const next = this.src[this.i + 1]
        if (next === "'") {
          text += "'"
          this.i += 2
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = this.src.indexOf("'", this.i + 1)
          const stop = end < 0 ? this.src.length : end
          text += this.src.slice(this.i + 1, stop).replace(/''/g, "'")
          this.i = stop + 1
        } else {
          text += "'"
          this.i++
        }
      } else if (c === '{') {
        flush()
        out.push(this.argument())
      } else if (c === '}') {
        if (!nested) this.fail('unexpected "}"')
        break
      } else if (c === '#' && inPlural) {
        flush()
        out.push({ kind: 'pound' })
        this.i++
      } else {
        text += c
        this.i++
      }
    }
    flush()
    return out
  }

  private word(): string {
    const m = /^\s*([^\s,{}]+)\s*/.exec(this.src.slice(this.i))
    if (!m?.[1]) this.fail('expected a name')
    this.i += m[0].length
    return m[1]
  }

  private argument(): Part {
    this.i++ // {
    const name = this.word()
    if (this.src[this.i] === '}') {
      this.i++
      return { kind: 'arg', name }
    }
    if (this.src[this.i] !== ',') this.fail('expected "," or "}"')
    this.i++
    const type = this.word()
    if (type !== 'plural' && type !== 'select') this.fail(`unsupported argument type "${type}"`)
    if (this.src[this.i] !== ',') this.fail('expected ","')
    this.i++
    const options = new Map<string, Part[]>()
    for (;;) {
      while (/\s/.test(this.src[this.i] ?? '')) this.i++
      if (this.src[this.i] === '}') break
      const key = this.word()
      if (this.src[this.i] !== '{') this.fail('expected "{"')
      this.i++
      options.set(key, this.parts(true, type === 'plural'))
      if (this.src[this.i] !== '}') this.fail('expected "}"')
      this.i++
    }
    this.i++ // }
    if (!options.has('other')) this.fail(`${type} without "other"`)
    return { kind: type, name, options }
  }
}

const parsed = new Map<string, Part[]>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let v = map.get(key)
  if (v === undefined) {
    v = make()
    map.set(key, v)
  }
  return v
}

/** Formats `message` (ICU subset above) for the BCP 47 `locale` with `values`. */
export function formatMessage(message: string, locale: string, values: MessageValues = {}): string {
  const parts = cached(parsed, message, () => new Parser(message).parse())
  const number = (n: number) => cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(n)
  const render = (list: Part[], count: number | null): string =>
    list
      .map((p) => {
        switch (p.kind) {
          case 'text':
            return p.text
          case 'pound':
            return count === null ? '#' : number(count)
          case 'arg': {
            const v = values[p.name]
            if (v === undefined) throw new Error(`message "${message}": no value for {${p.name}}`)
            return String(v)
          }
          case 'plural': {
            const n = Number(values[p.name])
            const rule = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n)
            const option = p.options.get(`=${n}`) ?? p.options.get(rule) ?? p.options.get('other') ?? []
            return render(option, n)
          }
          case 'select': {
            const option = p.options.get(String(values[p.name])) ?? p.options.get('other') ?? []
            return render(option, count)
          }
        }
      })
      .join('')
  return render(parts, null)
}
