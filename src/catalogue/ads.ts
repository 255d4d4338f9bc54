import { bandLabel, indianStates, MONTHLY, priceBands, salaryBands } from './adOptions';

export { bandLabel, indianStates, priceBands, salaryBands, type RupeeBand } from './adOptions';

/**
 * Classified ads (docs/product.md#entities): the categories, their subcategories and each
 * subcategory's fields. The specification names the categories, subcategories and fixed option
 * lists but not the fields; these are the details a buyer of each kind of thing looks for.
 *
 * The names and labels here are what an ad stores (its category, subcategory and the keys of its
 * fields) and what firestore.rules checks, so they stay as they are in every language; a page shows
 * them in its own language from adNames/, adFields/ and adPlaceholders/ (texts.*.ts).
 */

/** The fixed option lists of the specification; every other field is free text. */
export type OptionListId =
  | 'price'
  | 'salary'
  | 'location'
  | 'state'
  | 'color'
  | 'fuelType'
  | 'transmission'
  | 'propertyType'
  | 'serviceType';

export type FreeTextKind = 'text' | 'number' | 'tel' | 'textarea';

/** A field, by the label an ad stores its value under; its example is in adPlaceholders/texts.*.ts. */
export type AdField =
  { label: string; kind: 'select'; options: OptionListId } | { label: string; kind: FreeTextKind };

export interface AdSubcategory {
  name: string;
  fields: readonly AdField[];
}

export interface AdCategory {
  name: string;
  subcategories: readonly AdSubcategory[];
}

export const optionLists: Record<OptionListId, { name: string; options: readonly string[] }> = {
  price: { name: 'Price', options: priceBands.map((band) => bandLabel(band)) },
  salary: { name: 'Salary', options: salaryBands.map((band) => bandLabel(band, MONTHLY)) },
  location: { name: 'Location', options: ['Delhi', 'Mumbai', 'Bangalore', 'Hyderabad', 'Lucknow', 'Other'] },
  state: { name: 'State', options: indianStates },
  color: { name: 'Color', options: ['Red', 'Blue', 'Black', 'White', 'Gray', 'Green'] },
  fuelType: { name: 'Fuel Type', options: ['Petrol', 'Diesel', 'CNG', 'Electric'] },
  transmission: { name: 'Transmission', options: ['Manual', 'Automatic'] },
  propertyType: { name: 'Property Type', options: ['Apartment', 'Villa', 'Independent House', 'Plot'] },
  serviceType: { name: 'Service Type', options: ['One-time', 'Weekly', 'Monthly'] },
};

const text = (label: string): AdField => ({ label, kind: 'text' });
const number = (label: string): AdField => ({ label, kind: 'number' });
/** A field choosing from a fixed list; labelled as the list unless the ad calls it something else. */
const select = (options: OptionListId, label = optionLists[options].name): AdField => ({
  label,
  kind: 'select',
  options,
});

const price = select('price');
const salary = select('salary');
const fees = select('price', 'Fees');
const color = select('color');
const state = select('state');
const location = select('location');
const serviceType = select('serviceType');
const description: AdField = { label: 'Description', kind: 'textarea' };
const city = text('City');
const contactNumber: AdField = { label: 'Contact Number', kind: 'tel' };
const brand = text('Brand');
const model = text('Model');
const condition = text('Condition');
const yearOfPurchase = number('Year of Purchase');
const year = number('Year');
const kilometresDriven = number('Kilometres Driven');
const saleOrRent = text('Sale or Rent');
const locality = text('Locality');

/** Where and how to reach the poster: the end of nearly every ad. */
const sellerTail = [price, description, state, city, contactNumber];
const placeTail = [description, state, city, contactNumber];
const jobTail = [description, text('Contact Person'), contactNumber];

export const adCategories: readonly AdCategory[] = [
  {
    name: 'Electronics',
    subcategories: [
      {
        name: 'Mobile Phones',
        fields: [
          brand,
          model,
          number('Storage (GB)'),
          number('RAM (GB)'),
          color,
          condition,
          yearOfPurchase,
          ...sellerTail,
        ],
      },
      {
        name: 'Laptops',
        fields: [
          brand,
          model,
          text('Processor'),
          number('RAM (GB)'),
          number('Storage (GB)'),
          number('Screen Size (inches)'),
          condition,
          yearOfPurchase,
          ...sellerTail,
        ],
      },
      {
        name: 'Televisions',
        fields: [
          brand,
          model,
          number('Screen Size (inches)'),
          text('Display Type'),
          text('Resolution'),
          condition,
          yearOfPurchase,
          ...sellerTail,
        ],
      },
      {
        name: 'Cameras',
        fields: [
          brand,
          model,
          text('Camera Type'),
          number('Megapixels'),
          text('Lenses Included'),
          condition,
          yearOfPurchase,
          ...sellerTail,
        ],
      },
      {
        name: 'Audio',
        fields: [
          brand,
          model,
          text('Product Type'),
          text('Connectivity'),
          color,
          condition,
          yearOfPurchase,
          ...sellerTail,
        ],
      },
    ],
  },
  {
    name: 'Vehicles',
    subcategories: [
      {
        name: 'Cars',
        fields: [
          brand,
          model,
          year,
          select('fuelType'),
          select('transmission'),
          kilometresDriven,
          color,
          ...sellerTail,
        ],
      },
      {
        name: 'Motorcycles',
        fields: [
          brand,
          model,
          year,
          number('Engine Capacity (cc)'),
          select('fuelType'),
          kilometresDriven,
          color,
          ...sellerTail,
        ],
      },
      {
        name: 'Trucks',
        fields: [
          brand,
          model,
          year,
          select('fuelType'),
          select('transmission'),
          number('Load Capacity (tonnes)'),
          kilometresDriven,
          number('Number of Owners'),
          ...sellerTail,
        ],
      },
      {
        name: 'Bicycles',
        fields: [
          brand,
          model,
          text('Bicycle Type'),
          text('Frame Size'),
          number('Number of Gears'),
          color,
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Scooters',
        fields: [
          brand,
          model,
          year,
          select('fuelType'),
          number('Engine Capacity (cc)'),
          kilometresDriven,
          color,
          ...sellerTail,
        ],
      },
    ],
  },
  {
    name: 'Real Estate',
    subcategories: [
      {
        name: 'Residential',
        fields: [
          select('propertyType'),
          saleOrRent,
          number('Bedrooms'),
          number('Bathrooms'),
          number('Built-up Area (sq ft)'),
          text('Furnishing'),
          locality,
          ...sellerTail,
        ],
      },
      {
        name: 'Commercial',
        fields: [
          text('Space Type'),
          saleOrRent,
          number('Built-up Area (sq ft)'),
          text('Floor'),
          text('Parking'),
          text('Furnishing'),
          locality,
          ...sellerTail,
        ],
      },
      {
        name: 'Land',
        fields: [
          text('Land Use'),
          number('Plot Area (sq ft)'),
          text('Facing'),
          number('Road Width (ft)'),
          text('Ownership'),
          text('Approvals'),
          locality,
          ...sellerTail,
        ],
      },
      {
        name: 'Industrial',
        fields: [
          text('Property Use'),
          saleOrRent,
          number('Plot Area (sq ft)'),
          number('Built-up Area (sq ft)'),
          number('Power Supply (kVA)'),
          text('Road Access'),
          locality,
          ...sellerTail,
        ],
      },
      {
        name: 'Agricultural',
        fields: [
          number('Area (acres)'),
          text('Soil Type'),
          text('Water Source'),
          text('Suitable Crops'),
          text('Road Access'),
          text('Ownership'),
          text('Village or Locality'),
          ...sellerTail,
        ],
      },
    ],
  },
  {
    name: 'Fashion',
    subcategories: [
      {
        name: 'Men',
        fields: [
          text('Item Type'),
          brand,
          text('Size'),
          text('Material'),
          color,
          text('Occasion'),
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Women',
        fields: [
          text('Item Type'),
          brand,
          text('Size'),
          text('Material'),
          color,
          text('Occasion'),
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Kids',
        fields: [
          text('Item Type'),
          brand,
          text('Age Group'),
          text('Size'),
          text('Gender'),
          color,
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Accessories',
        fields: [
          text('Accessory Type'),
          brand,
          text('Material'),
          color,
          text('Suitable For'),
          text('Warranty'),
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Footwear',
        fields: [
          text('Footwear Type'),
          brand,
          text('Size (UK/India)'),
          text('Material'),
          color,
          text('Suitable For'),
          condition,
          ...sellerTail,
        ],
      },
    ],
  },
  {
    name: 'Jobs',
    subcategories: [
      {
        name: 'Full-time',
        fields: [
          text('Job Title'),
          text('Company Name'),
          text('Industry'),
          number('Experience Required (years)'),
          text('Qualification'),
          text('Skills Required'),
          salary,
          location,
          number('Number of Openings'),
          ...jobTail,
        ],
      },
      {
        name: 'Part-time',
        fields: [
          text('Job Title'),
          text('Company Name'),
          text('Working Hours'),
          number('Days per Week'),
          number('Experience Required (years)'),
          text('Qualification'),
          salary,
          location,
          number('Number of Openings'),
          ...jobTail,
        ],
      },
      {
        name: 'Freelance',
        fields: [
          text('Project Title'),
          text('Client or Company'),
          text('Skills Required'),
          text('Project Duration'),
          number('Experience Required (years)'),
          text('Work Mode'),
          salary,
          location,
          text('Deadline to Apply'),
          ...jobTail,
        ],
      },
      {
        name: 'Internship',
        fields: [
          text('Internship Title'),
          text('Company Name'),
          number('Duration (months)'),
          text('Qualification'),
          text('Skills Required'),
          text('Work Mode'),
          salary,
          location,
          number('Number of Openings'),
          ...jobTail,
        ],
      },
      {
        name: 'Work-from-home',
        fields: [
          text('Job Title'),
          text('Company Name'),
          text('Work Type'),
          text('Working Hours'),
          text('Equipment Needed'),
          number('Experience Required (years)'),
          text('Qualification'),
          salary,
          number('Number of Openings'),
          ...jobTail,
        ],
      },
    ],
  },
  {
    name: 'Education/Training',
    subcategories: [
      {
        name: 'Schooling',
        fields: [
          text('School Name'),
          text('Board'),
          text('Classes Offered'),
          text('Medium of Instruction'),
          text('Facilities'),
          text('Admissions Open For'),
          fees,
          text('Address'),
          ...placeTail,
        ],
      },
      {
        name: 'Higher Education',
        fields: [
          text('Institution Name'),
          text('Course Name'),
          text('Degree Level'),
          text('Specialisation'),
          number('Duration (years)'),
          text('Eligibility'),
          text('Mode of Study'),
          fees,
          ...placeTail,
        ],
      },
      {
        name: 'Online Courses',
        fields: [
          text('Course Title'),
          text('Instructor'),
          text('Subject'),
          text('Level'),
          number('Duration (weeks)'),
          text('Language'),
          text('Class Format'),
          text('Certificate'),
          text('Batch Start Date'),
          fees,
          description,
          contactNumber,
        ],
      },
      {
        name: 'Skill Training',
        fields: [
          text('Training Name'),
          text('Skill Area'),
          text('Trainer'),
          number('Duration (weeks)'),
          text('Batch Timings'),
          text('Mode of Training'),
          text('Certificate'),
          fees,
          ...placeTail,
        ],
      },
      {
        name: 'Coaching Institutes',
        fields: [
          text('Institute Name'),
          text('Exams Covered'),
          text('Subjects'),
          number('Batch Size'),
          text('Batch Timings'),
          number('Faculty Experience (years)'),
          text('Study Material'),
          fees,
          text('Address'),
          ...placeTail,
        ],
      },
    ],
  },
  {
    name: 'Financial Services',
    subcategories: [
      {
        name: 'Banking',
        fields: [
          text('Service Name'),
          text('Bank Name'),
          text('Product Type'),
          number('Interest Rate (% a year)'),
          text('Eligibility'),
          text('Documents Required'),
          serviceType,
          text('Processing Time'),
          ...placeTail,
        ],
      },
      {
        name: 'Loans',
        fields: [
          text('Loan Type'),
          text('Lender Name'),
          select('price', 'Loan Amount'),
          number('Interest Rate (% a year)'),
          number('Tenure (months)'),
          text('Eligibility'),
          text('Documents Required'),
          text('Processing Fee'),
          text('Processing Time'),
          ...placeTail,
        ],
      },
      {
        name: 'Insurance',
        fields: [
          text('Insurance Type'),
          text('Insurer Name'),
          text('Plan Name'),
          select('price', 'Sum Assured'),
          number('Premium Amount (₹)'),
          serviceType,
          number('Policy Term (years)'),
          text('Eligibility'),
          ...placeTail,
        ],
      },
      {
        name: 'Investments',
        fields: [
          text('Investment Type'),
          text('Provider Name'),
          text('Registration Number'),
          select('price', 'Minimum Investment'),
          text('Risk Level'),
          text('Lock-in Period'),
          number('Experience (years)'),
          serviceType,
          ...placeTail,
        ],
      },
      {
        name: 'Tax Services',
        fields: [
          text('Service Name'),
          text('Firm or Consultant Name'),
          text('Qualification'),
          text('Services Offered'),
          number('Experience (years)'),
          serviceType,
          fees,
          text('Turnaround Time'),
          ...placeTail,
        ],
      },
    ],
  },
];

export function findCategory(name: string): AdCategory | undefined {
  return adCategories.find((category) => category.name === name);
}

export function findSubcategory(categoryName: string, name: string): AdSubcategory | undefined {
  return findCategory(categoryName)?.subcategories.find((subcategory) => subcategory.name === name);
}
