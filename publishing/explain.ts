// `npm run rebuild -- --explain` (and `npm run build -- --explain`): the facts gathered as a run
// gathers them (publishing/facts.ts), the plan's decisions before the content stage with their reasons
// (publishing/plan-run.ts), printed; nothing is fetched, built, written or published, and no lock is
// taken. What a run decides after its content stage (what changed, which pages and why) depends on
// what the content stage fetches: a run writes those decisions into build-report.json (`plan`).
import { gatherFacts } from './facts.js'
import { planRun, type Facts, type PlanOptions, type RunPlan } from './plan-run.js'

export async function explainRun(options: PlanOptions, log: (line: string) => void = (line) => console.log(line)): Promise<void> {
  const facts = await gatherFacts(options, { readOnly: true })
  for (const line of explanation(facts, planRun(facts, options), options)) log(line)
}

/** The plan in readable lines: the facts it was made of, then each decision and its reason. */
export function explanation(facts: Facts, plan: RunPlan, options: PlanOptions): string[] {
  const published = facts.published
  const width = Math.max(...plan.decisions.map((d) => d.about.length))
  const feed = facts.changeFeed
    ? `${facts.changeFeed.answer}${facts.changeFeed.answer === 'no change' ? (facts.changeFeed.contentAsPublished ? ', content/generated as published' : ', content/generated differs') : ''}`
    : 'not asked'
  return [
    `${options.mode} --explain: the plan, nothing built or published`,
    'facts:',
    `  now ${new Date(facts.now).toISOString()}; code ${facts.code}; renderer bundle ${facts.rendererBuilt ? 'built' : 'missing'}; content on disk ${facts.contentOnDisk ? 'yes' : 'no'}`,
    `  published: ${published ? `${published.release.id}${published.head ? ` (state of code ${published.head.code}, cursor ${published.head.cursor ?? 'none'})` : ''}` : 'nothing'}`,
    `  source: ${facts.source.content} for ${facts.source.siteUrl}${published?.pin ? `; published pin: ${published.pin.content} for ${published.pin.siteUrl}` : ''}`,
    `  last verified: ${!facts.verification ? '(a full build does not ask)' : facts.verification.lastAt === null ? 'never' : new Date(facts.verification.lastAt).toISOString()}; change feed: ${feed}`,
    'decisions:',
    ...plan.decisions.map((d) => `  ${d.about.padEnd(width)}  ${d.decision} — ${d.reason}`),
    plan.refusal
      ? 'the run would stop here (guard 1)'
      : plan.nothingToDo
        ? `the run would end here: ${plan.nothingToDo.log}`
        : plan.incremental
          ? 'then, after the content stage: the changed content files, and the pages that read them (build-report.json `plan` of the run says which and why)'
          : 'then every page is rendered (build-report.json `plan` of the run counts them)',
  ]
}
