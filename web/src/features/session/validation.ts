// Client-side form checks with the spec's messages. The server applies the same rules and
// its message is shown when it disagrees (e.g. a taken username).

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters long';
export const PASSWORD_MISMATCH_MESSAGE = "Passwords don't match";
export const USERNAME_REQUIRED_MESSAGE = 'Please enter a username';
export const USERNAME_RULES_MESSAGE = 'Username must be 3 to 30 characters: letters, numbers, underscores and hyphens only';
export const MIN_PASSWORD_LENGTH = 8;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;

export function validateEmail(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : EMAIL_MESSAGE;
}

export function validateUsername(username: string): string | null {
  const value = username.trim();
  if (value === '') return USERNAME_REQUIRED_MESSAGE;
  return USERNAME_PATTERN.test(value) ? null : USERNAME_RULES_MESSAGE;
}

export function validateNewPassword(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : PASSWORD_LENGTH_MESSAGE;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORD_MISMATCH_MESSAGE;
}

export const DISPLAY_NAME_MAX = 50;

/** Display name as the server stores it: tags stripped, at most 50 characters. */
export function normaliseDisplayName(input: string): string {
  return input.replace(/<[^>]*>/g, '').trim().slice(0, DISPLAY_NAME_MAX);
}
