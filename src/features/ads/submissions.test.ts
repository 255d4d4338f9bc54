import { describe, expect, it } from 'vitest';
import type { Submission } from '../../backend/types';
import { fieldsInFormOrder, newestFirst } from './submissions';

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
