'use server';

import { readApiError } from '../../lib/api/api-error.ts';
import { isSuccess, postAsVisitor } from '../../lib/api/visitor.ts';
import { inquiryText } from '../../messages/inquiry.ts';
import type { InquiryKind, InquiryState } from './fields.ts';
import { INQUIRY_FIELDS } from './fields.ts';

const ENDPOINTS: Record<InquiryKind, string> = { contact: '/api/contact', b2b: '/api/b2b-inquiries' };

function readFieldErrors(params: Record<string, unknown> | undefined): Record<string, string> {
  const fields = params?.fields;
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
    answer = await postAsVisitor(ENDPOINTS[kind], { ...values, website: typeof website === 'string' ? website : '' });
  } catch (error) {
    console.error('The shop API could not be reached for a form', error);
    return { ...previous, status: 'failed', errors: {}, values, message: inquiryText.failed };
  }
  if (isSuccess(answer)) {
    return { status: 'sent', errors: {}, values: {}, message: null, sent: previous.sent + 1 };
  }
  const error = readApiError(answer.body);
  const errors = error.errorMsgCode === 'request.invalid' ? readFieldErrors(error.params) : {};
  if (Object.keys(errors).length > 0) return { ...previous, status: 'invalid', errors, values, message: null };
  const message = error.errorMsgCode === 'unknown.error' ? inquiryText.failed : error.message;
  return { ...previous, status: 'failed', errors: {}, values, message };
}

export async function sendContact(previous: InquiryState, form: FormData): Promise<InquiryState> {
  return send('contact', previous, form);
}

export async function sendB2bInquiry(previous: InquiryState, form: FormData): Promise<InquiryState> {
  return send('b2b', previous, form);
}
