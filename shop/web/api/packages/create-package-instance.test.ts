import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PackageInstance } from '../../../contract/packages';
import { queryKeys } from '../query-keys';
import { packageInstanceAnswer, requestPackageInstanceEarly } from './create-package-instance';

const built: PackageInstance = {
  uuid: 'package-1',
  name: 'Eight products',
  subject: { uuid: 'subject-1', name: 'Emma', group: false },
  allowSubjectChange: true,
  price: { amount: 149_900, currency: 'NOK' },
  packageItems: [],
};

/**
 * The browser's fetch, answering each package call in turn; it records the URLs asked for. The
 * picture sets, asked for beside the package, answer none; the user is not signed in.
 */
function serverAnswering(...answers: { status: number; body: unknown }[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    if (url.endsWith('/picture-sets'))
      return Promise.resolve(new Response(JSON.stringify({ pictureSets: [] }), { status: 200 }));
    if (url.endsWith('/user'))
      return Promise.resolve(
        new Response(JSON.stringify({ error: 'Not signed in' }), { status: 401 }),
      );
    asked.push(url);
    const answer = answers.shift() ?? { status: 500, body: { error: 'no more answers' } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the package asked for as the route starts', () => {
  it('asks for the picture sets beside it, into the query cache the page reads', async () => {
    serverAnswering({ status: 200, body: built });
    const queryClient = new QueryClient();
    requestPackageInstanceEarly(queryClient, 'package-1');
    await packageInstanceAnswer('package-1');
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.pictureSets)).toEqual([]));
  });

  it('is the page’s answer, taken once: a later visit asks again', async () => {
    const asked = serverAnswering({ status: 200, body: built }, { status: 200, body: built });
    requestPackageInstanceEarly(new QueryClient(), 'package-1');
    expect(await packageInstanceAnswer('package-1')).toEqual(built);
    expect(asked).toHaveLength(1);
    expect(await packageInstanceAnswer('package-1')).toEqual(built);
    expect(asked).toHaveLength(2);
  });

  it('is asked again when the early request was refused (not signed in yet)', async () => {
    const asked = serverAnswering(
      { status: 401, body: { error: 'Not signed in' } },
      { status: 200, body: built },
    );
    requestPackageInstanceEarly(new QueryClient(), 'package-1');
    expect(await packageInstanceAnswer('package-1')).toEqual(built);
    expect(asked).toHaveLength(2);
  });

  it('is not taken once it is old: the page asks for a fresh one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const asked = serverAnswering({ status: 200, body: built }, { status: 200, body: built });
    requestPackageInstanceEarly(new QueryClient(), 'package-1');
    vi.setSystemTime(Date.now() + 60_000);
    expect(await packageInstanceAnswer('package-1')).toEqual(built);
    expect(asked).toHaveLength(2);
  });
});
