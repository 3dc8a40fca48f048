import { afterEach, describe, expect, it, vi } from 'vitest';

import { onSharedPagesChanged } from '../src/lib/shared-page.ts';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag }));

const SECRET = 'a-shared-secret-of-at-least-32-characters';

async function post(body: unknown, authorization?: string) {
  vi.resetModules();
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  const { POST } = await import('../src/app/cache/revalidate/route.ts');
  return POST(
    new Request('http://127.0.0.1:3000/cache/revalidate', {
      method: 'POST',
      headers: authorization ? { authorization } : {},
      body: JSON.stringify(body),
    }),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  revalidateTag.mockClear();
});

describe('POST /cache/revalidate', () => {
  it('expires the data of each tag at once for the holder of the secret, and the shared pages', async () => {
    const forget = vi.fn();
    onSharedPagesChanged(forget);
    const answer = await post({ tags: ['product:mydlo-lawendowe', 'layout', 'layout'] }, `Bearer ${SECRET}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ revalidated: ['product:mydlo-lawendowe', 'layout'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['product:mydlo-lawendowe', { expire: 0 }],
      ['layout', { expire: 0 }],
    ]);
    expect(forget).toHaveBeenCalledOnce();
  });

  it('is not there for a caller without the secret', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${SECRET}`]) {
      const answer = await post({ tags: ['layout'] }, authorization);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { errorMsgCode: string }).errorMsgCode).toBe('not.found');
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses tags that are not the shape of the shop’s tags', async () => {
    for (const body of [{ tags: [] }, { tags: ['<script>'] }, { tag: 'layout' }, 'layout']) {
      const answer = await post(body, `Bearer ${SECRET}`);
      expect(answer.status).toBe(400);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
