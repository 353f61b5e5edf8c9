// 'Choose Avatar Color' (content spec §2): a 4-column grid of the 24 named preset colours.
import { Modal } from '../../ui/Modal';

export interface AvatarColorOption {
  readonly name: string;
  readonly hex: string;
}

export function AvatarColorDialog({
  open,
  colors,
  value,
  onPick,
  onClose,
}: {
  open: boolean;
  colors: readonly AvatarColorOption[];
  value: string;
  onPick: (hex: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="Choose Avatar Color" onClose={onClose} size="small">
      <div className="avatar-color-grid" role="group" aria-label="Avatar colours">
        {colors.map((color) => {
          const selected = color.hex.toLowerCase() === value.toLowerCase();
          return (
            <button
              key={color.hex}
              type="button"
              className={`avatar-color-option${selected ? ' selected' : ''}`}
              aria-pressed={selected}
              onClick={() => {
                onPick(color.hex);
                onClose();
              }}
            >
              <span className="avatar-color-swatch" style={{ background: color.hex }} aria-hidden="true" />
              <span>{color.name}</span>
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
