// Manual helper: `npx tsx tests/e2e/screenshot.ts /path [width] [out.png]` saves a screenshot of the built site.
import { chromium } from 'playwright-core'
import { startPreviewServer } from '../../tools/preview/preview-server.js'
import { fullChromiumPath } from './browser.js'

const [path = '/', width = '1280', out = '/tmp/shot.png'] = process.argv.slice(2)
const server = await startPreviewServer({ root: 'dist/client', port: 0 })
const browser = await chromium.launch({
  executablePath: fullChromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(server.url + path)
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' })
await browser.close()
await server.close()
console.log(out)
