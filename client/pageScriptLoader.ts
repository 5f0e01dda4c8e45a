// The inline module the build writes at the end of every page (renderer/render/shell.ts
// scriptsAfterLoad): its text is the same on every page, so the host CSP allows it by hash
// (hosting/inlineScripts.ts).

/** The id of the JSON list of a page's modules: its entry first, then what the entry imports statically. */
export const pageScriptsId = 'page-scripts'

/**
 * The worker that warms up Intl (public/intl-warm-up.js). The first Intl call in a renderer
 * process — react-intl's createIntl asks `Intl.NumberFormat.supportedLocalesOf`, and so does every
 * message with an argument and every date — makes V8 build its table of the locales ICU supports:
 * the largest single piece of main-thread work of a page's start, which React cannot split, in the
 * middle of hydration. V8 keeps those tables per process, so a worker that asks first builds them
 * on its own thread and the page's calls find them made (docs/performance.md, "the homes' blocking
 * time"). The host CSP allows it (`worker-src 'self'`, hosting/headers.ts).
 */
export const intlWarmUp = '/intl-warm-up.js'

/**
 * What starts a page's code: the same inline module on every page (one CSP hash). It starts the
 * Intl warm-up at once (a browser or a policy that refuses the worker only loses the head start).
 * Once the page has loaded — its style sheet, fonts and images above the fold — and has been
 * painted (a paint entry: on a fast connection `load` can come before the first paint), it
 * preloads the page's modules all at once and imports the entry, which hydrates the page. A page
 * opened in a background tab is painted, and hydrated, when it is shown.
 */
export const scriptLoader =
  `try{new Worker("${intlWarmUp}")}catch{}` +
  `const s=JSON.parse(document.getElementById("${pageScriptsId}").textContent);` +
  'const go=()=>{for(const h of s.slice(1)){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}import(s[0])};' +
  'const start=()=>PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,o)=>{o.disconnect();go()}).observe({type:"paint",buffered:true}):go();' +
  'document.readyState==="complete"?start():addEventListener("load",start,{once:true})'
