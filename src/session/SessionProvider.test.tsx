import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcePageHydrated, startPageHydration } from '../lib/pageHydration';
import { createTestBackend } from '../test/backend';
import { useSession } from './session';
import { SessionProvider } from './SessionProvider';
import { writeSessionHint } from './sessionHint';

function Greeting() {
  const { hint } = useSession();
  return <p>{hint ? `Hello ${hint.name}` : 'Login/Signup'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionProvider', () => {
  it("passes a returning user's hint on at once on a page rendered in the browser", () => {
    writeSessionHint({ name: 'Rahul Kumar' });
    render(
      <SessionProvider load={createTestBackend}>
        <Greeting />
      </SessionProvider>,
    );
    expect(screen.getByText('Hello Rahul Kumar')).toBeInTheDocument();
  });

  it('holds the hint and the backend back while a prerendered page hydrates', async () => {
    vi.useFakeTimers();
    writeSessionHint({ name: 'Rahul Kumar' });
    const load = vi.fn(createTestBackend);
    startPageHydration();
    render(
      <SessionProvider load={load}>
        <Greeting />
      </SessionProvider>,
    );
    // An update reaching the page before it has hydrated would swap it for a spinner.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('Login/Signup')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    act(announcePageHydrated);
    expect(screen.getByText('Hello Rahul Kumar')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(load).toHaveBeenCalledOnce();
  });
});
