import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { MAX_WAITING_ADS } from '../../backend/limits';
import { createLocalBackend } from '../../backend/local';
import { MemoryStorage, readState, writeState } from '../../backend/local/persistence';
import { DEMO_PASSWORD, demoAdIds } from '../../backend/local/seed';
import type { Backend, Submission } from '../../backend/types';
import { adCategories, optionLists, type AdField } from '../../catalogue/ads';
import { Toasts } from '../../components/Toasts';
import { paths } from '../../config/paths';
import { createTestBackend, demoAccounts } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { texts as adMessages } from './texts.en';
import { PostAdPage } from './PostAdPage';

const TITLE = 'Select The Appropriate Category To Post Your Ad';

async function openForm(backend?: Backend, { toasts = true } = {}) {
  const rendered = await renderPage(
    <>
      <PostAdPage />
      {toasts && <Toasts />}
    </>,
    { route: paths.createJobPost.path, backend },
  );
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return rendered;
}

const categorySelect = () => screen.getByRole('combobox', { name: 'Category' });
const subcategorySelect = () => screen.getByRole('combobox', { name: 'Subcategory' });
const submitButton = () => screen.getByRole('button', { name: /^Submit/ });

/** A value a poster could type or choose for the field. */
function sampleValue(field: AdField): string {
  switch (field.kind) {
    case 'select':
      return optionLists[field.options].options[1]!;
    case 'number':
      return '12';
    case 'tel':
      return '98765 43210';
    default:
      return `Sample ${field.label}`;
  }
}

/** Fills every field at once, each found through its label; typing key by key through 35 forms would take minutes. */
function fillAll(fields: readonly AdField[]) {
  const labels = new Map(
    [...document.querySelectorAll('label')].map((label) => [label.textContent, label.control] as const),
  );
  for (const field of fields) {
    const control = labels.get(field.label);
    if (!control) throw new Error(`No control labelled ${field.label}`);
    fireEvent.change(control, { target: { value: sampleValue(field) } });
  }
}

const carFields = adCategories
  .find((c) => c.name === 'Vehicles')!
  .subcategories.find((s) => s.name === 'Cars')!.fields;

async function chooseCars(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.selectOptions(categorySelect(), 'Vehicles');
  await user.selectOptions(subcategorySelect(), 'Cars');
}

/** What the learner has written in this test (the demo's own ads left out), read back. */
async function learnerAds(backend: Backend): Promise<Submission[]> {
  return (await backend.submissions.listMine()).filter((ad) => !demoAdIds.includes(ad.id));
}

describe('PostAdPage', () => {
  it('is titled as the specification says, with one heading and a page title', async () => {
    await openForm();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^Post an ad \| /);
    expect(
      within(categorySelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a category', ...adCategories.map((category) => category.name)]);
    expect(subcategorySelect()).toBeDisabled();
    expect(subcategorySelect()).toHaveAccessibleDescription('Choose a category first.');
  });

  it('offers the subcategories of the chosen category, then that subcategory’s fields', async () => {
    const { user } = await openForm();

    await user.selectOptions(categorySelect(), 'Vehicles');
    expect(subcategorySelect()).toBeEnabled();
    expect(
      within(subcategorySelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a subcategory', 'Cars', 'Motorcycles', 'Trucks', 'Bicycles', 'Scooters']);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    await user.selectOptions(subcategorySelect(), 'Cars');
    const details = screen.getByRole('group', { name: 'Cars details' });
    expect(within(details).getAllByRole('combobox')).toHaveLength(5);
    for (const label of ['Fuel Type', 'Transmission', 'Color', 'Price', 'State']) {
      expect(within(details).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(within(details).getByRole('spinbutton', { name: 'Year' })).toBeInTheDocument();
    expect(within(details).getByRole('spinbutton', { name: 'Kilometres Driven' })).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: 'Contact Number' })).toHaveAttribute('type', 'tel');
    expect(within(details).getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
    expect(within(details).getByRole('textbox', { name: 'Brand' })).toHaveAttribute('type', 'text');
    expect(
      within(within(details).getByRole('combobox', { name: 'Fuel Type' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Fuel Type', 'Petrol', 'Diesel', 'CNG', 'Electric']);
    expect(
      within(within(details).getByRole('combobox', { name: 'State' })).getAllByRole('option'),
    ).toHaveLength(29);
    // Every field of the catalogue is drawn, each with its own label.
    for (const field of carFields) expect(screen.getByLabelText(field.label)).toBeInTheDocument();
  });

  it('clears the field values when the subcategory changes', async () => {
    const { user } = await openForm();
    await chooseCars(user);
    await user.type(screen.getByRole('textbox', { name: 'Brand' }), 'Tata');

    await user.selectOptions(subcategorySelect(), 'Trucks');
    expect(screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('');

    await user.selectOptions(subcategorySelect(), 'Cars');
    expect(screen.getByRole('textbox', { name: 'Brand' })).toHaveValue('');
  });

  it('clears the subcategory and the field values when the category changes', async () => {
    const { user } = await openForm();
    await chooseCars(user);
    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'Nexon');

    await user.selectOptions(categorySelect(), 'Electronics');
    expect(subcategorySelect()).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Model' })).not.toBeInTheDocument();

    await user.selectOptions(categorySelect(), 'Vehicles');
    await user.selectOptions(subcategorySelect(), 'Cars');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('');
  });

  it('asks for a category and subcategory first, focusing the one to choose', async () => {
    const { user, backend } = await openForm();

    await user.click(submitButton());
    expect(categorySelect()).toHaveFocus();
    expect(categorySelect()).toHaveAccessibleDescription('Please select a category and subcategory.');
    expect(categorySelect()).toBeInvalid();

    await user.selectOptions(categorySelect(), 'Jobs');
    expect(screen.queryByText('Please select a category and subcategory.')).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(subcategorySelect()).toHaveFocus();
    expect(subcategorySelect()).toHaveAccessibleDescription('Please select a category and subcategory.');
    expect(await learnerAds(backend)).toEqual([]);
  });

  it('names the first empty field and focuses it', async () => {
    const { user, backend } = await openForm();
    await chooseCars(user);
    await user.type(screen.getByRole('textbox', { name: 'Brand' }), 'Maruti Suzuki');
    await user.type(screen.getByRole('textbox', { name: 'Model' }), '   ');

    await user.click(submitButton());

    const model = screen.getByRole('textbox', { name: 'Model' });
    expect(model).toHaveFocus();
    expect(model).toHaveAccessibleDescription('Please fill in Model.');
    expect(screen.getAllByText(/^Please fill in/)).toHaveLength(1);

    await user.type(model, 'Swift');
    expect(screen.queryByText('Please fill in Model.')).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toHaveAccessibleDescription(
      'Please fill in Year.',
    );
    expect(await learnerAds(backend)).toEqual([]);
  });

  it('saves the ad with the poster’s name and e-mail, says so, and resets the form', async () => {
    const { user, backend } = await openForm();
    await chooseCars(user);
    fillAll(carFields);
    await user.clear(screen.getByRole('textbox', { name: 'Brand' }));
    await user.type(screen.getByRole('textbox', { name: 'Brand' }), '  Maruti Suzuki ');

    await user.click(submitButton());

    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(categorySelect()).toHaveValue('');
    expect(categorySelect()).toHaveFocus();
    expect(subcategorySelect()).toHaveValue('');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    const [ad, ...others] = await learnerAds(backend);
    expect(others).toEqual([]);
    expect(ad).toMatchObject({
      userName: `${demoAccounts.learner.firstName} ${demoAccounts.learner.lastName}`,
      email: demoAccounts.learner.email,
      category: 'Vehicles',
      subcategory: 'Cars',
      uid: demoAccounts.learner.uid,
    });
    expect(ad!.timestamp).toBeInstanceOf(Date);
    expect(Object.keys(ad!.fields)).toEqual(carFields.map((field) => field.label));
    expect(ad!.fields).toMatchObject({
      Brand: 'Maruti Suzuki',
      'Fuel Type': 'Diesel',
      'Kilometres Driven': '12',
      'Contact Number': '98765 43210',
    });
  });

  it('writes once when Submit is pressed twice, and disables it while saving', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    const add = backend.submissions.add;
    let release: () => void = () => undefined;
    const spy = vi.spyOn(backend.submissions, 'add').mockImplementation(async (submission) => {
      await new Promise<void>((resolve) => (release = resolve));
      return add(submission);
    });
    const { user } = await openForm(backend);
    await chooseCars(user);
    fillAll(carFields);

    await user.dblClick(submitButton());
    fireEvent.submit(submitButton().closest('form')!);

    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await learnerAds(backend)).toHaveLength(1);
  });

  it('keeps everything typed when the save fails, and sends it on the next try', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(backend.submissions, 'add').mockRejectedValueOnce(new BackendError('unknown'));
    const { user } = await openForm(backend);
    await chooseCars(user);
    fillAll(carFields);

    await user.click(submitButton());

    expect(await screen.findByText('Error saving your submission.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error saving your submission.');
    expect(categorySelect()).toHaveValue('Vehicles');
    expect(subcategorySelect()).toHaveValue('Cars');
    for (const field of carFields) {
      expect(screen.getByLabelText(field.label)).toHaveDisplayValue(sampleValue(field));
    }
    expect(submitButton()).toHaveFocus();
    expect(await learnerAds(backend)).toEqual([]);

    await user.click(submitButton());
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Error saving your submission.')).not.toBeInTheDocument();
    expect(await learnerAds(backend)).toHaveLength(1);
  });

  it('files an ad once when the first answer was lost: the press again sends the same ad', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const add = backend.submissions.add.bind(backend.submissions);
    // The server takes the ad; its answer never reaches the page.
    const sent = vi.spyOn(backend.submissions, 'add').mockImplementationOnce(async (ad, id) => {
      await add(ad, id);
      throw new BackendError('network');
    });
    const { user } = await openForm(backend);
    await chooseCars(user);
    fillAll(carFields);

    await user.click(submitButton());
    expect(
      await screen.findByText(/no answer came back, so it may or may not have been saved/),
    ).toBeInTheDocument();
    for (const field of carFields) {
      expect(screen.getByLabelText(field.label)).toHaveDisplayValue(sampleValue(field));
    }
    expect(await learnerAds(backend)).toHaveLength(1);

    await user.click(submitButton());
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(sent.mock.calls[1]![1]).toBe(sent.mock.calls[0]![1]);
    expect(await learnerAds(backend)).toHaveLength(1);

    // The next ad is another: it is filed under an id of its own.
    await chooseCars(user);
    fillAll(carFields);
    await user.click(submitButton());
    await waitFor(async () => expect(await learnerAds(backend)).toHaveLength(2));
    expect(sent.mock.calls[2]![1]).not.toBe(sent.mock.calls[0]![1]);
  });

  it('tells a poster whose browser is offline so, keeps the ad typed, and files it once back online', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(backend.submissions, 'add').mockRejectedValueOnce(new BackendError('network'));
    const { user } = await openForm(backend);
    await chooseCars(user);
    fillAll(carFields);

    await user.click(submitButton());
    expect(
      await screen.findByText(/you are offline, so your ad may not have reached us\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no answer came back/)).not.toBeInTheDocument();
    for (const field of carFields) {
      expect(screen.getByLabelText(field.label)).toHaveDisplayValue(sampleValue(field));
    }

    online.mockReturnValue(true);
    await user.click(submitButton());
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(await learnerAds(backend)).toHaveLength(1);
  });

  it('says the user is not logged in when the backend no longer knows them', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    vi.spyOn(backend.submissions, 'add').mockRejectedValueOnce(new BackendError('unauthenticated'));
    const { user } = await openForm(backend);
    await chooseCars(user);
    fillAll(carFields);

    await user.click(submitButton());

    expect(await screen.findByText('User not logged in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Brand')).toHaveValue('Sample Brand');
  });

  it('sends nothing while the profile is still loading', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    vi.spyOn(backend.users, 'get').mockReturnValue(new Promise(() => undefined));
    const add = vi.spyOn(backend.submissions, 'add');
    const { user } = await openForm(backend);
    expect(screen.getByText('Loading your account details…')).toBeInTheDocument();
    await chooseCars(user);
    fillAll(carFields);

    await user.click(submitButton());

    expect(await screen.findByText('User profile not loaded.')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Model')).toHaveValue('Sample Model');
  });

  it('says when the profile does not exist, and sends nothing', async () => {
    // A real account whose users/{uid} document is gone.
    const storage = new MemoryStorage();
    await createLocalBackend({ storage });
    const state = readState(storage)!;
    delete state.docs[`users/${demoAccounts.learner.uid}`];
    writeState(storage, state);
    const backend = await createLocalBackend({ storage });
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    const { user } = await openForm(backend);

    expect(await screen.findByText('User profile not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', paths.contact.href());
    await chooseCars(user);
    fillAll(carFields);
    await user.click(submitButton());

    expect(await screen.findByText('User profile not loaded.')).toBeInTheDocument();
    expect(await learnerAds(backend)).toEqual([]);
  });

  it('says when the profile could not be read, and reads it again on request', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(backend.users, 'get').mockRejectedValueOnce(new BackendError('network'));
    const { user } = await openForm(backend);

    expect(await screen.findByText('Error fetching user profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(screen.queryByText('Error fetching user profile.')).not.toBeInTheDocument());
    await chooseCars(user);
    fillAll(carFields);
    await user.click(submitButton());
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
  });

  it('posts an ad in every subcategory of every category', async () => {
    const everyOne = adCategories.flatMap((category) =>
      category.subcategories.map((subcategory) => ({ category, subcategory })),
    );
    expect(everyOne).toHaveLength(35);
    // A poster may have MAX_WAITING_ADS ads waiting for review: each group is a fresh demo's.
    for (let start = 0; start < everyOne.length; start += MAX_WAITING_ADS) {
      cleanup();
      const group = everyOne.slice(start, start + MAX_WAITING_ADS);
      // Toasts are checked above; a screen full of them would only slow this down.
      const { backend } = await openForm(undefined, { toasts: false });
      // An ad carries the name on the profile, so nothing is sent before it has loaded.
      await waitFor(() => expect(screen.queryByText(adMessages.loadingProfile)).toBeNull());
      for (const { category, subcategory } of group) {
        fireEvent.change(categorySelect(), { target: { value: category.name } });
        fireEvent.change(subcategorySelect(), { target: { value: subcategory.name } });
        fillAll(subcategory.fields);
        fireEvent.click(submitButton());
        await waitFor(() => expect(categorySelect()).toHaveValue(''));
      }

      const ads = await learnerAds(backend);
      expect(ads).toHaveLength(group.length);
      for (const { category, subcategory } of group) {
        const ad = ads.find((a) => a.category === category.name && a.subcategory === subcategory.name);
        expect(ad?.fields).toEqual(
          Object.fromEntries(subcategory.fields.map((field) => [field.label, sampleValue(field)])),
        );
      }
    }
  }, 120_000);

  it(`tells a poster with ${MAX_WAITING_ADS} ads waiting the limit, keeping the ad typed`, async () => {
    const { backend, user } = await openForm();
    const car = adCategories
      .find((c) => c.name === 'Vehicles')!
      .subcategories.find((s) => s.name === 'Cars')!;
    const post = async () => {
      await user.selectOptions(categorySelect(), 'Vehicles');
      await user.selectOptions(subcategorySelect(), 'Cars');
      fillAll(car.fields);
      await user.click(submitButton());
    };
    for (let posted = 0; posted < MAX_WAITING_ADS; posted += 1) {
      await post();
      await waitFor(() => expect(categorySelect()).toHaveValue(''));
    }
    await post();
    expect(
      await screen.findByText(/^You already have 5 ads waiting for review, so this one was not sent\./),
    ).toBeVisible();
    expect(subcategorySelect()).toHaveValue('Cars');
    expect(await learnerAds(backend)).toHaveLength(MAX_WAITING_ADS);
    // Typing a whole ad takes a few seconds on a busy machine.
  }, 30_000);

  it('asks a new account to confirm its address first, keeps the ad typed, and posts it once confirmed', async () => {
    const backend = await createTestBackend();
    await backend.auth.signUp({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'secret12',
    });
    const { user } = await openForm(backend);

    const notice = await screen.findByRole('region', { name: 'Confirm your e-mail address to post ads' });
    expect(notice).toHaveTextContent('We will send a link to asha@example.com');
    await chooseCars(user);
    fillAll(carFields);
    await user.click(submitButton());
    expect(await screen.findByText(/^Your ad was not sent: confirm your e-mail address first/)).toBeVisible();
    expect(subcategorySelect()).toHaveValue('Cars');

    await user.click(within(notice).getByRole('button', { name: 'I have confirmed it' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('Your address is not confirmed yet.');
    await user.click(within(notice).getByRole('button', { name: 'Send the link' }));
    const link = await within(notice).findByRole('link', { name: 'Confirm my e-mail address' });
    const sent = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(sent.pathname).toBe(paths.verifyEmail.href());
    expect(sent.searchParams.get('continueUrl')).toBe(paths.createJobPost.href());

    // What the link's page does, in another tab.
    await backend.auth.applyActionCode(sent.searchParams.get('oobCode')!);
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    await user.click(submitButton());
    expect(await screen.findByText('Form submitted successfully!')).toBeVisible();
    expect(await backend.submissions.listMine()).toEqual([
      expect.objectContaining({ userName: 'Asha Rao', subcategory: 'Cars', status: 'waiting' }),
    ]);
  }, 30_000);
});
