'use server';

import { formatMessage } from '@manufaktura/core';
import { cookies } from 'next/headers';

import { postForm } from '../../lib/api/server.ts';
import { pl } from '../../messages/pl.ts';
import { INQUIRY_FIELDS } from './fields.ts';
import type { InquiryKind, InquiryState } from './fields.ts';

const ENDPOINTS: Record<InquiryKind, string> = { contact: '/api/contact', b2b: '/api/b2b-inquiries' };

/** The API's own session cookie (HttpOnly, so only the server can pass it on). */
const SESSION_COOKIE = 'session_id';

function readFieldErrors(body: unknown): Record<string, string> {
  const fields = (body as { params?: { fields?: unknown } } | null)?.params?.fields;
  if (!Array.isArray(fields)) return {};
  const errors: Record<string, string> = {};
  for (const item of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string' && !(item.field in errors)) {
      errors[item.field.replace(/^body\./, '')] = item.message;
    }
  }
  return errors;
}

/**
 * Sends a contact or B2B form to the shop API. It runs for a plain form post
 * without JavaScript too (the page then renders with the returned state), so
 * it answers with what the form shows: field errors with the typed values, a
 * failure message, or "sent".
 */
async function send(kind: InquiryKind, previous: InquiryState, form: FormData): Promise<InquiryState> {
  const values: Record<string, string> = {};
  for (const field of INQUIRY_FIELDS[kind]) {
    const value = form.get(field.name);
    values[field.name] = typeof value === 'string' ? value : '';
  }
  const website = form.get('website');
  let answer;
  try {
    answer = await postForm(
      ENDPOINTS[kind],
      { ...values, website: typeof website === 'string' ? website : '' },
      (await cookies()).get(SESSION_COOKIE)?.value,
    );
  } catch (error) {
    console.error('The shop API could not be reached for a form', error);
    return { ...previous, status: 'failed', errors: {}, values, message: pl.inquiry.failed };
  }
  if (answer.status >= 200 && answer.status < 300) {
    return { status: 'sent', errors: {}, values: {}, message: null, sent: previous.sent + 1 };
  }
  const code = (answer.body as { errorMsgCode?: unknown } | null)?.errorMsgCode;
  const errors = code === 'request.invalid' ? readFieldErrors(answer.body) : {};
  if (Object.keys(errors).length > 0) return { ...previous, status: 'invalid', errors, values, message: null };
  const message = typeof code === 'string' && code !== 'unknown.error' ? formatMessage(code) : pl.inquiry.failed;
  return { ...previous, status: 'failed', errors: {}, values, message };
}

export async function sendContact(previous: InquiryState, form: FormData): Promise<InquiryState> {
  return send('contact', previous, form);
}

export async function sendB2bInquiry(previous: InquiryState, form: FormData): Promise<InquiryState> {
  return send('b2b', previous, form);
}
