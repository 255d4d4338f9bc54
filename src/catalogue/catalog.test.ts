import { describe, expect, it } from 'vitest';
import { ebooks, findEbook } from './ebooks';
import { ebookWords, englishEbooks, workFromHomeCourse } from '../test/englishCatalogue';
import { inWords } from './ebookTexts/texts';
import { texts as hindiEbookWords } from './ebookTexts/texts.hi';

describe('eBooks', () => {
  it('are the three books of the specification', () => {
    expect(ebooks.map((book) => [book.id, book.recordedTitle, book.price])).toEqual([
      ['1', 'Online Data Entry Guide', 1499],
      ['2', 'React Pro Series', 499],
      ['3', 'Node.js Expert', 999],
    ]);
    expect(findEbook('1')?.pages).toBe(34);
  });

  it('finds only known ids', () => {
    expect(findEbook('2')?.recordedTitle).toBe('React Pro Series');
    expect(findEbook('4')).toBeUndefined();
    expect(findEbook(undefined)).toBeUndefined();
  });

  it('have their words in English, whose title is the one a payment records', () => {
    expect(Object.keys(ebookWords.books)).toEqual(ebooks.map((book) => book.id));
    expect(englishEbooks.map((book) => book.title)).toEqual(ebooks.map((book) => book.recordedTitle));
    expect(englishEbooks[0]).toMatchObject({
      category: 'Work from Home',
      sellerTag: 'Bestseller',
      language: 'English',
    });
  });

  it('are shown in the words of the language asked for', () => {
    const book = inWords(findEbook('1')!, hindiEbookWords);
    expect(book).toMatchObject({
      id: '1',
      title: 'ऑनलाइन डेटा एंट्री गाइड',
      recordedTitle: 'Online Data Entry Guide',
    });
    expect(book.price).toBe(1499);
  });

  it('strikes through the price plus ₹200 as the original price of every book', () => {
    expect(ebooks.map((book) => [book.price, book.originalPrice])).toEqual([
      [1499, 1699],
      [499, 699],
      [999, 1199],
    ]);
    for (const book of ebooks) {
      expect(book.rating).toBeGreaterThanOrEqual(0);
      expect(book.rating).toBeLessThanOrEqual(5);
    }
  });
});

describe('work-from-home course', () => {
  it('costs ₹14,999 instead of ₹20,000, 25% off', () => {
    expect(workFromHomeCourse.price).toBe(20000);
    expect(workFromHomeCourse.discountedPrice).toBe(14999);
    expect(workFromHomeCourse.percentOff).toBe(25);
  });

  it('has five modules whose lessons add up to its 20 hours', () => {
    expect(workFromHomeCourse.modules).toHaveLength(5);
    const minutes = workFromHomeCourse.modules
      .flatMap((module) => module.lessons)
      .reduce((sum, lesson) => sum + lesson.minutes, 0);
    expect(minutes).toBe(workFromHomeCourse.durationHours * 60);
    expect(workFromHomeCourse.durationHours).toBe(20);
  });
});
