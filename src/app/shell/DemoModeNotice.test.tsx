import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEY } from '../../backend/local/demoStorage';
import { readSessionHint, writeSessionHint } from '../../session/sessionHint';
import { DemoModeNotice } from './DemoModeNotice';

/** What the local backend had kept; its shape does not matter to the reset. */
const storedDemo = JSON.stringify({ users: { 'demo-learner': { approved: false } } });

/** The browser's reload, which jsdom does not perform. */
function watchReload() {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  return reload;
}

describe('DemoModeNotice', () => {
  it("says demo mode is on, and 'Reset demo data' wipes this browser's demo data after asking", async () => {
    window.localStorage.setItem(LOCAL_STORAGE_KEY, storedDemo);
    writeSessionHint({ name: 'Rahul Kumar' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const reload = watchReload();
    render(<DemoModeNotice />);

    expect(screen.getByRole('note')).toHaveTextContent('Demo mode: accounts and data stay in this browser.');
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));

    expect(window.confirm).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(LOCAL_STORAGE_KEY)).toBeNull();
    expect(readSessionHint()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps everything when the reset is not confirmed', async () => {
    window.localStorage.setItem(LOCAL_STORAGE_KEY, storedDemo);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const reload = watchReload();
    render(<DemoModeNotice />);

    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));

    expect(window.localStorage.getItem(LOCAL_STORAGE_KEY)).toBe(storedDemo);
    expect(reload).not.toHaveBeenCalled();
  });
});
