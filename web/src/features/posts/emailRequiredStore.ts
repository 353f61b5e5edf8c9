// The dismissible red banner for 'verify your email' answers to votes, likes, saves and
// comments (content spec §8 'Post vote'). One message at a time, shown under the top bar.

let message: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

export function showEmailRequired(text: string): void {
  message = text;
  emit();
}

export function dismissEmailRequired(): void {
  if (message === null) return;
  message = null;
  emit();
}

export function getEmailRequired(): string | null {
  return message;
}

export function subscribeEmailRequired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
