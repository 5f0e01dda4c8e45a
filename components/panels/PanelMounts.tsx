// Client panels (spec §2): the default layout has the cookie bar, global modal, intro popup and
// contact form; the simple layout only the cookie bar and the global modal.
import { ConsentPanels } from './ConsentPanels.js'
import { FormPanels } from './FormPanels.js'

export function PanelMounts({ layout }: { layout: 'default' | 'simple' }) {
  return (
    <div className="panel-mounts">
      <ConsentPanels layout={layout} />
      <FormPanels layout={layout} />
    </div>
  )
}
