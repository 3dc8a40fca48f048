'use client';

import type { ReactNode } from 'react';
import { useActionState, useEffect, useRef } from 'react';

import { loginAnswered, loginSubmitted, trackEvent } from '../../lib/analytics.ts';
import { accountText as text } from '../../messages/account.ts';
import styles from './account.module.css';
import type { AccountField, AccountFormState } from './form-state.ts';
import { INITIAL_ACCOUNT_FORM } from './form-state.ts';

/** GA4's `method` of the shop's own accounts (Google and Facebook sign in through the cart store). */
const EMAIL_METHOD = 'email';

interface AccountFormProps {
  /** Names the form's ids, so several forms live on one page. */
  id: string;
  action: (previous: AccountFormState, form: FormData) => Promise<AccountFormState>;
  fields: AccountField[];
  submit: string;
  /** A second submit button (e.g. "usuń adres"), sent as `name`. */
  secondary?: { name: string; label: string };
  /** What a success tells analytics: an account made (`sign_up`) or a sign-in (`login`). */
  event?: 'sign_up' | 'login';
  children?: ReactNode;
}

/**
 * One of the account pages' forms. It posts to a Server Action, so it works
 * without JavaScript (the page comes back with the outcome); with JavaScript
 * the same action answers in place. The outcome is announced, and a failure
 * marks and focuses the field it is about.
 */
export function AccountForm({ id, action, fields, submit, secondary, event, children }: AccountFormProps) {
  const [state, formAction, pending] = useActionState(action, INITIAL_ACCOUNT_FORM);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const fieldId = (name: string) => `${id}-${name}`;

  useEffect(() => {
    if (state.status === 'done' && event === 'sign_up') trackEvent('sign_up', { method: EMAIL_METHOD });
    // A successful sign-in redirects to the account page, which reports it.
    if (state.status === 'failed' && event === 'login') loginAnswered(false);
    // Only a new answer counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  useEffect(() => {
    if (state.status === 'idle') return;
    const invalid = state.field ? document.getElementById(fieldId(state.field)) : null;
    (invalid ?? outcomeRef.current)?.focus();
    // Only a new answer moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  return (
    <form
      key={state.sent}
      action={formAction}
      onSubmit={event === 'login' ? () => loginSubmitted(EMAIL_METHOD) : undefined}
      className={styles.form}
      aria-busy={pending}
      noValidate
    >
      {children}
      {fields.map((field) => {
        const name = fieldId(field.name);
        const invalid = state.field === field.name;
        const value = state.values[field.name] ?? field.initial ?? '';
        if (field.type === 'hidden') return <input key={field.name} type="hidden" name={field.name} value={value} />;
        if (field.type === 'checkbox')
          return (
            <div key={field.name} className={styles.check}>
              <input id={name} type="checkbox" name={field.name} defaultChecked={value === 'on'} />
              <label htmlFor={name}>{field.label}</label>
              {field.hint && <p className={styles.hint}>{field.hint}</p>}
            </div>
          );
        const described = [field.hint ? `${name}-hint` : null, invalid ? `${id}-outcome` : null].filter(Boolean);
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={name}>{field.label}</label>
            <input
              id={name}
              name={field.name}
              type={field.type ?? 'text'}
              defaultValue={value}
              autoComplete={field.autoComplete}
              required={field.required}
              maxLength={field.maxLength}
              aria-invalid={invalid || undefined}
              aria-describedby={described.join(' ') || undefined}
            />
            {field.hint && (
              <p id={`${name}-hint`} className={styles.hint}>
                {field.hint}
              </p>
            )}
          </div>
        );
      })}
      {state.message && (
        <p
          id={`${id}-outcome`}
          ref={outcomeRef}
          tabIndex={-1}
          role={state.status === 'failed' ? 'alert' : 'status'}
          className={state.status === 'failed' ? styles.failed : styles.done}
        >
          {state.message}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? text.working : submit}
        </button>
        {secondary && (
          <button type="submit" name={secondary.name} value="1" className="button button-outline" disabled={pending}>
            {secondary.label}
          </button>
        )}
      </div>
    </form>
  );
}
