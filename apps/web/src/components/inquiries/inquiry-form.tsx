'use client';

import { validateB2bInquiry, validateContactInquiry } from '@manufaktura/core';
import type { FormEvent } from 'react';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';

import { inquiryText } from '../../messages/inquiry.ts';
import outcome from '../newsletter/newsletter-form.module.css';
import Link from '../ui/link.tsx';
import { sendB2bInquiry, sendContact } from './actions.ts';
import type { FieldSpec, InquiryKind } from './fields.ts';
import { INITIAL_INQUIRY_STATE, INQUIRY_FIELDS } from './fields.ts';
import styles from './inquiry-form.module.css';

const FORMS = {
  contact: { action: sendContact, validate: validateContactInquiry, texts: inquiryText.contact },
  b2b: { action: sendB2bInquiry, validate: validateB2bInquiry, texts: inquiryText.b2b },
} as const;

/**
 * The contact and B2B forms. Without JavaScript they post to a Server Action
 * and the page comes back with the outcome. With it, core's rule checks the
 * fields first (inline Polish errors, focus on the first wrong field) and the
 * same action sends what passes.
 */
export function InquiryForm({ kind }: { kind: InquiryKind }) {
  const { action, validate, texts } = FORMS[kind];
  const [state, formAction, pending] = useActionState(action, INITIAL_INQUIRY_STATE);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const fields = INQUIRY_FIELDS[kind];
  const errors = clientErrors ?? state.errors;
  const errorCount = Object.keys(errors).length;
  const id = (name: string) => `${kind}-${name}`;

  function focusFirstInvalid(found: Record<string, string>) {
    const first = fields.find((field) => found[field.name]);
    if (first) document.getElementById(id(first.name))?.focus();
  }

  useEffect(() => {
    if (state.status === 'invalid') focusFirstInvalid(state.errors);
    else if (state.status === 'sent' || state.status === 'failed') resultRef.current?.focus();
    // Only a new answer from the server moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '')]));
    const check = validate(values);
    if (!check.ok) {
      const found: Record<string, string> = {};
      for (const error of check.errors) found[error.field] ??= error.message;
      setClientErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setClientErrors(null);
    startTransition(() => formAction(data));
  }

  return (
    <form
      key={state.sent}
      action={formAction}
      onSubmit={submit}
      noValidate
      className={styles.form}
      aria-busy={pending}
      aria-describedby={`${kind}-privacy`}
    >
      {errorCount > 0 && (
        <p className={styles.summary} role="alert">
          {inquiryText.fixErrors(errorCount)}
        </p>
      )}
      <div className={styles.fields}>
        {fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            id={id(field.name)}
            error={errors[field.name]}
            defaultValue={state.values[field.name] ?? ''}
          />
        ))}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={id('website')}>{inquiryText.honeypot}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p id={`${kind}-privacy`} className={styles.privacy}>
        {inquiryText.privacyBefore}
        <Link href="/polityka-prywatnosci">{inquiryText.privacyLink}</Link>
        {inquiryText.privacyAfter}
      </p>
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? inquiryText.sending : texts.submit}
      </button>
      <div ref={resultRef} tabIndex={-1} className={`${outcome.result} ${styles.result}`}>
        {state.status === 'sent' && (
          <p className={outcome.success} role="status">
            {texts.sent}
          </p>
        )}
        {state.status === 'failed' && state.message && (
          <p className={outcome.failure} role="alert">
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}

function Field({
  field,
  id,
  error,
  defaultValue,
}: {
  field: FieldSpec;
  id: string;
  error?: string;
  defaultValue: string;
}) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: styles.control,
  } as const;
  return (
    <div className={field.kind === 'textarea' ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}{' '}
        <span className={styles.marker}>({field.required ? inquiryText.required : inquiryText.optional})</span>
      </label>
      {field.hint && (
        <p id={hintId} className={styles.hint}>
          {field.hint}
        </p>
      )}
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={7} maxLength={field.maxLength} />
      ) : field.kind === 'select' ? (
        <select {...common}>
          <option value="">{field.placeholder}</option>
          {Object.entries(field.options ?? {}).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          inputMode={field.name === 'nip' ? 'numeric' : undefined}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
