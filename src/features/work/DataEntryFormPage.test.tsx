import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_ROTATION_MS, EMBEDDED_FORM_HEIGHT_PX } from '../../config/constants';
import { site } from '../../config/site';
import { renderPage } from '../../test/renderPage';
import { DataEntryFormPage } from './DataEntryFormPage';
import { texts as common } from '../../components/texts.en';
import { joinerNames } from './joiners';
import { texts } from './texts.en';

const text = texts.form;

const welcome = (index: number) => text.welcome(joinerNames[index]!, text.joinerCities[index]!);

const open = async () => {
  const page = await renderPage(<DataEntryFormPage />, { as: 'approved' });
  await screen.findByRole('heading', { level: 1, name: common.page.premiumFormTitle });
  // The page rendered outside act, so its effects (the banner's timer among them) may still be pending.
  await act(async () => undefined);
  return page;
};

const banner = () => screen.getByRole('region', { name: text.bannerLabel });
const tick = (ms = BANNER_ROTATION_MS) => act(() => vi.advanceTimersByTime(ms));

/** Makes the browser report a reduced-motion preference. */
function preferReducedMotion() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
  }));
}

describe('DataEntryFormPage', () => {
  beforeEach(() => {
    // Only the banner's clock is ours to move; the page still loads on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Our Premium Form with the external form embedded 800 px high and titled', async () => {
    await open();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${common.page.premiumFormTitle} | ${site.name}`);
    const frame = screen.getByTitle(text.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', site.dataEntryFormUrl);
    expect(frame).toHaveAttribute('height', String(EMBEDDED_FORM_HEIGHT_PX));
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByRole('link', { name: (name) => name.startsWith(text.openInNewTab) })).toHaveAttribute(
      'href',
      site.dataEntryFormUrl,
    );
  });

  it('shows that the form is loading until it has loaded', async () => {
    await open();

    expect(screen.getByRole('status')).toHaveTextContent(text.loading);
    fireEvent.load(screen.getByTitle(text.frameTitle));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('welcomes a new joiner and moves to the next every 3000 ms, round and round', async () => {
    await open();

    expect(banner()).toHaveTextContent(welcome(0));
    tick(BANNER_ROTATION_MS - 1);
    expect(banner()).toHaveTextContent(welcome(0));
    tick(1);
    expect(banner()).toHaveTextContent(welcome(1));

    tick(BANNER_ROTATION_MS * (joinerNames.length - 1));
    expect(banner()).toHaveTextContent(welcome(0));
  });

  it('does not announce every change to screen readers', async () => {
    await open();

    const region = banner();
    expect(region).not.toHaveAttribute('aria-live');
    expect(region.closest('[aria-live]')).toBeNull();
    expect(region.querySelector('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
  });

  it('can be paused and played again', async () => {
    const { user } = await open();
    const pause = screen.getByRole('button', { name: text.pause });
    expect(pause).toHaveAttribute('aria-pressed', 'false');

    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    tick(BANNER_ROTATION_MS * 3);
    expect(banner()).toHaveTextContent(welcome(0));

    await user.click(pause);
    tick();
    expect(banner()).toHaveTextContent(welcome(1));
  });

  it('stays still for people who prefer reduced motion', async () => {
    preferReducedMotion();
    await open();

    tick(BANNER_ROTATION_MS * 3);
    expect(banner()).toHaveTextContent(welcome(0));
    expect(screen.queryByRole('button', { name: text.pause })).not.toBeInTheDocument();
  });
});
