import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { DEMO_PASSWORD } from '../../backend/local/seed';
import { Toasts } from '../../components/Toasts';
import { paths } from '../../config/paths';
import { createTestBackend, demoAccounts, holdRead, newUnverifiedAccount } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { ReportAdPage } from './ReportAdPage';

const open = async (id: string) => {
  const backend = await createTestBackend({ as: 'learner' });
  const rendered = await renderPage(
    <>
      <ReportAdPage />
      <Toasts />
    </>,
    { backend, route: paths.reportAd.href(id), path: paths.reportAd.path },
  );
  await screen.findByRole('heading', { level: 1, name: 'Report an ad' });
  return rendered;
};

describe('ReportAdPage', () => {
  it('reports a listed ad once, with a reason, keeping the choice when sending fails', async () => {
    const { user, backend } = await open('demo-ad-phone');
    expect(await screen.findByText('Samsung Galaxy S23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose what is wrong with the ad.');

    await user.click(screen.getByRole('radio', { name: 'It looks like a scam or fraud' }));
    const report = vi
      .spyOn(backend.submissions, 'report')
      .mockRejectedValueOnce(new BackendError('network', 'offline'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No answer came back, so your report may or may not have been sent\./,
    );
    expect(screen.getByRole('radio', { name: 'It looks like a scam or fraud' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you: your report is sent.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Our team will check this ad.');
    expect(report).toHaveBeenLastCalledWith('demo-ad-phone', 'scam');
    expect(await backend.submissions.hasReported('demo-ad-phone')).toBe(true);

    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    await waitFor(async () =>
      expect(await backend.submissions.reported(25)).toMatchObject([
        { adId: 'demo-ad-phone', count: 1, lastReason: 'scam' },
      ]),
    );
  });

  it('counts a report whose answer was lost once, and says it is sent when pressed again', async () => {
    const { user, backend } = await open('demo-ad-phone');
    await user.click(await screen.findByRole('radio', { name: 'The item is sold or no longer available' }));
    const report = backend.submissions.report.bind(backend.submissions);
    // The server takes the report; its answer never reaches the page.
    vi.spyOn(backend.submissions, 'report').mockImplementationOnce(async (id, reason) => {
      await report(id, reason);
      throw new BackendError('network');
    });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No answer came back, so your report may or may not have been sent. What you chose is kept here: check your connection and send it again. A report is counted once, whatever happened.',
    );
    expect(screen.getByRole('radio', { name: 'The item is sold or no longer available' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Our team will check this ad.');
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    await waitFor(async () =>
      expect(await backend.submissions.reported(25)).toMatchObject([{ adId: 'demo-ad-phone', count: 1 }]),
    );
  });

  it('tells a reporter whose browser is offline so, keeping the reason chosen', async () => {
    const { user, backend } = await open('demo-ad-phone');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(backend.submissions, 'report').mockRejectedValueOnce(new BackendError('network'));
    await user.click(await screen.findByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^You are offline, so your report may not have reached us\. What you chose is kept here/,
    );
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  it('says so to a visitor who has reported the ad before, and offers no second report', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    await backend.submissions.report('demo-ad-phone', 'sold');
    await renderPage(<ReportAdPage />, {
      backend,
      route: paths.reportAd.href('demo-ad-phone'),
      path: paths.reportAd.path,
    });
    expect(await screen.findByText('You have reported this ad. Our team will check it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
  });

  it('asks an account whose address is not confirmed to confirm it, keeps the reason, and sends once confirmed', async () => {
    const backend = await newUnverifiedAccount();
    const { user } = await renderPage(<ReportAdPage />, {
      backend,
      route: paths.reportAd.href('demo-ad-phone'),
      path: paths.reportAd.path,
    });

    const notice = await screen.findByRole('region', { name: 'Confirm your e-mail address to report ads' });
    expect(notice).toHaveTextContent('We will send a link to asha@example.com');
    const scam = screen.getByRole('radio', { name: 'It looks like a scam or fraud' });
    await user.click(scam);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText(/^Your report was not sent: confirm your e-mail address first/),
    ).toBeVisible();
    expect(scam).toBeChecked();
    expect(await backend.submissions.hasReported('demo-ad-phone')).toBe(false);

    await user.click(within(notice).getByRole('button', { name: 'Send the link' }));
    const link = await within(notice).findByRole('link', { name: 'Confirm my e-mail address' });
    const sent = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(sent.pathname).toBe(paths.verifyEmail.href());
    // The link comes back to this report.
    expect(sent.searchParams.get('continueUrl')).toBe(paths.reportAd.href('demo-ad-phone'));

    // What the link's page does, in another tab.
    await backend.auth.applyActionCode(sent.searchParams.get('oobCode')!);
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    expect(scam).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: your report is sent. Our team will check this ad.',
    );
    expect(await backend.submissions.hasReported('demo-ad-phone')).toBe(true);
  });

  it('offers a confirmed account no verification notice', async () => {
    await open('demo-ad-phone');
    expect(await screen.findByText('Samsung Galaxy S23')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Confirm your e-mail address/ })).toBeNull();
  });

  it('says an ad that is not listed has nothing to report', async () => {
    await open('no-such-ad');
    expect(await screen.findByText(/not listed any more/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
  });

  it('keeps its title and heading while the ad is read, saying nothing yet of whether it is listed', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'learner' }), 'publicAds', 'get');
    await renderPage(<ReportAdPage />, {
      backend,
      route: paths.reportAd.href('demo-ad-phone'),
      path: paths.reportAd.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Report an ad' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Report an ad \| /));
    expect(screen.getByText('Loading the ad…')).toBeInTheDocument();
    expect(screen.queryByText(/not listed any more/)).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText('Samsung Galaxy S23')).toBeInTheDocument();
  });
});
