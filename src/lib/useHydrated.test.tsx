import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

/** Renders what the hook says, and notes what it said on each render. */
function probe() {
  const seen: boolean[] = [];
  function Probe() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? 'ready' : 'waiting'}</p>;
  }
  return { Probe, seen };
}

describe('useHydrated', () => {
  it('is false in the server markup and while hydrating it, then true, without a mismatch', async () => {
    const { Probe, seen } = probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container).toHaveTextContent('waiting');
    document.body.append(container);
    seen.length = 0;

    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => problems.push(error) }),
    );
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container).toHaveTextContent('ready');
    act(() => root.unmount());
    container.remove();
  });

  it('is true from the first render of a page rendered in the browser', () => {
    const { Probe, seen } = probe();
    const { container } = render(<Probe />);
    expect(seen.every(Boolean)).toBe(true);
    expect(container).toHaveTextContent('ready');
  });
});
