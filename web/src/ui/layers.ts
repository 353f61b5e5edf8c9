// Open dialogs and menus, stacked: only the top one answers Escape and Tab (a confirm over the
// composer, a menu over the page). Apart from Modal.tsx, so menus that are always on screen (the
// notification bell, the post menus) use it without bringing the dialog's code along.

/** Open layers, bottom first; only the last one handles the keyboard. */
const openStack: symbol[] = [];

export function isTopLayer(id: symbol): boolean {
  return openStack[openStack.length - 1] === id;
}

export function pushLayer(id: symbol): () => void {
  openStack.push(id);
  return () => {
    const index = openStack.lastIndexOf(id);
    if (index >= 0) openStack.splice(index, 1);
  };
}
