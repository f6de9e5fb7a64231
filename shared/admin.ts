import { z } from 'zod';

/** Administrators (community-and-admin.md §2 "Administrator login", §5, CONVENTIONS.md). */
export const adminMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  signInRequired: 'Administrator sign-in required',
} as const;

export const adminLoginSchema = z.object({
  username: z
    .string({ error: adminMessages.usernameRequired })
    .trim()
    .min(1, { error: adminMessages.usernameRequired })
    .max(100, { error: adminMessages.usernameRequired }),
  password: z
    .string({ error: adminMessages.passwordRequired })
    .min(1, { error: adminMessages.passwordRequired })
    .max(256, { error: adminMessages.passwordRequired }),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** `Admin` of CONVENTIONS.md: never the hash. */
export const adminSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({ admin: adminSchema });
