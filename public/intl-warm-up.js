// why: client/pageScriptLoader.ts intlWarmUp
Intl.NumberFormat.supportedLocalesOf('en')
Intl.DateTimeFormat.supportedLocalesOf('en')
globalThis.close()
