// The year is rendered at build time and corrected in the browser, so the copyright stays
// right a year after the build without a hydration mismatch.
import { useEffect, useState } from 'react'

export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return <span data-testid="copyright-year">{year}</span>
}
