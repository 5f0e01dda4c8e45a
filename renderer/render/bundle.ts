// Compiles renderer/render/entry.tsx for Node with Vite (the same React plugin and `PUBLIC_` env
// handling as the site's own build), so the page renderer runs exactly the code Vike bundles.
// Run as a process of its own by the bundle stage (`tsx renderer/render/bundle.ts OUT_DIR`): Vite
// and Rolldown stay in memory once loaded, and the build's main process should not carry them
// through the pages stage.
import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { clientEnvPrefixes } from '../../shared/config/client-env.js'

export const rendererFile = 'entry.mjs'

export async function bundleRenderer(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    // The production JSX runtime and React build, whatever NODE_ENV the caller runs with.
    mode: 'production',
    root: resolve('.'),
    plugins: [react()],
    envPrefix: [...clientEnvPrefixes],
    // Its packages bundled in too (Vike's server runtime alone is ~210 files): a page worker then
    // loads a few files instead of ~290, ready in less than half the time (a rebuild starts
    // its worker beside the content stage, whose CPU that was).
    ssr: { noExternal: true },
    build: {
      ssr: resolve('renderer/render/entry.tsx'),
      outDir,
      emptyOutDir: true,
      // The oldest Node the project runs on (package.json engines): the renderer runs in the build's own.
      target: 'node24',
      minify: false,
      rollupOptions: { output: { entryFileNames: rendererFile, format: 'es' } },
    },
  })
  return resolve(outDir, rendererFile)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2]
  if (!outDir) throw new Error('usage: tsx renderer/render/bundle.ts OUT_DIR')
  await bundleRenderer(outDir)
}
