// Client panels (spec §2): the default layout has the cookie bar, global modal, intro popup and
// contact form; the simple layout only the cookie bar and the global modal. Both mount the cart
// panel once the shop is used, and the page guard of protected and guest-only pages.
import { ConsentPanels } from './ConsentPanels.js'
import { FormPanels } from './FormPanels.js'
import { ShopMount } from '../shop/ShopMount.js'

export function PanelMounts({ layout }: { layout: 'default' | 'simple' }) {
  return (
    <div className="panel-mounts">
      <ConsentPanels layout={layout} />
      <FormPanels layout={layout} />
      <ShopMount />
    </div>
  )
}
