import { describe, expect, it, vi } from 'vitest';
import { englishErrorMessage } from '../../../backend/words/englishErrors';
import { BackendError } from '../../../backend/errors';
import { createTestBackend } from '../../../test/backend';
import { approveEach } from './bulkApproval';

describe('approving many payments at once', () => {
  it('stops at a spent quota, and reports the payments it did not try with it', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const pending = (await backend.payments.listPage('pending', { size: 25 })).items;
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const approve = backend.payments.approve.bind(backend.payments);
    const spent = new BackendError('quota-exceeded', 'Quota exceeded.');
    const tried = vi
      .spyOn(backend.payments, 'approve')
      .mockImplementationOnce(approve)
      .mockRejectedValue(spent);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const done = await approveEach(backend, pending, () => undefined);

    expect(tried).toHaveBeenCalledTimes(2);
    expect(done.approved.map((payment) => payment.id)).toEqual([pending[0]!.id]);
    expect(done.failed.map(({ payment }) => payment.id)).toEqual(
      pending.slice(1).map((payment) => payment.id),
    );
    expect(new Set(done.failed.map(({ message }) => message))).toEqual(new Set([englishErrorMessage(spent)]));
    expect(englishErrorMessage(spent)).toMatch(/^The site has reached today's limit\. It resets at about /);
    // Nothing half-done: the one approved is confirmed, every other is still pending.
    tried.mockRestore();
    const stored = await Promise.all(pending.map((payment) => backend.payments.find(payment.id)));
    expect(stored.map((payment) => payment?.status)).toEqual(
      pending.map((_, at) => (at === 0 ? 'confirmed' : 'pending')),
    );
  });

  it('run again after it was cut off, with the same list, approves what is left and grants each book once', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const pending = (await backend.payments.listPage('pending', { size: 25 })).items;
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const approve = backend.payments.approve.bind(backend.payments);
    // The first approval reaches the server and its answer is lost; the connection is then gone.
    const cut = vi
      .spyOn(backend.payments, 'approve')
      .mockImplementationOnce(async (id) => {
        await approve(id);
        throw new BackendError('network');
      })
      .mockRejectedValue(new BackendError('network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await approveEach(backend, pending, () => undefined);
    expect(first.approved).toEqual([]);
    // Each says it may have been approved, never that it was not.
    expect(new Set(first.failed.map(({ message }) => message))).toEqual(
      new Set(['no answer came back, so it may or may not have been approved.']),
    );
    cut.mockRestore();
    const decidedFirst = (await backend.payments.find(pending[0]!.id))!.decidedAt;
    expect(decidedFirst).toBeInstanceOf(Date);

    // The page still holds the list it had: the same payments, all shown pending.
    const again = await approveEach(backend, pending, () => undefined);
    expect(again.failed).toEqual([]);
    expect(again.approved.map((payment) => payment.id)).toEqual(pending.map((payment) => payment.id));
    const stored = await Promise.all(pending.map((payment) => backend.payments.find(payment.id)));
    expect(stored.map((payment) => payment?.status)).toEqual(pending.map(() => 'confirmed'));
    // The payment approved by the cut-off run kept its first decision.
    expect(stored[0]!.decidedAt).toEqual(decidedFirst);
  });

  it('says a payment it could not send while the browser is offline may not have been approved', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const pending = (await backend.payments.listPage('pending', { size: 25 })).items;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(backend.payments, 'approve').mockRejectedValue(new BackendError('network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const done = await approveEach(backend, pending, () => undefined);

    expect(done.failed.map(({ message }) => message)).toEqual(
      pending.map(() => 'you are offline, so it may not have been approved.'),
    );
  });

  it('goes on past any other failure, which may be the one payment’s own', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const pending = (await backend.payments.listPage('pending', { size: 25 })).items;
    const tried = vi
      .spyOn(backend.payments, 'approve')
      .mockRejectedValueOnce(new BackendError('permission-denied'))
      .mockResolvedValue('decided');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const done = await approveEach(backend, pending, () => undefined);

    expect(tried).toHaveBeenCalledTimes(pending.length);
    expect(done.failed).toHaveLength(1);
    expect(done.approved).toHaveLength(pending.length - 1);
  });
});
