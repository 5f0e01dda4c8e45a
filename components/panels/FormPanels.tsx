// Global modal and contact panel (issue: client behaviour). Mount points until then.
export function FormPanels({ layout }: { layout: 'default' | 'simple' }) {
  return (
    <>
      <div id="global-modal" />
      {layout === 'default' && <div id="contact-panel" />}
    </>
  )
}
