import { z } from 'zod';

/**
 * Every field is an optional string of bounded length: what it must contain
 * is core's rule (validateContactInquiry, validateB2bInquiry), which answers
 * in Polish, field by field, the same way the form does.
 */
const field = (max: number) => z.string().max(max).nullish();

/** The honeypot: hidden from people, so anything in it comes from a bot. */
const website = field(500).describe('Leave empty');

export const contactBody = z
  .object({
    name: field(500),
    email: field(500),
    topic: field(100),
    message: field(20_000),
    website,
  })
  .meta({ id: 'ContactMessage' });

export const b2bBody = z
  .object({
    company: field(1000),
    nip: field(100),
    name: field(500),
    email: field(500),
    phone: field(100),
    volume: field(100),
    message: field(20_000),
    website,
  })
  .meta({ id: 'B2bInquiry' });

export const inquiryReceived = z
  .object({ received: z.literal(true) })
  .meta({ id: 'InquiryReceived', description: 'Stored and passed on to the shop by e-mail' });
