import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PlayerIcon, type PlayerIconName } from './player-icons';

/** One choice of a player menu. */
export interface PlayerMenuOption {
  key: string;
  label: string;
  disabled?: boolean;
}

/** Props of PlayerMenu. */
export interface PlayerMenuProps {
  /** Accessible name of the button and the menu. */
  label: string;
  icon: PlayerIconName;
  options: PlayerMenuOption[];
  selectedKey: string;
  onSelect: (key: string) => void;
  /** Text shown under the options (e.g. why they cannot be chosen). */
  note?: string;
  testId?: string;
}

function focusItem(menu: HTMLElement | null, key: string): void {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  const index = items.findIndex((item) => item === document.activeElement);
  const targets: Record<string, HTMLElement | undefined> = {
    ArrowDown: items[(index + 1) % items.length],
    ArrowUp: items[(index - 1 + items.length) % items.length],
    Home: items[0],
    End: items.at(-1),
  };
  targets[key]?.focus();
}

function useOutsideClose(open: boolean, root: HTMLElement | null, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: Event) => {
      if (!root?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, root, close]);
}

/** A menu button with single-choice items (quality, subtitles): arrows move, Escape closes, focus returns. */
export function PlayerMenu({ label, icon, options, selectedKey, onSelect, note, testId }: PlayerMenuProps) {
  const [open, setOpen] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  useOutsideClose(open, root, () => {
    setOpen(false);
  });
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setOpen(false);
    else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) focusItem(menu.current, event.key);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };
  return (
    <div className="watch-menu" ref={setRoot}>
      <button
        ref={button}
        type="button"
        className="watch-control"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-testid={testId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <PlayerIcon name={icon} />
      </button>
      {open ? (
        <div className="watch-menu__panel">
          <ul
            id={id}
            ref={menu}
            role="menu"
            aria-label={label}
            className="list-unstyled mb-0"
            onKeyDown={onMenuKey}
          >
            {options.map((option) => (
              <li key={option.key} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={option.key === selectedKey}
                  aria-disabled={option.disabled ? true : undefined}
                  tabIndex={-1}
                  className="watch-menu__item"
                  onClick={() => {
                    if (option.disabled) return;
                    onSelect(option.key);
                    close(true);
                  }}
                >
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
          {note ? <p className="watch-menu__note mb-0">{note}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
