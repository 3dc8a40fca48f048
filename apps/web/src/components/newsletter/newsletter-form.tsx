'use client';

import { UI_TEXT_PL, validateNewsletterForm } from '@manufaktura/core';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';

import { shopApi } from '../../lib/api/client.ts';
import { newsletterText } from '../../messages/newsletter.ts';
import Link from '../ui/link.tsx';
import styles from './newsletter-form.module.css';

type Status = 'idle' | 'submitting' | 'success' | 'failure';

/** Newsletter sign-up (spec §4, §5): idle → submitting (progress bar) → success or failure. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const [status, setStatus] = useState<Status>('idle');
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'submitting') return;
    const found = validateNewsletterForm({ email, consent });
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.consent) return consentRef.current?.focus();

    setStatus('submitting');
    const result = await shopApi.subscribe(email);
    if (result.ok) {
      setStatus('success');
      setEmail('');
      setConsent(false);
    } else {
      setStatus('failure');
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={status === 'submitting'}>
      <div className={styles.row}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          {newsletterText.emailLabel}
        </label>
        <input
          ref={emailRef}
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          className={styles.input}
          placeholder={newsletterText.emailPlaceholder}
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status === 'success' || status === 'failure') setStatus('idle');
          }}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={status === 'submitting'}>
          {newsletterText.submit}
        </button>
      </div>
      {errors.email && (
        <p id="newsletter-email-error" className={styles.error}>
          {errors.email}
        </p>
      )}
      <div className={styles.consent}>
        <input
          ref={consentRef}
          id="newsletter-consent"
          type="checkbox"
          checked={consent}
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'newsletter-consent-error' : undefined}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor="newsletter-consent">
          {newsletterText.consentBefore}
          <Link href="/polityka-prywatnosci">{newsletterText.consentPrivacy}</Link>
          {newsletterText.consentMiddle}
          <Link href="/regulamin-newsletter">{newsletterText.consentTerms}</Link>
          {newsletterText.consentAfter}
        </label>
      </div>
      {errors.consent && (
        <p id="newsletter-consent-error" className={styles.error}>
          {errors.consent}
        </p>
      )}
      {status === 'submitting' && <progress className={styles.progress} aria-label={newsletterText.submitting} />}
      <div aria-live="polite" className={styles.result}>
        {status === 'success' && <p className={styles.success}>{UI_TEXT_PL.newsletterSuccess}</p>}
        {status === 'failure' && (
          <p className={styles.failure} role="alert">
            {UI_TEXT_PL.newsletterFailure}
          </p>
        )}
      </div>
    </form>
  );
}
