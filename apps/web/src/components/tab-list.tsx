import { useRef, type KeyboardEvent } from 'react';

interface TabListProps<T extends string> {
  ids: readonly T[];
  selected: T;
  onSelect: (id: T) => void;
  /** Accessible name of the list. */
  label: string;
  /** Prefix of each tab's element id (`${idPrefix}-${id}`), which the panel names as its label. */
  idPrefix: string;
  panelId: string;
  labelOf: (id: T) => string;
}

/** Which tab an arrow, Home or End key moves to from `index`; mirrored on a right-to-left page. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: count - 1 - index }[key];
  if (step === undefined) return undefined;
  const mirrored = document.documentElement.dir === 'rtl' && (key === 'ArrowRight' || key === 'ArrowLeft');
  return (index + (mirrored ? -step : step) + count) % count;
}

/** A WAI-ARIA tab list: one tab in the tab order, arrow keys (mirrored right-to-left), Home and End move. */
export function TabList<T extends string>(props: TabListProps<T>) {
  const { ids, selected, onSelect } = props;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, ids.length);
    const id = next === undefined ? undefined : ids[next];
    if (next === undefined || id === undefined) return;
    event.preventDefault();
    onSelect(id);
    buttons.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={props.label} className="nav nav-tabs flex-nowrap overflow-auto mb-3">
      {ids.map((id, index) => (
        <button
          key={id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${props.idPrefix}-${id}`}
          aria-selected={selected === id}
          aria-controls={props.panelId}
          tabIndex={selected === id ? 0 : -1}
          className={`nav-link text-nowrap${selected === id ? ' active' : ''}`}
          onClick={() => {
            onSelect(id);
          }}
          onKeyDown={(event) => {
            onKey(event, index);
          }}
        >
          {props.labelOf(id)}
        </button>
      ))}
    </div>
  );
}
