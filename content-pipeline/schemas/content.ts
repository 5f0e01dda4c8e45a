// Localized content entities. Each is declared as a shared part (same in every locale) and a
// localized part; the API item is meta + shared + localized, and the sample API's authoring
// format is derived from the same two parts (see `Authored`), so one declaration serves all.
import { array, boolean, enums, integer, literal, nullable, object, optional, refine, string, union, type Infer } from 'superstruct'
import { contentMeta, Email, FaqItem, HttpsUrl, Id, IsoDate, IsoDateTime, Markdown, MediaPath, Money, Phone, Slug, Text } from './common.js'

// superstruct does not export its ObjectSchema type; take it from `object`'s signature.
type Shape = NonNullable<Parameters<typeof object>[0]>

/**
 * Shared fields every content kind has: `updated_at` is when the item last changed, in any locale
 * (a change feed and conditional requests let clients refetch only what changed; docs/content-api.md).
 */
export const commonShared = { updated_at: IsoDateTime }

function entity<S extends Shape, L extends Shape>(kindShared: S, localized: L) {
  const shared = { ...commonShared, ...kindShared }
  const block = object({ slug: Slug, ...localized })
  return {
    shared: object(shared),
    localized: object(localized),
    item: object({ ...contentMeta, ...shared, ...localized }),
    /** The sample API's authoring format: shared fields plus one block per locale the item exists in. */
    authored: object({ id: Id, ...shared, cs: optional(block), en: optional(block) }),
  }
}

export const serviceGroup = entity({ image: nullable(MediaPath), sort: integer() }, { name: Text, perex: Text, body: Markdown })

export const IntroPopup = object({ title: Text, text: Text, cta: Text })

export const service = entity(
  { group_id: Id, image: nullable(MediaPath), sort: integer(), contact_person_ids: array(Id) },
  { name: Text, perex: Text, body: Markdown, faq: array(FaqItem), intro_popup: nullable(IntroPopup) },
)

export const PeopleGroup = union([literal(1), literal(2), literal(3), literal(4)])

export const person = entity(
  {
    group: PeopleGroup,
    firstname: Text,
    lastname: Text,
    degree_before: nullable(string()),
    degree_after: nullable(string()),
    email: nullable(Email),
    phone: nullable(Phone),
    linkedin: nullable(HttpsUrl),
    photo: nullable(MediaPath),
    service_group_ids: array(Id),
    sort: integer(),
  },
  { position: Text, perex: Text, bio: Markdown },
)

export const blogPost = entity({ category_id: Id, author_id: nullable(Id), image: nullable(MediaPath), published_at: IsoDateTime }, { title: Text, perex: Text, body: Markdown, tags: array(Text) })

export const careerPost = entity({ author_id: nullable(Id), image: nullable(MediaPath), published_at: IsoDateTime }, { title: Text, perex: Text, body: Markdown })

export const EmploymentType = enums(['full_time', 'part_time', 'internship', 'contract'])

export const job = entity(
  {
    employment_type: EmploymentType,
    service_group_id: nullable(Id),
    contact_person_id: nullable(Id),
    published_at: IsoDateTime,
    valid_through: nullable(IsoDate),
  },
  { title: Text, location: Text, perex: Text, body: Markdown, tags: array(Text) },
)

export const seminar = entity(
  {
    starts_at: IsoDateTime,
    ends_at: IsoDateTime,
    lecturer_ids: array(Id),
    price: Money,
    capacity: refine(integer(), 'Capacity', (v) => v > 0),
    service_group_id: Id,
    online: boolean(),
    image: nullable(MediaPath),
  },
  { title: Text, perex: Text, body: Markdown, place: object({ name: Text, street: string(), city: Text }) },
)

export const glossaryTerm = entity({ related_ids: array(Id), service_group_id: nullable(Id) }, { title: Text, perex: Text, body: Markdown })

export const Testimonial = object({ quote: Text, author: Text, position: Text })

export const reference = entity(
  { logo: MediaPath, website: nullable(HttpsUrl), service_group_ids: array(Id), is_featured: boolean(), sort: integer() },
  { client: Text, title: Text, perex: Text, body: Markdown, testimonial: nullable(Testimonial) },
)

export const document = entity(
  {
    file: object({ path: MediaPath, size: refine(integer(), 'Size', (v) => v > 0), mime: Text }),
    published_at: IsoDateTime,
  },
  { title: Text, description: Text, category: Text },
)

export const podcastEpisode = entity(
  {
    number: refine(integer(), 'EpisodeNumber', (v) => v > 0),
    published_at: IsoDateTime,
    duration_seconds: refine(integer(), 'Duration', (v) => v > 0),
    audio: MediaPath,
    video_url: nullable(HttpsUrl),
    guest_ids: array(Id),
    image: nullable(MediaPath),
  },
  { title: Text, perex: Text, body: Markdown },
)

export const podcastGuest = entity({ photo: nullable(MediaPath) }, { name: Text, position: Text, company: Text, bio: Markdown })

/**
 * Editorial pages. Most live at /info/{id}/{slug}; a page with `route_key` is the body of that fixed
 * route of the route table instead (about us, time for change, donation fund, career, reliable partner).
 */
export const InfoRouteKey = enums(['about', 'timeForChange', 'donationFund', 'career', 'reliablePartner'])
export const infoPage = entity({ route_key: nullable(InfoRouteKey) }, { title: Text, perex: nullable(string()), body: Markdown })

/** Blog categories come from §7's `GET /api/blog/categories/list`, which has no locale. */
export const BlogCategory = object({
  id: Id,
  translations: array(object({ locale: enums(['cs', 'en']), slug: Slug, name: Text })),
})

export type ServiceGroup = Infer<typeof serviceGroup.item>
export type Service = Infer<typeof service.item>
export type Person = Infer<typeof person.item>
export type BlogPost = Infer<typeof blogPost.item>
export type CareerPost = Infer<typeof careerPost.item>
export type Job = Infer<typeof job.item>
export type Seminar = Infer<typeof seminar.item>
export type GlossaryTerm = Infer<typeof glossaryTerm.item>
export type Reference = Infer<typeof reference.item>
export type DocumentItem = Infer<typeof document.item>
export type PodcastEpisode = Infer<typeof podcastEpisode.item>
export type PodcastGuest = Infer<typeof podcastGuest.item>
export type InfoPage = Infer<typeof infoPage.item>
export type BlogCategory = Infer<typeof BlogCategory>
export type IntroPopup = Infer<typeof IntroPopup>
export type Testimonial = Infer<typeof Testimonial>

/**
 * The sample API's authoring format for an entity: shared fields plus one block per locale the
 * item exists in (an item may exist in one locale only).
 */
export type Authored<E extends { authored: { TYPE: unknown } }> = E['authored']['TYPE']
