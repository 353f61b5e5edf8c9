// The user-actions menu of posts (content spec §2 'Feed post card'): a dropdown on desktop
// and a bottom sheet on touch screens or under 768 px; 224 px wide, at most 320 px high.
// A menu button with arrow-key navigation (Home/End too); Escape, Tab or a click outside
// closes it and focus goes back to the button. The bottom sheet keeps focus inside.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMediaQuery } from '../features/shell/useMediaQuery';
import { MOBILE_MAX_WIDTH } from '../features/shell/shellRules';
import { ActionMenuButton, actionMenuRootClass } from './ActionMenuButton';
import { PageIcon, type PageIconName } from './PageIcon';
import { isTopLayer, pushLayer } from './layers';

export interface ActionMenuItem {
  key: string;
  label: string;
  icon?: PageIconName;
  onSelect: () => void;
  tone?: 'danger';
  disabled?: boolean;
}

export interface ActionMenuProps {
  /** Accessible name of the menu button, e.g. 'More actions for “Title”'. */
  label: string;
  /** Heading of the bottom sheet. */
  title?: string;
  items: ActionMenuItem[];
  /** Content of the button (defaults to a three-dot icon). */
  trigger?: ReactNode;
  className?: string;
  /** Open from the start: a menu whose code loaded on its first opening (ClosedActionMenu until then). */
  defaultOpen?: boolean;
}

function useSheetLayout(): boolean {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH - 1}px)`);
  const coarse = useMediaQuery('(pointer: coarse)');
  return narrow || coarse;
}

export function ActionMenu({ label, title, items, trigger, className, defaultOpen = false }: ActionMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const sheet = useSheetLayout();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const layer = Symbol('menu');
    const popLayer = pushLayer(layer);
    const onPointer = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node;
      if (rootRef.current?.contains(target) || menuRef.current?.contains(target)) return;
      setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isTopLayer(layer)) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey, true);
    const { overflow } = document.body.style;
    if (sheet) document.body.style.overflow = 'hidden';
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
    return () => {
      popLayer();
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey, true);
      if (sheet) document.body.style.overflow = overflow;
    };
  }, [open, sheet]);

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') {
      if (sheet) {
        // The sheet is modal: Tab cycles through its items.
        move(event.shiftKey ? index - 1 : index + 1);
      } else {
        setOpen(false);
      }
    }
  };

  const choose = (item: ActionMenuItem) => {
    setOpen(false);
    // Give focus back first, so a dialog opened by the item returns focus to the button.
    buttonRef.current?.focus();
    item.onSelect();
  };

  const list = (
    <div
      ref={menuRef}
      id={menuId}
      role="menu"
      aria-label={title ?? label}
      className={sheet ? 'action-sheet-menu' : 'menu action-menu'}
      onKeyDown={onMenuKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          className={`menu-item${item.tone === 'danger' ? ' menu-item-danger' : ''}`}
          disabled={item.disabled}
          onClick={() => choose(item)}
        >
          {item.icon ? <PageIcon name={item.icon} /> : null}
          {item.label}
        </button>
      ))}
      {sheet ? (
        <button type="button" role="menuitem" className="menu-item action-sheet-cancel" onClick={() => close()}>
          Cancel
        </button>
      ) : null}
    </div>
  );

  return (
    <div className={actionMenuRootClass(className)} ref={rootRef}>
      <ActionMenuButton
        buttonRef={buttonRef}
        label={label}
        trigger={trigger}
        expanded={open}
        controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onArrowKey={() => setOpen(true)}
      />
      {open && !sheet ? list : null}
      {open && sheet
        ? createPortal(
            <div className="action-sheet-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close(false)}>
              <div className="action-sheet" role="dialog" aria-modal="true" aria-label={title ?? label}>
                <div className="action-sheet-handle" aria-hidden="true" />
                {title ? <p className="action-sheet-title">{title}</p> : null}
                {list}
              </div>
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}

