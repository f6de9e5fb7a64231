import { commonPasswordMessage, isCommonPassword } from '../auth/common-passwords';

/** Longer than a user's minimum: an administrator's account opens every beach and every post. */
export const minAdminPasswordLength = 8;

/**
 * Why an administrator's password (`npm run admin -- create`, ADMIN_PASSWORD at start-up) is
 * refused, or null when it is fine. Neither goes through a route, so the rule is checked here.
 */
export function adminPasswordProblem(password: string | undefined): string | null {
  if (!password || password.length < minAdminPasswordLength)
    return `The password must be at least ${minAdminPasswordLength} characters`;
  if (isCommonPassword(password)) return commonPasswordMessage;
  return null;
}
