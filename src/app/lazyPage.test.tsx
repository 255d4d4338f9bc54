import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, preloadPage } from './lazyPage';

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? (
      <p>{`${this.state.error.name}: ${this.state.error.message}`}</p>
    ) : (
      this.props.children
    );
  }
}

function show(Page: React.ComponentType) {
  render(
    <Catch>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </Catch>,
  );
}

describe('lazyPage', () => {
  it('renders the named export once its chunk arrives', async () => {
    const Page = lazyPage(async () => ({ AboutPage: () => <h1>About us</h1> }), 'AboutPage');
    show(Page);
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });

  it('turns a failed chunk into a ChunkLoadError', async () => {
    const Page = lazyPage(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'X' as never,
    );
    show(Page);
    expect(await screen.findByText(/^ChunkLoadError: Failed to fetch/)).toBeInTheDocument();
  });

  it('gives up on a chunk that takes longer than the timeout', async () => {
    const Page = lazyPage(() => new Promise<never>(() => undefined), 'X' as never, 20);
    show(Page);
    expect(
      await screen.findByText('ChunkLoadError: Loading the page timed out after 20 ms'),
    ).toBeInTheDocument();
    expect(new ChunkLoadError('x').name).toBe('ChunkLoadError');
  });

  it('fetches a preloaded page once: the render takes the chunk already asked for', async () => {
    const load = vi.fn(async () => ({ AboutPage: () => <h1>About us</h1> }));
    const Page = lazyPage(load, 'AboutPage');
    preloadPage(<Page />);
    preloadPage(<Page />);
    expect(load).toHaveBeenCalledTimes(1);
    show(Page);
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed preload, so the page can still arrive', async () => {
    const load = vi
      .fn<() => Promise<{ AboutPage: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ AboutPage: () => <h1>About us</h1> });
    const Page = lazyPage(load, 'AboutPage');
    preloadPage(<Page />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    show(Page);
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves elements that are not lazy pages alone', () => {
    expect(() => preloadPage(<p>plain</p>)).not.toThrow();
    expect(() => preloadPage(null)).not.toThrow();
  });
});
