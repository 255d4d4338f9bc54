/**
 * The ad categories and their subcategories by name only, in the catalogue's order: what the public
 * listing's filters need, without the forms' fields and option lists (src/catalogue/ads.ts), which
 * a visitor's first download should not carry. A test holds the two in step.
 */
export const adCategoryNames: readonly { name: string; subcategories: readonly string[] }[] = [
  { name: 'Electronics', subcategories: ['Mobile Phones', 'Laptops', 'Televisions', 'Cameras', 'Audio'] },
  { name: 'Vehicles', subcategories: ['Cars', 'Motorcycles', 'Trucks', 'Bicycles', 'Scooters'] },
  { name: 'Real Estate', subcategories: ['Residential', 'Commercial', 'Land', 'Industrial', 'Agricultural'] },
  { name: 'Fashion', subcategories: ['Men', 'Women', 'Kids', 'Accessories', 'Footwear'] },
  { name: 'Jobs', subcategories: ['Full-time', 'Part-time', 'Freelance', 'Internship', 'Work-from-home'] },
  {
    name: 'Education/Training',
    subcategories: [
      'Schooling',
      'Higher Education',
      'Online Courses',
      'Skill Training',
      'Coaching Institutes',
    ],
  },
  {
    name: 'Financial Services',
    subcategories: ['Banking', 'Loans', 'Insurance', 'Investments', 'Tax Services'],
  },
];
