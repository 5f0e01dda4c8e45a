import { routeFor } from '../../renderer/route.js'

export default routeFor('podcastGuests', 'podcastGuestsPage')
