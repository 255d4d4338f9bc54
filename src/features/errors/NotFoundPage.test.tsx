import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

function openMissingPage() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <h1>Home</h1> },
      { path: '/about', element: <h1>About</h1> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: ['/about', '/missing'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NotFoundPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the page was not found and counts down visibly', () => {
    openMissingPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('5 seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('4 seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('1 second')).toBeInTheDocument();
  });

  it('goes to the homepage after 5 seconds', () => {
    const router = openMissingPage();
    act(() => vi.advanceTimersByTime(4900));
    expect(router.state.location.pathname).toBe('/missing');
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/home');
  });

  it("'Go to Homepage' goes home at once", () => {
    const router = openMissingPage();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it("'Go Back' returns to the previous page", () => {
    const router = openMissingPage();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/about');
  });
});
