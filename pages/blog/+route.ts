import { routeFor } from '../../renderer/route.js'

// One page for the whole list, its categories and their numbered pages.
export default routeFor('blog', 'blogPage', 'blogCategory', 'blogCategoryPage')
