// The button of the user-actions menus (ui/ActionMenu.tsx), on its own so that a menu whose items
// load on its first opening can be drawn closed without the menu's code.
import type { ReactNode, RefObject } from 'react';
import { Icon } from './Icon';

/**
 * An ActionMenu as it looks closed, for a menu whose items (and their code) load on its first
 * opening: `onOpen` on a click or an arrow key, then the ActionMenu with `defaultOpen` takes its place.
 */
export function ClosedActionMenu({
  label,
  trigger,
  className,
  onOpen,
}: {
  label: string;
  trigger?: ReactNode;
  className?: string;
  onOpen: () => void;
}) {
  return (
    <div className={actionMenuRootClass(className)}>
      <ActionMenuButton label={label} trigger={trigger} expanded={false} onClick={onOpen} onArrowKey={onOpen} />
    </div>
  );
}

export function actionMenuRootClass(className: string | undefined): string {
  return `action-menu-root${className ? ` ${className}` : ''}`;
}

/** The button that opens an ActionMenu. */
export function ActionMenuButton({
  buttonRef,
  label,
  trigger,
  expanded,
  controls,
  onClick,
  onArrowKey,
}: {
  buttonRef?: RefObject<HTMLButtonElement | null>;
  label: string;
  trigger: ReactNode;
  expanded: boolean;
  controls?: string;
  onClick: () => void;
  /** ArrowDown or ArrowUp on the button: opens the menu. */
  onArrowKey: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="icon-button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          onArrowKey();
        }
      }}
    >
      {trigger ?? <Icon name="more" />}
    </button>
  );
}
