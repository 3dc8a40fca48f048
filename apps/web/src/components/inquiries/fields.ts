import { B2B_VOLUMES, CONTACT_TOPICS, INQUIRY_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@manufaktura/core';

import { inquiryText } from '../../messages/inquiry.ts';

export type InquiryKind = 'contact' | 'b2b';

/** What the form shows after a submission; `sent` counts successes so the form can start afresh. */
export interface InquiryState {
  status: 'idle' | 'sent' | 'invalid' | 'failed';
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  sent: number;
}

export const INITIAL_INQUIRY_STATE: InquiryState = { status: 'idle', errors: {}, values: {}, message: null, sent: 0 };

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'select' | 'textarea';
  required: boolean;
  autoComplete?: string;
  hint?: string;
  maxLength?: number;
  /** For selects: value → label; `placeholder` is the empty first option. */
  options?: Record<string, string>;
  placeholder?: string;
}

const c = inquiryText.contact;
const b = inquiryText.b2b;

/** The fields of each form, in order; core's rules (validateContactInquiry, validateB2bInquiry) say what is valid. */
export const INQUIRY_FIELDS: Record<InquiryKind, FieldSpec[]> = {
  contact: [
    { name: 'name', label: c.name, kind: 'text', required: true, autoComplete: 'name', maxLength: NAME_MAX_LENGTH },
    { name: 'email', label: c.email, kind: 'email', required: true, autoComplete: 'email' },
    {
      name: 'topic',
      label: c.topic,
      kind: 'select',
      required: true,
      options: CONTACT_TOPICS,
      placeholder: c.topicPlaceholder,
    },
    { name: 'message', label: c.message, kind: 'textarea', required: true, maxLength: INQUIRY_MESSAGE_MAX_LENGTH },
  ],
  b2b: [
    {
      name: 'company',
      label: b.company,
      kind: 'text',
      required: true,
      autoComplete: 'organization',
      maxLength: NAME_MAX_LENGTH * 2,
    },
    { name: 'nip', label: b.nip, kind: 'text', required: true, hint: b.nipHint },
    { name: 'name', label: b.name, kind: 'text', required: true, autoComplete: 'name', maxLength: NAME_MAX_LENGTH },
    { name: 'email', label: b.email, kind: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: b.phone, kind: 'tel', required: true, autoComplete: 'tel' },
    {
      name: 'volume',
      label: b.volume,
      kind: 'select',
      required: false,
      options: B2B_VOLUMES,
      placeholder: b.volumePlaceholder,
    },
    {
      name: 'message',
      label: b.message,
      kind: 'textarea',
      required: true,
      hint: b.messageHint,
      maxLength: INQUIRY_MESSAGE_MAX_LENGTH,
    },
  ],
};
