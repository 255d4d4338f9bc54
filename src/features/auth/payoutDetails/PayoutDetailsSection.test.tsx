import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../../../backend/local/seed';
import { texts as authFailures } from '../../../backend/words/authFailures.texts.en';
import { createTestBackend } from '../../../test/backend';
import { renderApp } from '../../../test/renderApp';
import { texts as authTexts } from '../texts.en';
import { texts } from './texts.en';

async function openDetails(as: 'approved' | 'learner') {
  const backend = await createTestBackend({ as });
  const rendered = renderApp('/profile', { backend });
  // The profile's first read: its page and words load lazily.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await screen.findByRole('heading', { name: 'Shortcuts' }, { timeout: 5000 });
  return { backend, ...rendered };
}

// A profile's first render loads its page and words lazily, then each form is typed key by key.
describe("a worker's payout details on their profile", { timeout: 30_000 }, () => {
  it('are added with a bank account, the IFSC naming the bank, and shown masked after', async () => {
    const { user, backend } = await openDetails('approved');
    const section = await screen.findByRole('region', { name: texts.heading });
    expect(await within(section).findByText(texts.none)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: texts.add }));

    await user.type(within(section).getByLabelText(texts.holder), 'Priya   Verma ');
    await user.type(within(section).getByLabelText(texts.account), '1234 5678 9012');
    await user.type(within(section).getByLabelText(texts.accountAgain), '123456789012');
    await user.type(within(section).getByLabelText(texts.ifsc), 'sbin0001234');
    expect(within(section).getByText('Bank: State Bank of India')).toBeVisible();
    await user.type(within(section).getByLabelText(texts.password), DEMO_PASSWORD);
    await user.click(within(section).getByRole('button', { name: texts.save }));

    expect(await within(section).findByRole('status')).toHaveTextContent(texts.saved);
    expect(
      within(section).getByText(
        'Bank account •••• 9012 at State Bank of India (IFSC SBIN0001234), in the name of Priya Verma.',
      ),
    ).toBeVisible();
    expect(within(section).queryByText(/123456789012/)).toBeNull();
    expect(await backend.payoutDetails.get(demoAccounts.approved.uid)).toMatchObject({
      method: 'bank',
      holder: 'Priya Verma',
      account: '123456789012',
      ifsc: 'SBIN0001234',
      upi: '',
    });
  });

  it('say what is wrong with each field, write nothing, and keep what was typed', async () => {
    const { user, backend } = await openDetails('approved');
    const section = await screen.findByRole('region', { name: texts.heading });
    await user.click(await within(section).findByRole('button', { name: texts.add }));
    await user.type(within(section).getByLabelText(texts.account), '123456789012');
    await user.type(within(section).getByLabelText(texts.accountAgain), '123456789021');
    await user.type(within(section).getByLabelText(texts.ifsc), 'SBIN1001234');
    await user.click(within(section).getByRole('button', { name: texts.save }));

    expect(within(section).getByLabelText(texts.holder)).toHaveAccessibleDescription(
      texts.problems.holder.empty,
    );
    expect(within(section).getByLabelText(texts.accountAgain)).toHaveAccessibleDescription(
      texts.problems.account.mismatch,
    );
    expect(within(section).getByLabelText(texts.ifsc)).toHaveAccessibleDescription(
      // The first four letters still name the bank, which helps find the slip.
      `${texts.bankNamed('State Bank of India')} ${texts.problems.ifsc.zero}`,
    );
    expect(within(section).getByLabelText(texts.password)).toHaveAccessibleDescription(
      `${texts.passwordHint} ${texts.problems.password}`,
    );
    expect(within(section).getByLabelText(texts.ifsc)).toHaveValue('SBIN1001234');

    await user.click(within(section).getByRole('radio', { name: texts.upi }));
    await user.type(within(section).getByLabelText(texts.upiId), 'priya@okhdfc1');
    await user.click(within(section).getByRole('button', { name: texts.save }));
    expect(within(section).getByLabelText(texts.upiId)).toHaveAccessibleDescription(
      `${texts.upiHint} ${texts.problems.upi.handle}`,
    );
    expect(await backend.payoutDetails.get(demoAccounts.approved.uid)).toBeNull();
  });

  it('are not changed by someone on an open session who does not know the password', async () => {
    const { user, backend } = await openDetails('approved');
    const section = await screen.findByRole('region', { name: texts.heading });
    await user.click(await within(section).findByRole('button', { name: texts.add }));
    await user.click(within(section).getByRole('radio', { name: texts.upi }));
    await user.type(within(section).getByLabelText(texts.upiId), 'someone.else@ybl');
    await user.type(within(section).getByLabelText(texts.password), 'a-guess');
    await user.click(within(section).getByRole('button', { name: texts.save }));

    expect(await within(section).findByText(authFailures['wrong-password'])).toBeVisible();
    expect(within(section).getByLabelText(texts.upiId)).toHaveValue('someone.else@ybl');
    expect(await backend.payoutDetails.get(demoAccounts.approved.uid)).toBeNull();
  });

  it('are not offered to a learner who is not approved', async () => {
    await openDetails('learner');
    expect(await screen.findByText(authTexts.profile.notApproved)).toBeVisible();
    expect(screen.queryByRole('region', { name: texts.heading })).toBeNull();
  });
});
