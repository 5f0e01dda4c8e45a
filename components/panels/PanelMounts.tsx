// Where the client-behaviour layer mounts the cookie bar, intro popup, contact panel and the
// global modal (spec §2: default layout has all, simple layout only cookie bar + modal).
export function PanelMounts({ layout }: { layout: 'default' | 'simple' }) {
  return (
    <div className="panel-mounts">
      <div id="cookie-bar" />
      <div id="global-modal" />
      {layout === 'default' && (
        <>
          <div id="intro-popup" />
          <div id="contact-panel" />
        </>
      )}
    </div>
  )
}
