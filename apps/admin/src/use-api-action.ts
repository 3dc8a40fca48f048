import { useNotify, useRefresh } from 'react-admin';

import { callApi } from './api.ts';

/**
 * Calls the back office's API for an action on the page (ship, record stock, send an invitation)
 * and shows its outcome: `success` (with its arguments) and the page read again, or the API's
 * Polish refusal. Resolves to the answer, or undefined when it was refused.
 */
export function useApiAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async <T>(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: object | undefined,
    success: string | ((answer: T) => { message: string; args?: Record<string, unknown> }),
  ): Promise<T | undefined> => {
    try {
      const answer = await callApi<T>(method, path, body);
      const { message, args } = typeof success === 'string' ? { message: success, args: undefined } : success(answer);
      notify(message, { type: 'success', ...(args ? { messageArgs: args, autoHideDuration: null } : {}) });
      refresh();
      return answer;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return undefined;
    }
  };
}
