import { z } from 'zod';
import { emailField, emailPattern } from '../common/fields';
import { messageKeys } from '../validation/message-key';
import { permissionRuleSchema, roleNames } from './permissions';

/** Message keys of the sign-in and sign-up forms (their English texts are the spec's, word for word). */
export const authMessages = { ...messageKeys('auth'), required: messageKeys('common').required } as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: authMessages.emailInvalid, pattern: emailPattern }));

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, authMessages.required).max(254),
  password: z.string().min(1, authMessages.required).max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;
/**
 * The sign-in form checks the address's shape before sending (a typo is said under the field at once);
 * the API keeps `loginSchema`, answering any unknown address with the same 'invalid credentials'.
 */
export const loginFormSchema = loginSchema.extend({ email: emailField });

/** Sign-up fields sent to the API; the confirmation is checked in the form only. */
export const signupSchema = z.object({
  firstName: z.string().trim().min(1, authMessages.firstNameRequired).max(100),
  lastName: z.string().trim().max(100).optional(),
  email,
  password: z.string().min(8, authMessages.signupPasswordMin).max(256),
  promotionalOffers: z.boolean().optional().default(false),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const signupFormSchema = z
  .object({
    firstName: signupSchema.shape.firstName,
    lastName: z.string().trim().max(100),
    email: z
      .string()
      .trim()
      .min(1, authMessages.emailInvalid)
      .pipe(z.email({ message: authMessages.emailInvalid, pattern: emailPattern })),
    password: signupSchema.shape.password,
    confirmPassword: z.string().min(1, authMessages.confirmRequired),
    promotionalOffers: z.boolean(),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordMismatch,
  });

export const refreshSchema = z.object({ refreshToken: z.string().min(1).max(512) });
export const logoutSchema = z.object({ refreshToken: z.string().min(1).max(512).optional() });
export const requestPasswordSchema = z.object({ email });
/** The link in the notice sent to the previous address when an account's e-mail changes. */
export const undoEmailChangeSchema = z.object({ token: z.string().min(1).max(2048) });
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(512),
  password: z.string().min(8, authMessages.signupPasswordMin).max(256),
});

export const roleSchema = z.object({ id: z.string(), name: z.enum(roleNames) });

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  activated: z.boolean(),
  role: roleSchema.nullable(),
  rules: z.array(permissionRuleSchema),
  profilePicture: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ status: z.enum(['up', 'down']), kind: z.enum(['pglite', 'postgres']) }),
});
export type Health = z.infer<typeof healthSchema>;
