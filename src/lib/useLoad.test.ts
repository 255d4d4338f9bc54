import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './useLoad';

/** A read the test answers when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  it('is busy until the data arrives, then holds it', async () => {
    const read = deferred<string[]>();
    const load = () => read.promise;
    const { result } = renderHook(() => useLoad(load, 'the list'));

    expect(result.current).toMatchObject({ data: undefined, busy: true, failed: false });
    await act(async () => read.resolve(['a']));
    expect(result.current).toMatchObject({ data: ['a'], busy: false, failed: false, error: undefined });
  });

  it('logs a failed read and reports it, and a retry reads again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('offline');
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(failure).mockResolvedValueOnce(7);
    const { result } = renderHook(() => useLoad(load, 'the count'));

    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(result.current.data).toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Could not load the count', failure);

    act(() => result.current.reload());
    expect(result.current).toMatchObject({ busy: true, failed: false, error: undefined });
    await waitFor(() => expect(result.current.data).toBe(7));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last data while a refresh runs', async () => {
    const reads = [deferred<string>(), deferred<string>()];
    let call = 0;
    const load = () => reads[call++]!.promise;
    const { result } = renderHook(() => useLoad(load, 'the text'));
    await act(async () => reads[0]!.resolve('first'));

    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'first', busy: true });
    await act(async () => reads[1]!.resolve('second'));
    expect(result.current).toMatchObject({ data: 'second', busy: false });
  });

  it("never gives another load's data as this one's while this one runs", async () => {
    const november = deferred<string[]>();
    const october = deferred<string[]>();
    const { result, rerender } = renderHook(({ load }) => useLoad(load, 'the month'), {
      initialProps: { load: () => november.promise },
    });
    await act(async () => november.resolve(['1 November']));
    expect(result.current.data).toEqual(['1 November']);

    rerender({ load: () => october.promise });
    expect(result.current).toMatchObject({ data: undefined, busy: true, failed: false });
    await act(async () => october.resolve([]));
    expect(result.current).toMatchObject({ data: [], busy: false });
  });

  it('never shows a late answer from an earlier load', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useLoad(load, 'the text'), {
      initialProps: { load: () => slow.promise },
    });

    rerender({ load: () => fast.promise });
    await act(async () => fast.resolve('new'));
    await act(async () => slow.resolve('old'));
    expect(result.current.data).toBe('new');
  });

  it('changes the data in place after a write', async () => {
    const load = () => Promise.resolve([1, 2]);
    const { result } = renderHook(() => useLoad(load, 'the numbers'));
    await waitFor(() => expect(result.current.data).toEqual([1, 2]));

    act(() => result.current.update((numbers) => [...numbers, 3]));
    expect(result.current.data).toEqual([1, 2, 3]);
  });
});

describe('useLoad held back', () => {
  it('does not read until it is enabled, and shows as busy meanwhile', async () => {
    const load = vi.fn(async () => 'figures');
    const { result, rerender } = renderHook(({ enabled }) => useLoad(load, 'figures', { enabled }), {
      initialProps: { enabled: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(true);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe('figures'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
