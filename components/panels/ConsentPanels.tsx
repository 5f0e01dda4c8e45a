// Cookie bar and intro popup (issue: client behaviour). Mount points until then.
export function ConsentPanels({ layout }: { layout: 'default' | 'simple' }) {
  return (
    <>
      <div id="cookie-bar" />
      {layout === 'default' && <div id="intro-popup" />}
    </>
  )
}
