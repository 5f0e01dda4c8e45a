// Authoring types of the sample content, derived from the API schemas: shared fields plus one
// block per locale the item exists in. tools/sample-api/content/*.ts are written in this form.
import type { Authored } from '../../../content-pipeline/schemas/content.js'
import type * as schemas from '../../../content-pipeline/schemas/content.js'
import type { BottomMenuGroup, ContactEntry, Office } from '../../../content-pipeline/schemas/settings.js'

export type AuthoredServiceGroup = Authored<typeof schemas.serviceGroup>
export type AuthoredService = Authored<typeof schemas.service>
export type AuthoredPerson = Authored<typeof schemas.person>
export type AuthoredBlogPost = Authored<typeof schemas.blogPost>
export type AuthoredCareerPost = Authored<typeof schemas.careerPost>
export type AuthoredJob = Authored<typeof schemas.job>
export type AuthoredSeminar = Authored<typeof schemas.seminar>
export type AuthoredGlossaryTerm = Authored<typeof schemas.glossaryTerm>
export type AuthoredReference = Authored<typeof schemas.reference>
export type AuthoredDocument = Authored<typeof schemas.document>
export type AuthoredPodcastEpisode = Authored<typeof schemas.podcastEpisode>
export type AuthoredPodcastGuest = Authored<typeof schemas.podcastGuest>
export type AuthoredInfoPage = Authored<typeof schemas.infoPage>
export type { BlogCategory } from '../../../content-pipeline/schemas/content.js'
export type { Office, ContactEntry, BottomMenuGroup }
