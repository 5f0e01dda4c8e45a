import { routeFor } from '../../renderer/route.js'

export default routeFor('seminars', 'seminarsPage')
