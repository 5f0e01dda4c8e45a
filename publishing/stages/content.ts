// The content stage: the pipeline (content-pipeline/, a child process started ahead) pulls,
// validates and writes content/generated, fetching as the plan says (publishing/plan-run.ts).
import { driftSummary } from '../../content-pipeline/verify.js'
import { readManifest } from '../facts.js'
import type { Run } from './run.js'

/**
 * Tells the content stage's process how to fetch (the one line it waits for on stdin:
 * content-pipeline/cli.ts --wait) and waits for it. A verifying run's finding (what the change
 * feed missed: content-pipeline/verify.ts) goes into the report, and into its warnings.
 */
export async function contentStage(run: Run, fetch: 'incremental' | 'verify' | 'full'): Promise<void> {
  const content = run.helpers.content
  if (!content) return
  await run.stage('content', () => {
    content.send(fetch)
    return content.done
  })
  if (fetch !== 'verify') return
  const verified = readManifest()?.verified
  if (verified) run.report.verify = verified
  if (verified?.drift?.length) run.report.warnings.push(`change feed: ${driftSummary(verified.drift)}; rendered now`)
}
