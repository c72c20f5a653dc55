import { useRef, type KeyboardEvent } from 'react';

/** One tab: its id and label. */
export interface TabDefinition<T extends string> {
  id: T;
  label: string;
}

/** Props of Tabs. */
export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabDefinition<T>[];
  active: T;
  onSelect: (id: T) => void;
}

/** The ARIA tabs pattern: one tab in the Tab order, arrow keys (mirrored in RTL by order) move between tabs. */
export function Tabs<T extends string>({ label, tabs, active, onSelect }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const backward = event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (!forward && !backward) return;
    event.preventDefault();
    const next = tabs[(index + (forward ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div className="nav nav-tabs mb-3" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) refs.current.set(tab.id, element);
          }}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-controls={`tabpanel-${tab.id}`}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          className={`nav-link${tab.id === active ? ' active' : ''}`}
          onClick={() => {
            onSelect(tab.id);
          }}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
