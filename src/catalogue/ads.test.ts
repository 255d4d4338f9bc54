import { describe, expect, it } from 'vitest';
import {
  adCategories,
  bandLabel,
  findCategory,
  findSubcategory,
  indianStates,
  optionLists,
  priceBands,
  salaryBands,
  type RupeeBand,
} from './ads';
import { adCategoryNames } from './adCategoryNames';

const allSubcategories = adCategories.flatMap((category) =>
  category.subcategories.map((subcategory) => ({ category: category.name, ...subcategory })),
);

describe('ad categories', () => {
  it("are named in the listing's light copy exactly as in the catalogue", () => {
    expect(adCategoryNames).toEqual(
      adCategories.map((category) => ({
        name: category.name,
        subcategories: category.subcategories.map((sub) => sub.name),
      })),
    );
  });

  it('are the seven categories with their five subcategories, as the specification lists them', () => {
    expect(
      adCategories.map((category) => [category.name, category.subcategories.map((sub) => sub.name)]),
    ).toEqual([
      ['Electronics', ['Mobile Phones', 'Laptops', 'Televisions', 'Cameras', 'Audio']],
      ['Vehicles', ['Cars', 'Motorcycles', 'Trucks', 'Bicycles', 'Scooters']],
      ['Real Estate', ['Residential', 'Commercial', 'Land', 'Industrial', 'Agricultural']],
      ['Fashion', ['Men', 'Women', 'Kids', 'Accessories', 'Footwear']],
      ['Jobs', ['Full-time', 'Part-time', 'Freelance', 'Internship', 'Work-from-home']],
      [
        'Education/Training',
        ['Schooling', 'Higher Education', 'Online Courses', 'Skill Training', 'Coaching Institutes'],
      ],
      ['Financial Services', ['Banking', 'Loans', 'Insurance', 'Investments', 'Tax Services']],
    ]);
  });

  it.each(allSubcategories)('$category → $name has 11 to 13 fields with distinct labels', ({ fields }) => {
    expect(fields.length).toBeGreaterThanOrEqual(11);
    expect(fields.length).toBeLessThanOrEqual(13);
    const labels = fields.map((field) => field.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label.trim()).toBe(label);
  });

  it('lets every ad be described and answered', () => {
    for (const { fields } of allSubcategories) {
      const labels = fields.map((field) => field.label);
      expect(labels).toContain('Description');
      expect(labels).toContain('Contact Number');
    }
  });

  it('gives every select field an option list, and asks for list values only through selects', () => {
    const listNames = new Set(Object.values(optionLists).map((list) => list.name));
    for (const { fields } of allSubcategories) {
      for (const field of fields) {
        if (field.kind === 'select') {
          expect(optionLists[field.options]?.options.length).toBeGreaterThan(0);
        } else {
          // A field named like a fixed list must offer that list, not free text.
          expect(listNames.has(field.label)).toBe(false);
        }
      }
    }
  });

  it('uses every fixed option list somewhere', () => {
    const used = new Set(
      allSubcategories.flatMap(({ fields }) =>
        fields.flatMap((field) => (field.kind === 'select' ? [field.options] : [])),
      ),
    );
    expect([...used].sort()).toEqual(Object.keys(optionLists).sort());
  });

  it('asks Cars for what a car buyer looks for', () => {
    expect(findSubcategory('Vehicles', 'Cars')?.fields.map((field) => field.label)).toEqual([
      'Brand',
      'Model',
      'Year',
      'Fuel Type',
      'Transmission',
      'Kilometres Driven',
      'Color',
      'Price',
      'Description',
      'State',
      'City',
      'Contact Number',
    ]);
  });

  it('asks for pay as a salary in jobs, and for a price when selling things', () => {
    for (const { category, fields } of allSubcategories) {
      const lists = fields.flatMap((field) => (field.kind === 'select' ? [field.options] : []));
      if (category === 'Jobs') {
        expect(lists).toContain('salary');
        expect(lists).not.toContain('price');
      } else if (['Electronics', 'Vehicles', 'Real Estate', 'Fashion'].includes(category)) {
        expect(lists).toContain('price');
      }
    }
  });

  it('finds categories and subcategories by name only', () => {
    expect(findCategory('Jobs')?.subcategories).toHaveLength(5);
    expect(findCategory('Pets')).toBeUndefined();
    expect(findSubcategory('Jobs', 'Cars')).toBeUndefined();
    expect(findSubcategory('Real Estate', 'Land')?.name).toBe('Land');
  });
});

describe('fixed option lists', () => {
  it('are the lists of the specification', () => {
    expect(optionLists.location.options).toEqual([
      'Delhi',
      'Mumbai',
      'Bangalore',
      'Hyderabad',
      'Lucknow',
      'Other',
    ]);
    expect(optionLists.color.options).toEqual(['Red', 'Blue', 'Black', 'White', 'Gray', 'Green']);
    expect(optionLists.fuelType.options).toEqual(['Petrol', 'Diesel', 'CNG', 'Electric']);
    expect(optionLists.transmission.options).toEqual(['Manual', 'Automatic']);
    expect(optionLists.propertyType.options).toEqual(['Apartment', 'Villa', 'Independent House', 'Plot']);
    expect(optionLists.serviceType.options).toEqual(['One-time', 'Weekly', 'Monthly']);
  });

  it('name the 28 states of India, each once', () => {
    expect(indianStates).toHaveLength(28);
    expect(new Set(indianStates).size).toBe(28);
    expect(optionLists.state.options).toEqual(indianStates);
    expect(indianStates).toContain('Uttar Pradesh');
    expect(indianStates).toContain('Telangana');
    // Union territories are not states.
    expect(indianStates).not.toContain('Delhi');
  });

  it.each([
    ['Price', priceBands],
    ['Salary', salaryBands],
  ] as const)(
    '%s has five rupee bands that follow on without gaps or overlaps',
    (_name, bands: readonly RupeeBand[]) => {
      expect(bands).toHaveLength(5);
      expect(bands[0]!.min).toBe(0);
      bands.forEach((band, index) => {
        const next = bands[index + 1];
        if (next) {
          expect(band.max).toBeDefined();
          expect(band.max!).toBeGreaterThan(band.min);
          expect(next.min).toBe(band.max! + 1);
        } else {
          expect(band.max).toBeUndefined();
        }
      });
    },
  );

  it('label the bands in rupees with Indian digit grouping', () => {
    expect(optionLists.price.options).toEqual([
      'Up to ₹10,000',
      '₹10,001 – ₹50,000',
      '₹50,001 – ₹5,00,000',
      '₹5,00,001 – ₹50,00,000',
      'Above ₹50,00,000',
    ]);
    expect(optionLists.salary.options).toEqual([
      'Up to ₹10,000 a month',
      '₹10,001 – ₹25,000 a month',
      '₹25,001 – ₹50,000 a month',
      '₹50,001 – ₹1,00,000 a month',
      'Above ₹1,00,000 a month',
    ]);
    expect(bandLabel({ min: 1 })).toBe('Above ₹0');
  });
});
