import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/renderWithRouter';
import { ChunkLoadError } from './lazyPage';
import { RootLayout } from './RootLayout';

function renderFailingPage(error: Error) {
  const Broken = () => {
    throw error;
  };
  return renderWithRouter(
    <RootLayout>
      <Broken />
    </RootLayout>,
  );
}

describe('RouteErrorBoundary', () => {
  it('offers a reload, not a blank page, when a page chunk failed to load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingPage(new ChunkLoadError('Failed to fetch dynamically imported module'));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'This page could not be loaded',
    );
    expect(within(main).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/home');
  });

  it('keeps the shell and offers a way home after a render error, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingPage(new Error('boom'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/home');
    expect(logged).toHaveBeenCalled();
  });
});
