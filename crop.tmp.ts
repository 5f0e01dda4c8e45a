// node crop: tsx crop.tmp.ts in.png y height out.png
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
const [file, y = '0', h = '1500', out = '/tmp/crop.png'] = process.argv.slice(2)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const p = await b.newPage({ viewport: { width: 1600, height: 1000 } })
const data = readFileSync(file!).toString('base64')
await p.setContent(`<body style="margin:0"><img id=i src="data:image/png;base64,${data}"></body>`)
const size = await p.evaluate('[document.getElementById("i").naturalWidth, document.getElementById("i").naturalHeight]') as [number, number]
await p.setViewportSize({ width: size[0], height: Math.min(size[1], Number(y) + Number(h)) })
await p.screenshot({ path: out, clip: { x: 0, y: Number(y), width: size[0], height: Math.min(Number(h), size[1] - Number(y)) } })
console.log(size.join('x'))
await b.close()
