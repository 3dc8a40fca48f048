import { z } from 'zod';

/** The body of every non-2xx answer (ARCHITECTURE.md, "Errors"). */
export const errorResponse = z
  .object({
    errorMsgCode: z.string().describe('Dotted code, e.g. coupon.expired'),
    message: z.string().describe('Polish text for the code'),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'Error' });
