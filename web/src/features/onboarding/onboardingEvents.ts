// Ways to open onboarding besides its first showing (content spec §4 'Onboarding'): a custom
// browser event (the shell's 'Personalize my feed' button, My Feed's notice) and Ctrl+Shift+O.
export const OPEN_ONBOARDING_EVENT = 'wc:open-onboarding';

export function openOnboarding(): void {
  window.dispatchEvent(new CustomEvent(OPEN_ONBOARDING_EVENT));
}

/** Ctrl+Shift+O (Cmd+Shift+O on a Mac). */
export function isOnboardingShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'o';
}
