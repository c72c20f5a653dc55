import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { getFocusableElements } from '../lib/focus';
import { Icon } from './icon';

/** Props of DisclosureMenu. */
export interface DisclosureMenuProps {
  /** Id of the list the button controls. */
  id: string;
  /** Visible content of the button. */
  label: ReactNode;
  /** Accessible name of the button when its content is not text (e.g. an avatar). */
  buttonLabel?: string;
  buttonClassName?: string;
  /** Side the list lines up with, in reading direction. */
  align?: 'start' | 'end';
  /** The list items; call `close` after following one. */
  children: (close: () => void) => ReactNode;
}

function moveFocus(list: HTMLElement, key: string): boolean {
  const items = getFocusableElements(list);
  const index = items.findIndex((item) => item === document.activeElement);
  const targets: Record<string, HTMLElement | undefined> = {
    ArrowDown: items[(index + 1) % items.length],
    ArrowUp: items[(index - 1 + items.length) % items.length],
    Home: items[0],
    End: items[items.length - 1],
  };
  const target = targets[key];
  target?.focus();
  return target !== undefined;
}

// Clicks or focus outside close the menu, as people expect of a dropdown.
function useCloseOnOutside(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: Event): void => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onPointer);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onPointer);
    };
  }, [open, root, close]);
}

/**
 * A button that shows and hides a list of links (the disclosure navigation pattern): Escape closes and
 * returns focus to the button, arrow keys, Home and End move between the items.
 */
export function DisclosureMenu({
  id,
  label,
  buttonLabel,
  buttonClassName,
  align,
  children,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  useCloseOnOutside(open, root, close);
  useEffect(() => {
    if (open && list.current && pendingFocus.current) moveFocus(list.current, pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      if (
        !open &&
        event.target === button.current &&
        (event.key === 'ArrowDown' || event.key === 'ArrowUp')
      ) {
        pendingFocus.current = event.key === 'ArrowDown' ? 'Home' : 'End';
        setOpen(true);
        event.preventDefault();
      } else if (open && list.current && moveFocus(list.current, event.key)) {
        event.preventDefault();
      }
    }
  };

  return (
    <div className="si-disclosure" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? 'nav-link si-disclosure__button'}
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => {
          setOpen((current) => !current);
        }}
      >
        {label}
        <Icon name="chevronDown" className="si-disclosure__chevron" />
      </button>
      <ul
        ref={list}
        id={id}
        className={`dropdown-menu si-disclosure__menu${open ? ' show' : ''}${align === 'end' ? ' si-disclosure__menu--end' : ''}`}
        hidden={!open}
      >
        {children(close)}
      </ul>
    </div>
  );
}
