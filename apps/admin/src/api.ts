import { HttpError } from 'react-admin';

/** Where the back office's API answers: the same origin, so the session cookie goes along. */
export const ADMIN_API = '/api/admin';

/** What the API answers when it refuses (its Polish message is shown as it is). */
export interface ApiRefusal {
  errorMsgCode: string;
  message: string;
  params?: Record<string, unknown>;
}

/**
 * Calls the back office's API: JSON in and out, the cookie sent along. A refusal
 * becomes an HttpError carrying the API's Polish message and its code (`body`).
 */
export async function callApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const json =
    body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return answerOf<T>(await fetch(`${ADMIN_API}${path}`, { method, credentials: 'same-origin', ...json }));
}

/** Sends a picture's bytes as they are (the API reads what they are from them) and answers the stored picture. */
export async function uploadMedia<T>(file: File): Promise<T> {
  const path = `/media?name=${encodeURIComponent(file.name.slice(0, 200))}`;
  const headers = { 'content-type': file.type || 'application/octet-stream' };
  return answerOf<T>(
    await fetch(`${ADMIN_API}${path}`, { method: 'POST', credentials: 'same-origin', headers, body: file }),
  );
}

async function answerOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = payload as Partial<ApiRefusal> | null;
    throw new HttpError(refusal?.message ?? `HTTP ${response.status}`, response.status, refusal);
  }
  return payload as T;
}

/** The refusal's code, when an error came from the API. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof HttpError ? (error.body as Partial<ApiRefusal> | null)?.errorMsgCode : undefined;
}
