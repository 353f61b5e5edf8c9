// The single route table of the /api contract.
import type { Route } from './router.ts';
import * as auth from './handlers/auth.ts';
import * as account from './handlers/account.ts';

export const routes: Route[] = [
  ['POST', '/auth/register', auth.registerHandler],
  ['POST', '/auth/login', auth.loginHandler],
  ['POST', '/auth/logout', auth.logoutHandler],
  ['POST', '/auth/magic-link', auth.magicLinkHandler],
  ['POST', '/auth/verify-magic-link', auth.verifyMagicLinkHandler],
  ['GET', '/auth/verify-magic-link', auth.verifyMagicLinkGetHandler],
  ['POST', '/auth/verify-email', auth.verifyEmailHandler],
  ['POST', '/auth/resend-verification', auth.resendVerificationHandler],
  ['POST', '/auth/set-password', auth.setPasswordHandler],
  ['POST', '/auth/request-password-setup', auth.requestPasswordSetupHandler],
  ['POST', '/auth/setup-password', auth.setupPasswordHandler],
  ['POST', '/auth/forgot-password', auth.forgotPasswordHandler],
  ['POST', '/auth/reset-password', auth.resetPasswordHandler],
  ['POST', '/auth/validate-token', auth.validateTokenHandler],
  ['GET', '/auth/me', auth.meHandler],
  ['GET', '/settings', account.getSettingsHandler],
  ['PUT', '/settings', account.updateSettingsHandler],
  ['PUT', '/username/update', account.updateUsernameHandler],
  ['GET', '/username/search', account.searchUsernameHandler],
];
