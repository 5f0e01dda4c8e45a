// "PDF, 48 kB": a download's type and size in the page's locale (decimal units, as the
// operating systems show them to most readers).
const types: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
}

export function fileType(mime: string, filePath: string): string {
  const known = types[mime]
  if (known) return known
  const ext = /\.([A-Za-z0-9]+)$/.exec(filePath)?.[1]
  return ext ? ext.toUpperCase() : mime
}

export function formatFileSize(bytes: number, locale: string): string {
  const unit = (u: string, value: number, digits: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short', maximumFractionDigits: digits }).format(value)
  if (bytes < 1000) return unit('byte', bytes, 0)
  if (bytes < 1_000_000) return unit('kilobyte', bytes / 1000, 0)
  return unit('megabyte', bytes / 1_000_000, 1)
}
