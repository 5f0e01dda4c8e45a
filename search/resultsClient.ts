// Browser side of the results page: opens the locale's full-text index (only this page does).
import type { Locale } from '../shared/config/locales.js'
import { openResultsEngine, type ResultsEngine } from './fulltext/engine.js'
import { indexDir } from './paths.js'

const opened = new Map<Locale, Promise<ResultsEngine>>()

export function loadResultsEngine(locale: Locale): Promise<ResultsEngine> {
  let engine = opened.get(locale)
  if (!engine) {
    engine = openResultsEngine(indexDir(locale))
    // A failed download is tried again on the next search.
    engine.catch(() => opened.delete(locale))
    opened.set(locale, engine)
  }
  return engine
}
