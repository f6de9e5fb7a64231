import { z } from 'zod';
import { signInCaptchaSchema } from './auth';
import { requiredText } from './form-fields';

/**
 * Administrators: the sign-in form's rules and who is signed in to the back office. Apart from the
 * back office's calls (admin.ts), so that the sign-in page starts without the catalogue's schemas.
 */
export const adminMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  signInRequired: 'Administrator sign-in required',
} as const;

export const adminLoginSchema = z.object({
  username: requiredText(adminMessages.usernameRequired, 100, adminMessages.usernameRequired),
  password: z
    .string({ error: adminMessages.passwordRequired })
    .min(1, { error: adminMessages.passwordRequired })
    .max(256, { error: adminMessages.passwordRequired }),
  captcha: signInCaptchaSchema,
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** An administrator as the API sends one: never the hash. */
export const adminSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({ admin: adminSchema });

/** Who is signed in to the back office: `admin: null` for anyone else. */
export const adminSessionResponseSchema = z.object({ admin: adminSchema.nullable() });
