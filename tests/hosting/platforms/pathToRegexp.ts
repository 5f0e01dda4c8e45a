// Vercel compiles vercel.json sources with path-to-regexp 6.1 (vendored in vercel/vercel
// packages/routing-utils; options strict, sensitive, delimiter "/"). This is that compilation for
// the syntax path-to-regexp 6 defines — escaped characters, `:name`, `:name(pattern)`,
// `(pattern)`, `{prefix…suffix}` groups and the `? * +` modifiers — written from its documented
// behaviour, so the Vercel model reads the emitted sources as Vercel does. Anything else throws
// (as Vercel refuses the deployment).

type Token = string | { name: string; prefix: string; suffix: string; pattern: string; modifier: string }
type LexToken = { type: 'MODIFIER' | 'ESCAPED_CHAR' | 'OPEN' | 'CLOSE' | 'NAME' | 'PATTERN' | 'CHAR' | 'END'; value: string }

const escape = (s: string) => s.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1')

function lex(str: string): LexToken[] {
  const tokens: LexToken[] = []
  let i = 0
  while (i < str.length) {
    const ch = str[i] ?? ''
    if ('*+?'.includes(ch)) {
      tokens.push({ type: 'MODIFIER', value: ch })
      i++
      continue
    }
    if (ch === '\\') {
      tokens.push({ type: 'ESCAPED_CHAR', value: str[i + 1] ?? '' })
      i += 2
      continue
    }
    if (ch === '{') {
      tokens.push({ type: 'OPEN', value: ch })
      i++
      continue
    }
    if (ch === '}') {
      tokens.push({ type: 'CLOSE', value: ch })
      i++
      continue
    }
    if (ch === ':') {
      let j = i + 1
      while (j < str.length && /\w/.test(str[j] ?? '')) j++
      if (j === i + 1) throw new TypeError(`Missing parameter name at ${i}`)
      tokens.push({ type: 'NAME', value: str.slice(i + 1, j) })
      i = j
      continue
    }
    if (ch === '(') {
      let depth = 1
      let pattern = ''
      let j = i + 1
      if (str[j] === '?') throw new TypeError(`Pattern cannot start with "?" at ${j}`)
      while (j < str.length) {
        const c = str[j] ?? ''
        if (c === '\\') {
          pattern += c + (str[j + 1] ?? '')
          j += 2
          continue
        }
        if (c === ')') {
          depth--
          if (depth === 0) {
            j++
            break
          }
        } else if (c === '(') {
          depth++
          if (str[j + 1] !== '?') throw new TypeError(`Capturing groups are not allowed at ${j}`)
        }
        pattern += c
        j++
      }
      if (depth) throw new TypeError(`Unbalanced pattern at ${i}`)
      if (!pattern) throw new TypeError(`Missing pattern at ${i}`)
      tokens.push({ type: 'PATTERN', value: pattern })
      i = j
      continue
    }
    tokens.push({ type: 'CHAR', value: ch })
    i++
  }
  tokens.push({ type: 'END', value: '' })
  return tokens
}

function parse(str: string): Token[] {
  const tokens = lex(str)
  const defaultPattern = '[^\\/]+?' // delimiter "/"
  const result: Token[] = []
  let key = 0
  let i = 0
  let path = ''
  const tryConsume = (type: LexToken['type']) => (tokens[i]?.type === type ? tokens[i++]?.value : undefined)
  const mustConsume = (type: LexToken['type']) => {
    const value = tryConsume(type)
    if (value === undefined) throw new TypeError(`Unexpected ${tokens[i]?.type} at ${i}, expected ${type}`)
    return value
  }
  const consumeText = () => {
    let out = ''
    let value: string | undefined
    while ((value = tryConsume('CHAR') ?? tryConsume('ESCAPED_CHAR')) !== undefined) out += value
    return out
  }
  while (i < tokens.length) {
    const char = tryConsume('CHAR')
    const name = tryConsume('NAME')
    const pattern = tryConsume('PATTERN')
    if (name !== undefined || pattern !== undefined) {
      let prefix = char ?? ''
      if (!'./'.includes(prefix)) {
        path += prefix
        prefix = ''
      }
      if (path) {
        result.push(path)
        path = ''
      }
      result.push({ name: name ?? String(key++), prefix, suffix: '', pattern: pattern ?? defaultPattern, modifier: tryConsume('MODIFIER') ?? '' })
      continue
    }
    const value = char ?? tryConsume('ESCAPED_CHAR')
    if (value !== undefined) {
      path += value
      continue
    }
    if (path) {
      result.push(path)
      path = ''
    }
    if (tryConsume('OPEN') !== undefined) {
      const prefix = consumeText()
      const groupName = tryConsume('NAME') ?? ''
      const groupPattern = tryConsume('PATTERN') ?? ''
      const suffix = consumeText()
      mustConsume('CLOSE')
      result.push({
        name: groupName || (groupPattern ? String(key++) : ''),
        pattern: groupName && !groupPattern ? defaultPattern : groupPattern,
        prefix,
        suffix,
        modifier: tryConsume('MODIFIER') ?? '',
      })
      continue
    }
    mustConsume('END')
  }
  return result
}

/** The regular expression Vercel matches a source with (strict, case-sensitive, whole path). */
export function sourceRegex(source: string): RegExp {
  let route = '^'
  for (const token of parse(source)) {
    if (typeof token === 'string') {
      route += escape(token)
      continue
    }
    const prefix = escape(token.prefix)
    const suffix = escape(token.suffix)
    if (token.pattern) {
      if (prefix || suffix) {
        if (token.modifier === '+' || token.modifier === '*') {
          const mod = token.modifier === '*' ? '?' : ''
          route += `(?:${prefix}((?:${token.pattern})(?:${suffix}${prefix}(?:${token.pattern}))*)${suffix})${mod}`
        } else {
          route += `(?:${prefix}(${token.pattern})${suffix})${token.modifier}`
        }
      } else {
        route += `(${token.pattern})${token.modifier}`
      }
    } else {
      route += `(?:${prefix}${suffix})${token.modifier}`
    }
  }
  return new RegExp(`${route}$`)
}

/** A destination with `:name` / `:name+` filled from a match of `source` (what a redirect sends). */
export function fillDestination(source: string, destination: string, match: RegExpExecArray): string {
  const names = parse(source)
    .filter((t): t is Exclude<Token, string> => typeof t !== 'string' && Boolean(t.pattern))
    .map((t) => t.name)
  return destination.replace(/:(\w+)[+*?]?/g, (all, name: string) => {
    const index = names.indexOf(name)
    return index < 0 ? all : (match[index + 1] ?? '')
  })
}
