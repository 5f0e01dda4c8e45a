// A minimal vike-react app for the benchmark baseline (tools/bench/baselines.ts). Pre-rendering is started
// by tools/bench/plain-vike/build.mjs through Vike's API, so build and pre-render are timed apart.
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  title: 'Plain Vike baseline',
  prerender: { disableAutoRun: true },
} satisfies Config
