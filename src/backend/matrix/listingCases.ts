import { cardOf, LISTING_PATH } from '../documents/adListing';
import { approvalDocuments, toSubmission } from '../documents/documents';
import { LISTING_FIELDS } from '../documents/fields';
import { MAX_CARD_TEXT, MAX_LISTED_ADS } from '../limits';
import { SERVER_TIME, type DocData } from '../policies/policy';
import {
  allow,
  approval,
  deny,
  learnerCard,
  listingWrite,
  matrixSeed,
  publicCopy,
  publishedYesterday,
  renewal,
  withdrawal,
  without,
  type MatrixCase,
  type MatrixOp,
  type MatrixWrite,
} from './fixtures';

/** The learner's waiting ad published with `card` for its listing's card, old1's expired one taken out. */
const publishedWith = (card: DocData, expired = ['old1']): MatrixOp =>
  approval(publicCopy(SERVER_TIME), {}, listingWrite('sub1', card, expired));

/** The learner's waiting ad published with its card, the listing written without `field`. */
const listedWithout = (field: string): MatrixOp => {
  const { data } = listingWrite('sub1', learnerCard(), ['old1']) as { data: DocData };
  return approval(
    publicCopy(SERVER_TIME),
    {},
    { type: 'set', path: LISTING_PATH, data: without(data, field) },
  );
};

/** The approval's writes of the ad and its public copy, without the listing's. */
const adAndCopy = (approval(publicCopy(SERVER_TIME), {}, null) as { writes: MatrixWrite[] }).writes;

/** The seed's listing with one card changed beside the learner's publication. */
const listingWith = (changes: Record<string, DocData | null>): DocData => {
  const before = matrixSeed[LISTING_PATH]!;
  const cards = { ...(before.cards as DocData) };
  for (const [id, card] of Object.entries(changes)) {
    if (card) cards[id] = card;
    else delete cards[id];
  }
  return { ...before, cards };
};

/** The admin's publication of a seeded waiting ad of the learner's, with its copy and its card. */
const publication = (id: string): MatrixOp => {
  const ad = toSubmission(id, matrixSeed[`submissions/${id}`]!);
  return {
    kind: 'batch',
    writes: [
      { type: 'update', path: `submissions/${id}`, data: { status: 'published', publishedAt: SERVER_TIME } },
      { type: 'set', path: `publicAds/${id}`, data: approvalDocuments(ad, 'Learner').publicAd },
      listingWrite(id, cardOf(ad, SERVER_TIME), ['old1']),
    ],
  };
};

/**
 * listings/ads: the cards /ads reads in one document. Anyone reads it; a write changes one ad's
 * card to exactly what its public copy is, in the batch that changes the copy, and may take out
 * expired cards only.
 */
export function listingCases(): MatrixCase[] {
  return [
    allow('a visitor reads the listing', 'anonymous', { kind: 'get', path: LISTING_PATH }),
    deny('there is no other listing to read', 'anonymous', { kind: 'get', path: 'listings/other' }),
    deny('a visitor cannot query the listings', 'anonymous', { kind: 'list', collection: 'listings' }),
    deny('a visitor cannot write the listing', 'anonymous', {
      kind: 'batch',
      writes: [listingWrite('pub1', null)],
    }),

    // The publication writes the ad's card with its copy.
    allow(
      `the admin publishes an ad with its card, taking an expired card out of a listing of ${MAX_LISTED_ADS}`,
      'admin',
      approval(),
    ),
    deny(
      `a listing holds at most ${MAX_LISTED_ADS} cards: a publication that takes none out is refused`,
      'admin',
      publishedWith(learnerCard(), []),
    ),
    deny('the admin cannot publish an ad without its card', 'admin', approval(undefined, {}, null)),
    deny(
      'a card cannot show a price the ad does not have',
      'admin',
      publishedWith({
        ...learnerCard(),
        fields: { Brand: 'Maruti Suzuki', Model: 'Swift', Price: 'Up to ₹10,000' },
      }),
    ),
    deny(
      "a card cannot leave out one of the ad's card fields",
      'admin',
      publishedWith({ ...learnerCard(), fields: { Brand: 'Maruti Suzuki' } }),
    ),
    deny(
      'a card shows no field a card does not show',
      'admin',
      publishedWith({
        ...learnerCard(),
        fields: { Brand: 'Maruti Suzuki', Model: 'Swift', Description: 'x' },
      }),
    ),
    deny(
      "a card is stamped with its copy's time of publication",
      'admin',
      publishedWith(learnerCard(publishedYesterday)),
    ),
    deny('a card is of its own category', 'admin', publishedWith({ ...learnerCard(), category: 'Jobs' })),
    deny('a card carries nothing else', 'admin', publishedWith({ ...learnerCard(), uid: 'learner' })),
    ...LISTING_FIELDS.map((field) =>
      deny(`a listing lacks none of its fields: ${field}`, 'admin', listedWithout(field)),
    ),
    deny("a publication cannot change another ad's card", 'admin', {
      kind: 'batch',
      writes: [
        ...adAndCopy,
        {
          type: 'set',
          path: LISTING_PATH,
          data: {
            ...listingWith({
              sub1: learnerCard(),
              old1: null,
              pub2: { ...learnerCard(publishedYesterday), fields: { Brand: 'Tata', Model: 'Nexon' } },
            }),
            lastAd: 'sub1',
            expired: ['old1'],
          },
        },
      ],
    }),
    deny(
      "a publication cannot take out a listed ad's card",
      'admin',
      publishedWith(learnerCard(), ['old1', 'pub1']),
    ),
    deny("a publication cannot drop a listed ad's card without naming it", 'admin', {
      kind: 'batch',
      writes: [
        ...adAndCopy,
        {
          type: 'set',
          path: LISTING_PATH,
          data: {
            ...listingWith({ sub1: learnerCard(), old1: null, pub1: null }),
            lastAd: 'sub1',
            expired: ['old1'],
          },
        },
      ],
    }),
    allow(`a card shows fields of ${MAX_CARD_TEXT} characters`, 'admin', publication('long1')),
    deny(`a card's field of ${MAX_CARD_TEXT + 1} characters is refused`, 'admin', publication('long2')),

    // The poster's withdrawal and renewal, the admin's listing of an ad without a card.
    deny('a withdrawal takes the card off the listing too', 'learner', withdrawal('pub1', null)),
    deny('a renewal puts the card back on the listing too', 'learner', renewal('old1', null)),
    deny(
      "a renewal's card is stamped with the new time",
      'learner',
      renewal('old1', listingWrite('old1', learnerCard(publishedYesterday))),
    ),
    allow("the admin lists a listed ad's card as its public copy has it", 'admin', {
      kind: 'batch',
      writes: [listingWrite('pub3', learnerCard(publishedYesterday), ['old1'])],
    }),
    deny('a card of an ad with no public copy is refused', 'admin', {
      kind: 'batch',
      writes: [listingWrite('sub1', learnerCard(publishedYesterday), ['old1'])],
    }),
    deny("a user cannot write the card of another user's ad", 'other', {
      kind: 'batch',
      writes: [listingWrite('pub3', learnerCard(publishedYesterday), ['old1'])],
    }),
    deny("a user cannot take another user's card off the listing", 'other', {
      kind: 'batch',
      writes: [listingWrite('pub1', null)],
    }),
    deny('a poster cannot take the card of their listed ad off on its own', 'learner', {
      kind: 'batch',
      writes: [listingWrite('pub1', null)],
    }),
  ];
}
