import { z } from 'zod';

import { addressInput, CREDENTIAL_MAX, FIELD_MAX } from './carts.ts';

/**
 * Names as typed: the rules (first.name.too.long, …) are core's and answered with their codes,
 * so the wire only stops what no form could send.
 */
const name = z.string().max(CREDENTIAL_MAX);

export const registerBody = z
  .strictObject({
    email: z.string().max(CREDENTIAL_MAX),
    password: z.string().max(CREDENTIAL_MAX),
    password_confirmation: z.string().max(CREDENTIAL_MAX).optional(),
    first_name: name.optional(),
    last_name: name.optional(),
  })
  .meta({ id: 'Registration' });

export const registerResponse = z
  .object({
    email: z.string(),
    confirmation_sent: z.boolean().describe('A confirmation link went to the address (valid 48 hours)'),
  })
  .meta({ id: 'RegistrationAccepted' });

export const forgetPasswordBody = z.strictObject({ email: z.string().max(CREDENTIAL_MAX) });

export const forgetPasswordResponse = z
  .object({
    email: z.string(),
    sent: z.literal(true).describe('The same answer whether an account exists or not'),
  })
  .meta({ id: 'PasswordResetRequested' });

export const resetPasswordBody = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().max(CREDENTIAL_MAX),
  password_confirmation: z.string().max(CREDENTIAL_MAX).optional(),
});

const address = z.object({
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  post_code: z.string(),
  city: z.string(),
  phone: z.string(),
  company: z.string(),
  nip: z.string(),
});

export const accountResponse = z
  .object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    has_password: z.boolean().describe('False for an account that signs in with Google only'),
    sign_in_providers: z.array(z.enum(['GOOGLE', 'FACEBOOK'])),
    newsletter: z.boolean().describe('The address receives the newsletter (a confirmed consent)'),
    newsletter_pending: z.boolean().describe('A consent waits for its e-mailed confirmation'),
    loyalty_member: z.boolean(),
    billing: address.nullable(),
    shipping: address.nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Account' });

export const accountUpdateBody = z
  .strictObject({
    first_name: name.optional(),
    last_name: name.optional(),
    phone: z.string().max(FIELD_MAX.phone).optional(),
    newsletter: z.boolean().optional().describe('true: a consent confirmed by e-mail; false: withdrawn at once'),
    loyalty_member: z.boolean().optional(),
    billing: addressInput.nullable().optional().describe('null forgets the saved address'),
    shipping: addressInput.nullable().optional(),
    password: z
      .strictObject({
        current: z.string().max(CREDENTIAL_MAX).optional().describe('Required when the account has a password'),
        new: z.string().max(CREDENTIAL_MAX),
        confirmation: z.string().max(CREDENTIAL_MAX).optional(),
      })
      .optional(),
  })
  .meta({ id: 'AccountUpdate' });

export type RegisterBody = z.infer<typeof registerBody>;
export type AccountResponse = z.infer<typeof accountResponse>;
export type AccountUpdateBody = z.infer<typeof accountUpdateBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
