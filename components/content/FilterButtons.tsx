// Toggle buttons of a sidebar filter (spec §2 "filtered lists with a sidebar filter"): one
// "all" button plus one per option; the pressed one carries aria-pressed.
export type FilterOption = { value: string; label: string }

export function FilterButtons({
  label,
  allLabel,
  options,
  selected,
  onSelect,
}: {
  label: string
  allLabel: string
  options: FilterOption[]
  selected: string | null
  onSelect: (value: string | null) => void
}) {
  return (
    <div className="filter" role="group" aria-label={label}>
      <button type="button" className="filter__button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {allLabel}
      </button>
      {options.map((o) => (
        <button key={o.value} type="button" className="filter__button" aria-pressed={selected === o.value} onClick={() => onSelect(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  )
}
