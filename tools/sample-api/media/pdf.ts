// A real, minimal PDF 1.4 (one A4 page, uncompressed, correct xref) with a document's title and
// description as text. The standard Helvetica fonts are used with a /Differences encoding that
// names the Czech glyphs (č, ř, ů…), so the text renders and extracts with its diacritics without
// embedding a font. The file is much smaller than the size the content declares; that is expected.
import type { DocumentText } from './collect.js'

/** Code points → glyph names of the standard Latin set, placed at byte codes 128 and up. */
const EXTRA_GLYPHS: [string, string][] = [
  ['á', 'aacute'],
  ['č', 'ccaron'],
  ['ď', 'dcaron'],
  ['é', 'eacute'],
  ['ě', 'ecaron'],
  ['í', 'iacute'],
  ['ň', 'ncaron'],
  ['ó', 'oacute'],
  ['ř', 'rcaron'],
  ['š', 'scaron'],
  ['ť', 'tcaron'],
  ['ú', 'uacute'],
  ['ů', 'uring'],
  ['ý', 'yacute'],
  ['ž', 'zcaron'],
  ['Á', 'Aacute'],
  ['Č', 'Ccaron'],
  ['Ď', 'Dcaron'],
  ['É', 'Eacute'],
  ['Ě', 'Ecaron'],
  ['Í', 'Iacute'],
  ['Ň', 'Ncaron'],
  ['Ó', 'Oacute'],
  ['Ř', 'Rcaron'],
  ['Š', 'Scaron'],
  ['Ť', 'Tcaron'],
  ['Ú', 'Uacute'],
  ['Ů', 'Uring'],
  ['Ý', 'Yacute'],
  ['Ž', 'Zcaron'],
  ['ä', 'adieresis'],
  ['ö', 'odieresis'],
  ['ü', 'udieresis'],
  ['ô', 'ocircumflex'],
  ['ľ', 'lcaron'],
  ['ĺ', 'lacute'],
  ['ŕ', 'racute'],
  ['ß', 'germandbls'],
  ['–', 'endash'],
  ['—', 'emdash'],
  ['„', 'quotedblbase'],
  ['“', 'quotedblleft'],
  ['”', 'quotedblright'],
  ['‚', 'quotesinglbase'],
  ['‘', 'quoteleft'],
  ['’', 'quoteright'],
  ['…', 'ellipsis'],
  ['§', 'section'],
  ['€', 'Euro'],
  ['×', 'multiply'],
  ['°', 'degree'],
  ['·', 'periodcentered'],
  ['•', 'bullet'],
  ['©', 'copyright'],
  ['®', 'registered'],
]
const CODE = new Map(EXTRA_GLYPHS.map(([ch], i) => [ch, 128 + i]))
const DIFFERENCES = `[128 ${EXTRA_GLYPHS.map(([, name]) => '/' + name).join(' ')}]`

/** Text → a PDF literal string in the font's encoding (unknown characters lose their accents). */
function pdfString(text: string): string {
  let out = ''
  for (const ch of text.replace(/\u00a0/g, ' ')) {
    const code = CODE.get(ch)
    if (code !== undefined) out += '\\' + code.toString(8)
    else if (ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch
    else if (ch >= ' ' && ch <= '~') out += ch
    else {
      const folded = ch.normalize('NFD').replace(/[^\x20-\x7e]/g, '')
      out += folded || '?'
    }
  }
  return `(${out})`
}

/** UTF-16BE hex string with BOM, for the document information dictionary. */
function pdfUnicode(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()
  return `<${hex}>`
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

const LABELS: Record<string, { category: string; footer: string }> = {
  cs: { category: 'Kategorie', footer: 'Korvina Advisory s.r.o. · korvina.example · ukázkový dokument' },
  en: { category: 'Category', footer: 'Korvina Advisory s.r.o. · korvina.example · sample document' },
}

export function renderPdf(texts: DocumentText[]): Buffer {
  // Page content: a running text cursor from the top of an A4 page (595 × 842 pt).
  const ops: string[] = []
  let y = 790
  const line = (font: 'F1' | 'F2', size: number, text: string, gap: number): void => {
    if (y < 80) return
    ops.push(`BT /${font} ${size} Tf 56 ${y} Td ${pdfString(text)} Tj ET`)
    y -= gap
  }
  ops.push('0.06 0.3 0.29 rg 0 822 595 20 re f 0 0 0 rg')
  line('F2', 10, 'Korvina Advisory s.r.o.', 36)
  for (const t of texts) {
    for (const l of wrap(t.title, 48)) line('F2', 18, l, 24)
    y -= 4
    const labels = LABELS[t.locale] ?? LABELS['en']!
    if (t.category) line('F1', 10, `${labels.category}: ${t.category}`, 22)
    for (const l of wrap(t.description, 88)) line('F1', 11, l, 16)
    y -= 28
  }
  const footer = LABELS[texts[0]?.locale ?? 'cs'] ?? LABELS['cs']!
  ops.push(`BT /F1 8 Tf 56 40 Td ${pdfString(footer.footer)} Tj ET`)
  const content = ops.join('\n')

  const title = texts[0]?.title ?? 'Korvina'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${DIFFERENCES} >> >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${DIFFERENCES} >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfUnicode(title)} /Author ${pdfUnicode('Korvina Advisory s.r.o.')} /Producer (Korvina sample API) >>`,
  ]
  // Byte offsets for the xref table; everything is 8-bit, so latin1 length = byte length.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${o.toString().padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
