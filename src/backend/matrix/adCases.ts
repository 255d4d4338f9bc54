import { MAX_AD_FIELDS, MAX_AD_WORD, MAX_AD_WORDS, MAX_PUBLIC_ADS_QUERY } from '../limits';
import { adWords } from '../documents/publicAds';
import { PUBLIC_AD_FIELDS } from '../documents/fields';
import { SERVER_TIME } from '../policies/policy';
import {
  filed,
  nameAndEmailLimits,
  adFields,
  largestForm,
  largestFormAd,
  renamedLearner,
  allow,
  approval,
  deny,
  newSubmission,
  publicCopy,
  publishedLongAgo,
  renewal,
  withdrawal,
  without,
  type MatrixCase,
  type MatrixOp,
} from './fixtures';

/** submissions/{id} and publicAds/{id}: ads, their moderation and their public copies. */
export function adCases(): MatrixCase[] {
  return [
    // submissions/{id}
    allow(
      'a user posts their own ad',
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission(),
      }),
    ),
    deny(
      'a visitor cannot post an ad',
      'anonymous',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission(),
      }),
    ),
    allow(
      'a user posts an ad in any subcategory of the catalogue',
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({
          category: 'Education/Training',
          subcategory: 'Coaching Institutes',
          fields: { 'Institute Name': 'Bright Minds' },
        }),
      }),
    ),
    deny(
      'a guest without an e-mail cannot post an ad',
      'guest',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ uid: 'guest', email: '' }),
      }),
    ),
    deny(
      "an ad cannot carry someone else's e-mail",
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ email: 'other@demo.test' }),
      }),
    ),
    deny(
      'an ad category is one of the catalogue',
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ category: 'Pets', subcategory: 'Dogs' }),
      }),
    ),
    deny(
      "an ad subcategory belongs to the ad's category",
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ category: 'Jobs', subcategory: 'Cars' }),
      }),
    ),
    allow(
      `an ad carries every field of the largest form (${largestForm.labels.length}), of 2000 characters`,
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: largestFormAd(adFields(largestForm.labels.length, 2000)),
      }),
    ),
    deny(
      `an ad of ${MAX_AD_FIELDS + 1} fields is refused`,
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: largestFormAd(adFields(MAX_AD_FIELDS + 1, 10)),
      }),
    ),
    deny(
      'an ad field of 2001 characters is refused',
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: largestFormAd(adFields(1, 2001)),
      }),
    ),
    deny(
      "an ad's field is labelled by its subcategory's form, not by any text",
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ fields: { Brand: 'Tata', 'Call me at learner@demo.test': 'now' } }),
      }),
    ),
    deny(
      "an ad's field cannot take a label of another subcategory's form",
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ fields: { Brand: 'Tata', 'Institute Name': 'Bright Minds' } }),
      }),
    ),
    ...nameAndEmailLimits(
      'an ad',
      'submissions/sub2',
      newSubmission,
      { name: 'userName', email: 'email' },
      true,
    ),
    deny(
      "an ad carries the poster's name as on their profile, not another",
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ userName: 'Someone Else' }),
      }),
    ),
    deny(
      "an ad cannot carry the poster's first name alone when the profile has a last name",
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ userName: 'Learner' }),
      }),
    ),
    allow(
      'a poster without a last name posts under their first name',
      'learner',
      renamedLearner(
        'Learner',
        '',
        filed({ kind: 'create', path: 'submissions/sub2', data: newSubmission({ userName: 'Learner' }) }),
      ),
    ),
    deny(
      'the name of a poster without a last name has no space after it',
      'learner',
      renamedLearner(
        'Learner',
        '',
        filed({ kind: 'create', path: 'submissions/sub2', data: newSubmission({ userName: 'Learner ' }) }),
      ),
    ),
    allow(
      'a poster who renames their profile in the same batch posts under the new name',
      'learner',
      renamedLearner(
        'Lee',
        'Arner',
        filed({ kind: 'create', path: 'submissions/sub2', data: newSubmission({ userName: 'Lee Arner' }) }),
      ),
    ),
    deny(
      'a user cannot post an ad in another name',
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ uid: 'other' }),
      }),
    ),
    deny(
      'an ad needs its category',
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: without(newSubmission(), 'category'),
      }),
    ),
    deny(
      'an ad cannot carry fields outside the schema',
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ featured: true }),
      }),
    ),
    allow('a user reads their own ad', 'learner', { kind: 'get', path: 'submissions/sub1' }),
    deny("a user cannot read another user's ad", 'other', { kind: 'get', path: 'submissions/sub1' }),
    allow('a user lists their own ads', 'learner', {
      kind: 'list',
      collection: 'submissions',
      whereUid: 'learner',
    }),
    deny('a user cannot list all ads', 'learner', { kind: 'list', collection: 'submissions' }),
    allow('the admin lists all ads', 'admin', { kind: 'list', collection: 'submissions' }),
    deny('nobody edits a posted ad', 'learner', {
      kind: 'update',
      path: 'submissions/sub1',
      data: { category: 'Jobs' },
    }),
    deny('nobody deletes an ad', 'admin', { kind: 'delete', path: 'submissions/sub1' }),
    deny(
      'a user cannot post an ad already published',
      'learner',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ status: 'published' }),
      }),
    ),

    // Moderation: the admin publishes a waiting ad with its public copy, or rejects it
    allow('the admin publishes a waiting ad with its public copy in one batch', 'admin', approval()),
    deny('the admin cannot publish an ad without its public copy', 'admin', {
      kind: 'update',
      path: 'submissions/sub1',
      data: { status: 'published', publishedAt: SERVER_TIME },
    }),
    deny('a public copy cannot be written for an ad that is not published', 'admin', {
      kind: 'create',
      path: 'publicAds/sub1',
      data: publicCopy(SERVER_TIME),
    }),
    deny(
      "a public copy cannot carry the poster's e-mail",
      'admin',
      approval(publicCopy(SERVER_TIME, { email: 'learner@demo.test' })),
    ),
    deny(
      "a public copy cannot carry the poster's account id",
      'admin',
      approval(publicCopy(SERVER_TIME, { uid: 'learner' })),
    ),
    deny(
      "a public copy carries the ad's own fields, not others",
      'admin',
      approval(publicCopy(SERVER_TIME, { fields: { Brand: 'Tata' } })),
    ),
    deny(
      "a public copy carries the poster's own first name",
      'admin',
      approval(publicCopy(SERVER_TIME, { firstName: 'Learner Demo' })),
    ),
    ...PUBLIC_AD_FIELDS.map((field) =>
      deny(
        `a public copy lacks none of its fields: ${field}`,
        'admin',
        approval(without(publicCopy(SERVER_TIME), field)),
      ),
    ),
    ...wordCases(),
    deny(
      'a public copy is stamped with the time of publication',
      'admin',
      approval(publicCopy(publishedLongAgo)),
    ),
    deny('a user cannot publish their own ad', 'learner', approval()),
    deny('an unverified sign-up with the admin e-mail cannot publish', 'impostor', approval()),
    deny('a published ad cannot be published again', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'submissions/pub1', data: { publishedAt: SERVER_TIME } },
        { type: 'set', path: 'publicAds/pub1', data: publicCopy(SERVER_TIME) },
      ],
    }),
    allow('the admin rejects a waiting ad with a reason', 'admin', {
      kind: 'update',
      path: 'submissions/sub1',
      data: { status: 'rejected', reason: 'The price is missing.' },
    }),
    deny('a rejection needs a reason', 'admin', {
      kind: 'update',
      path: 'submissions/sub1',
      data: { status: 'rejected', reason: '' },
    }),
    deny('a user cannot reject an ad', 'other', {
      kind: 'update',
      path: 'submissions/sub1',
      data: { status: 'rejected', reason: 'Spam' },
    }),
    // A rejection that comes after another decision (a second tab's) changes nothing.
    deny('a published ad cannot be rejected', 'admin', {
      kind: 'update',
      path: 'submissions/pub1',
      data: { status: 'rejected', reason: 'The price is missing.' },
    }),
    deny('an ad taken down cannot be rejected, nor its reason changed', 'admin', {
      kind: 'update',
      path: 'submissions/down1',
      data: { status: 'rejected', reason: 'The price is missing.' },
    }),

    // publicAds/{id}: anyone reads a listed ad, nothing else
    allow('a visitor reads a listed ad', 'anonymous', { kind: 'get', path: 'publicAds/pub1' }),
    allow('a signed-in user reads a listed ad', 'other', { kind: 'get', path: 'publicAds/pub1' }),
    deny('a visitor cannot read an expired ad', 'anonymous', { kind: 'get', path: 'publicAds/old1' }),
    allow('a visitor asks for an ad that is not there and is told so', 'anonymous', {
      kind: 'get',
      path: 'publicAds/none',
    }),
    allow('a visitor lists a page of the listed ads', 'anonymous', {
      kind: 'list',
      collection: 'publicAds',
      listedOnly: true,
      limit: MAX_PUBLIC_ADS_QUERY,
    }),
    deny('a visitor cannot list every listed ad at once', 'anonymous', {
      kind: 'list',
      collection: 'publicAds',
      listedOnly: true,
    }),
    deny(`a visitor cannot ask for more than ${MAX_PUBLIC_ADS_QUERY} listed ads at once`, 'anonymous', {
      kind: 'list',
      collection: 'publicAds',
      listedOnly: true,
      limit: MAX_PUBLIC_ADS_QUERY + 1,
    }),
    deny('a visitor cannot list every public copy, expired ones too', 'anonymous', {
      kind: 'list',
      collection: 'publicAds',
    }),
    deny('a visitor cannot read the ads themselves', 'anonymous', { kind: 'get', path: 'submissions/pub1' }),
    deny('a visitor cannot list the ads themselves', 'anonymous', {
      kind: 'list',
      collection: 'submissions',
    }),
    deny("a user cannot change a public copy's words", 'learner', {
      kind: 'update',
      path: 'publicAds/pub1',
      data: { fields: { Brand: 'Tata' } },
    }),

    // The poster withdraws their published ad or renews their expired one
    allow('a poster withdraws their published ad, deleting its public copy', 'learner', withdrawal('pub1')),
    deny('a withdrawal deletes the public copy too', 'learner', {
      kind: 'update',
      path: 'submissions/pub1',
      data: { status: 'withdrawn' },
    }),
    deny("a user cannot withdraw another user's ad", 'other', withdrawal('pub1')),
    deny('a public copy is deleted only with its withdrawal', 'learner', {
      kind: 'delete',
      path: 'publicAds/pub1',
    }),
    allow('a poster renews their expired ad', 'learner', renewal('old1')),
    deny('an ad still listed cannot be renewed', 'learner', renewal('pub1')),
    deny("a user cannot renew another user's ad", 'other', renewal('old1')),
    deny('a poster cannot republish a rejected or waiting ad', 'learner', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'submissions/sub1', data: { status: 'published', publishedAt: SERVER_TIME } },
        { type: 'set', path: 'publicAds/sub1', data: publicCopy(SERVER_TIME) },
      ],
    }),
    deny('a poster cannot change their ad on renewal', 'learner', {
      kind: 'batch',
      writes: [
        {
          type: 'update',
          path: 'submissions/old1',
          data: { publishedAt: SERVER_TIME, fields: { Brand: 'Tata' } },
        },
        { type: 'update', path: 'publicAds/old1', data: { publishedAt: SERVER_TIME } },
      ],
    }),
  ];
}

/** The ad's own search words, and those with `extra` added. */
const adWordsWith = (...extra: unknown[]): unknown[] => [
  ...(publicCopy(SERVER_TIME).words as string[]),
  ...extra,
];

const withWords = (words: unknown[]): MatrixOp => approval(publicCopy(SERVER_TIME, { words }));

/** A public copy's search words: the ad's own, bounded, never the poster's e-mail or account id. */
function wordCases(): MatrixCase[] {
  const longestWord = 'w'.repeat(MAX_AD_WORD);
  return [
    allow('a public copy carries no search words', 'admin', withWords([])),
    allow(
      `a public copy carries ${MAX_AD_WORDS} words of ${MAX_AD_WORD} characters`,
      'admin',
      withWords(Array.from({ length: MAX_AD_WORDS }, (_, i) => `${i}${longestWord}`.slice(0, MAX_AD_WORD))),
    ),
    allow(
      'a public copy carries words of any script, lower-cased',
      'admin',
      withWords(
        adWordsWith(
          ...adWords({ category: 'Vehicles', subcategory: 'Cars', fields: { City: 'Élodie 東京 ٣' } }),
        ),
      ),
    ),
    deny(
      `a public copy of ${MAX_AD_WORDS + 1} words is refused`,
      'admin',
      withWords(Array.from({ length: MAX_AD_WORDS + 1 }, (_, i) => `w${i}`)),
    ),
    deny(
      `a search word of ${MAX_AD_WORD + 1} characters is refused`,
      'admin',
      withWords(adWordsWith(`${longestWord}w`)),
    ),
    deny(
      "a public copy's words cannot hold the poster's e-mail",
      'admin',
      withWords(adWordsWith('learner@demo.test')),
    ),
    deny(
      "a public copy's words cannot hold the poster's account id",
      'admin',
      withWords(adWordsWith('learner')),
    ),
    deny('a search word is lower-cased', 'admin', withWords(adWordsWith('Swift'))),
    deny('a search word is one word', 'admin', withWords(adWordsWith('maruti suzuki'))),
    deny('an empty search word is refused', 'admin', withWords(adWordsWith(''))),
    deny('a search word is text', 'admin', withWords(adWordsWith(7))),
  ];
}
