// A small menu of actions opened beside a point on the screen (a message's button, a long press, the room's button):
// above the scrolling list, so the list's edges never cut it; Escape, a tap elsewhere or an action close it.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './Chats.module.css';

export interface MenuAction { label: string; onSelect: () => void }

/** Where the menu opens: the rectangle of what opened it (a button, or the point pressed). */
export interface MenuAnchor { left: number; right: number; top: number; bottom: number }

export function anchorOf(element: Element): MenuAnchor {
  const { left, right, top, bottom } = element.getBoundingClientRect();
  return { left, right, top, bottom };
}

const GAP = 4;

export function ActionMenu({ anchor, actions, label, onClose }: { anchor: MenuAnchor; actions: MenuAction[]; label: string; onClose: () => void }) {
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  // Below the anchor, or above it when the screen ends; never past the right edge.
  useLayoutEffect(() => {
    const element = menu.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const below = anchor.bottom + GAP + height <= window.innerHeight;
    setPlace({
      left: Math.max(GAP, Math.min(anchor.right - width, window.innerWidth - width - GAP)),
      top: below ? anchor.bottom + GAP : Math.max(GAP, anchor.top - GAP - height),
    });
  }, [anchor]);
  // Once placed (a hidden element takes no focus), the first action has the keyboard.
  const placed = place !== null;
  useEffect(() => {
    if (placed) menu.current?.querySelector('button')?.focus();
  }, [placed]);

  useEffect(() => {
    const away = (event: PointerEvent) => { if (!menu.current?.contains(event.target as Node)) onClose(); };
    const key = (event: KeyboardEvent) => { if (event.key === 'Escape') onClose(); };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', key);
    };
  }, [onClose]);

  const move = (step: number) => {
    const buttons = [...(menu.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div
      ref={menu}
      role="menu"
      aria-label={label}
      className={styles.menu}
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden', left: 0, top: 0 }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') move(1);
        else if (event.key === 'ArrowUp') move(-1);
        else return;
        event.preventDefault();
      }}
    >
      {actions.map((action) => (
        <button key={action.label} type="button" role="menuitem" className={styles.menuItem} onClick={() => { onClose(); action.onSelect(); }}>
          {action.label}
        </button>
      ))}
    </div>
  );
}
