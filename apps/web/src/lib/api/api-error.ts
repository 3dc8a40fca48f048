import { formatMessage } from '@manufaktura/core';

/** An error answer of the shop API, read the same in the browser and on the storefront's server. */
export interface ApiError {
  errorMsgCode: string;
  params?: Record<string, unknown> | undefined;
  /** The Polish text of the code, with its parameters (a coupon's minimum, its dates…). */
  message: string;
}

/** Reads `{ errorMsgCode, params }`; anything else is an `unknown.error`. */
export function readApiError(body: unknown): ApiError {
  const error = (typeof body === 'object' && body !== null ? body : {}) as { errorMsgCode?: unknown; params?: unknown };
  const errorMsgCode = typeof error.errorMsgCode === 'string' ? error.errorMsgCode : 'unknown.error';
  const params =
    typeof error.params === 'object' && error.params !== null ? (error.params as Record<string, unknown>) : undefined;
  return { errorMsgCode, params, message: formatMessage(errorMsgCode, params) };
}
