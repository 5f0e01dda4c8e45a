// The sample API's data set: the hand-written sample content of tools/sample-api/content/, or a
// generated one of any size. The server only ever reads a `Dataset`, so both go through exactly
// the same code.
import { blogCategories } from './content/blogCategories.js'
import { blogPosts } from './content/blogPosts.js'
import { careerPosts } from './content/careerPosts.js'
import { documents } from './content/documents.js'
import { glossary } from './content/glossary.js'
import { jobs } from './content/jobs.js'
import { catalogCategories, countries, currencies } from './content/lists.js'
import { pages } from './content/pages.js'
import { people } from './content/people.js'
import { podcastEpisodes, podcastGuests } from './content/podcast.js'
import { posters } from './content/posters.js'
import { references } from './content/references.js'
import { seminars } from './content/seminars.js'
import { serviceGroups } from './content/serviceGroups.js'
import { services } from './content/services.js'
import { settings } from './content/settings.js'
import type { Dataset } from './dataset-types.js'

export type { AuthoredContent, Dataset } from './dataset-types.js'
export { generateDataset } from './generate.js'

/** The hand-written sample content of tools/sample-api/content/. */
export function loadSampleDataset(): Dataset {
  return {
    serviceGroups,
    services,
    people,
    blogPosts,
    careerPosts,
    jobs,
    seminars,
    glossary,
    references,
    documents,
    podcastEpisodes,
    podcastGuests,
    pages,
    settings,
    posters,
    currencies,
    countries,
    catalogCategories,
    blogCategories,
  }
}
