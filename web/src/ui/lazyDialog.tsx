// Dialogs whose code loads the first time they open: a reader who never edits, reports or
// bans downloads none of it (the home feed renders a menu on every card, with its dialogs).
import { createElement, Suspense, type ComponentType } from 'react';
import { lazyPart } from './lazyPart';

/**
 * The dialog `load` resolves to, loaded when first shown. A dialog with an `open` prop renders
 * nothing (and loads nothing) while it is false; one mounted only while open loads when
 * mounted. Nothing is shown during the moment its code takes to arrive.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazyPart(load);
  function LazyDialog(props: P) {
    if ('open' in props && props.open === false) return null;
    return <Suspense fallback={null}>{createElement(Dialog, props)}</Suspense>;
  }
  return LazyDialog;
}
