/** What an account form shows after its Server Action answered (with or without JavaScript). */
export interface AccountFormState {
  status: 'idle' | 'done' | 'failed';
  /** The outcome in Polish: a confirmation, or why it failed. */
  message: string | null;
  /** The field the failure is about, marked invalid and focused. */
  field: string | null;
  /** What was typed, to fill the form again after a failure (passwords never). */
  values: Record<string, string>;
  /** Successful submissions so far: a new one resets the form. */
  sent: number;
}

export const INITIAL_ACCOUNT_FORM: AccountFormState = {
  status: 'idle',
  message: null,
  field: null,
  values: {},
  sent: 0,
};

/** A field of an account form. */
export interface AccountField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'checkbox' | 'hidden';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  /** The value shown first (a checkbox: 'on' when ticked). */
  initial?: string;
  maxLength?: number;
}

/** The field an API error code is about (spec §8 codes), so the form can mark it. */
export function fieldOfCode(code: string): string | null {
  if (code.startsWith('email.')) return 'email';
  if (code === 'password.mismatch') return 'password_confirmation';
  if (code.startsWith('password.')) return 'password';
  if (code === 'first.name.too.long') return 'first_name';
  if (code === 'last.name.too.long') return 'last_name';
  return null;
}

/** A new password and its repetition, as registration, reset and the account page ask for them. */
export function newPasswordFields(labels: { password: string; repeat: string; hint?: string }): AccountField[] {
  return [
    {
      name: 'password',
      label: labels.password,
      type: 'password',
      autoComplete: 'new-password',
      required: true,
      ...(labels.hint ? { hint: labels.hint } : {}),
    },
    {
      name: 'password_confirmation',
      label: labels.repeat,
      type: 'password',
      autoComplete: 'new-password',
      required: true,
    },
  ];
}
