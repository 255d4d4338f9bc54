import { describe, expect, it } from 'vitest';
import type { Submission } from '../../backend/types';
import { adShareDetails, fieldsInFormOrder, newestFirst } from './submissions';

const ad = (id: string, timestamp: Date | null, extra: Partial<Submission> = {}): Submission => ({
  id,
  userName: 'Rahul Kumar',
  email: 'learner@demo.test',
  category: 'Vehicles',
  subcategory: 'Cars',
  fields: {},
  timestamp,
  uid: 'demo-learner',
  status: 'waiting',
  publishedAt: null,
  reason: '',
  ...extra,
});

describe('newestFirst', () => {
  it('puts the latest ad first, and one still waiting for its server time before all', () => {
    const ads = [
      ad('a', new Date(2026, 0, 2)),
      ad('b', null),
      ad('c', new Date(2026, 0, 5)),
      ad('d', new Date(2025, 11, 1)),
    ];
    expect(newestFirst(ads).map((a) => a.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(ads.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts an ad whose stored date cannot be read last', () => {
    const ads = [ad('x', new Date(Number.NaN)), ad('a', new Date(2026, 0, 2)), ad('b', new Date(2026, 0, 5))];
    expect(newestFirst(ads).map((a) => a.id)).toEqual(['b', 'a', 'x']);
  });
});

describe('fieldsInFormOrder', () => {
  it('lists the fields in the order the form asks for them, whatever order they were stored in', () => {
    const stored = ad('a', null, {
      fields: {
        'Contact Number': '98765 43210',
        Brand: 'Tata',
        Price: 'Up to ₹10,000',
        Model: 'Nexon',
        Note: 'x',
      },
    });
    expect(fieldsInFormOrder(stored).map(([label]) => label)).toEqual([
      'Brand',
      'Model',
      'Price',
      'Contact Number',
      'Note',
    ]);
  });

  it('keeps the stored order for a subcategory the catalogue does not know', () => {
    const stored = ad('a', null, {
      category: 'Pets',
      subcategory: 'Dogs',
      fields: { Breed: 'Indie', Age: '2' },
    });
    expect(fieldsInFormOrder(stored)).toEqual([
      ['Breed', 'Indie'],
      ['Age', '2'],
    ]);
  });
});

describe('adShareDetails', () => {
  it("carries a sale's title, price band and city", () => {
    const car = ad('car', null, {
      fields: {
        Brand: 'Maruti Suzuki',
        Model: 'Swift',
        Price: '₹50,001 – ₹5,00,000',
        State: 'Bihar',
        City: 'Patna',
      },
    });
    expect(adShareDetails(car)).toEqual(['Maruti Suzuki Swift', '₹50,001 – ₹5,00,000', 'Patna']);
  });

  it("carries a job's salary band and location", () => {
    const job = ad('job', null, {
      category: 'Jobs',
      subcategory: 'Full-time',
      fields: { 'Job Title': 'Accounts Executive', Salary: '₹15,001 – ₹30,000 a month', Location: 'Mumbai' },
    });
    expect(adShareDetails(job)).toEqual(['Accounts Executive', '₹15,001 – ₹30,000 a month', 'Mumbai']);
  });

  it('reads a band the form names otherwise, and leaves out what the ad does not say', () => {
    const loan = ad('loan', null, {
      category: 'Financial Services',
      subcategory: 'Loans',
      fields: { 'Lender Name': 'Bajaj Finance', 'Loan Amount': '₹50,001 – ₹5,00,000' },
    });
    expect(adShareDetails(loan)).toEqual(['Bajaj Finance', '₹50,001 – ₹5,00,000']);
  });
});
