import { bandLabel, indianStates, MONTHLY, priceBands, salaryBands } from './adOptions';

export { bandLabel, indianStates, priceBands, salaryBands, type RupeeBand } from './adOptions';

/**
 * Classified ads (docs/product.md#entities): the categories, their subcategories and each
 * subcategory's fields. The specification names the categories, subcategories and fixed option
 * lists but not the fields; these are the details a buyer of each kind of thing looks for.
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

export type AdField =
  | { label: string; kind: 'select'; options: OptionListId }
  | { label: string; kind: FreeTextKind; placeholder?: string };

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

const text = (label: string, placeholder?: string): AdField => ({ label, kind: 'text', placeholder });
const number = (label: string, placeholder?: string): AdField => ({ label, kind: 'number', placeholder });
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
const description: AdField = {
  label: 'Description',
  kind: 'textarea',
  placeholder: 'Everything else people should know before they call you',
};
const city = text('City', 'e.g. Lucknow');
const contactNumber: AdField = { label: 'Contact Number', kind: 'tel', placeholder: 'e.g. 98765 43210' };
const brand = (example: string) => text('Brand', `e.g. ${example}`);
const model = (example: string) => text('Model', `e.g. ${example}`);
const condition = text('Condition', 'e.g. Like new, used for 1 year');
const yearOfPurchase = number('Year of Purchase', 'e.g. 2023');
const year = number('Year', 'e.g. 2019');
const kilometresDriven = number('Kilometres Driven', 'e.g. 42000');
const saleOrRent = text('Sale or Rent', 'Sale or Rent');
const locality = text('Locality', 'e.g. Gomti Nagar');

/** Where and how to reach the poster: the end of nearly every ad. */
const sellerTail = [price, description, state, city, contactNumber];
const placeTail = [description, state, city, contactNumber];
const jobTail = [description, text('Contact Person', 'e.g. Anjali Sharma'), contactNumber];

export const adCategories: readonly AdCategory[] = [
  {
    name: 'Electronics',
    subcategories: [
      {
        name: 'Mobile Phones',
        fields: [
          brand('Samsung'),
          model('Galaxy S23'),
          number('Storage (GB)', 'e.g. 128'),
          number('RAM (GB)', 'e.g. 8'),
          color,
          condition,
          yearOfPurchase,
          ...sellerTail,
        ],
      },
      {
        name: 'Laptops',
        fields: [
          brand('Lenovo'),
          model('IdeaPad Slim 5'),
          text('Processor', 'e.g. Intel Core i5, 12th Gen'),
          number('RAM (GB)', 'e.g. 16'),
          number('Storage (GB)', 'e.g. 512'),
          number('Screen Size (inches)', 'e.g. 15.6'),
          condition,
          yearOfPurchase,
          ...sellerTail,
        ],
      },
      {
        name: 'Televisions',
        fields: [
          brand('Sony'),
          model('Bravia X75L'),
          number('Screen Size (inches)', 'e.g. 55'),
          text('Display Type', 'e.g. LED, OLED, QLED'),
          text('Resolution', 'e.g. 4K Ultra HD'),
          condition,
          yearOfPurchase,
          ...sellerTail,
        ],
      },
      {
        name: 'Cameras',
        fields: [
          brand('Canon'),
          model('EOS 1500D'),
          text('Camera Type', 'e.g. DSLR, Mirrorless, Action'),
          number('Megapixels', 'e.g. 24'),
          text('Lenses Included', 'e.g. 18-55 mm kit lens'),
          condition,
          yearOfPurchase,
          ...sellerTail,
        ],
      },
      {
        name: 'Audio',
        fields: [
          brand('boAt'),
          model('Rockerz 450'),
          text('Product Type', 'e.g. Headphones, Speaker, Soundbar'),
          text('Connectivity', 'e.g. Bluetooth, Wired'),
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
          brand('Maruti Suzuki'),
          model('Swift VXi'),
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
          brand('Hero'),
          model('Splendor Plus'),
          year,
          number('Engine Capacity (cc)', 'e.g. 125'),
          select('fuelType'),
          kilometresDriven,
          color,
          ...sellerTail,
        ],
      },
      {
        name: 'Trucks',
        fields: [
          brand('Tata'),
          model('Ace Gold'),
          year,
          select('fuelType'),
          select('transmission'),
          number('Load Capacity (tonnes)', 'e.g. 1.5'),
          kilometresDriven,
          number('Number of Owners', 'e.g. 1'),
          ...sellerTail,
        ],
      },
      {
        name: 'Bicycles',
        fields: [
          brand('Hercules'),
          model('Roadeo A50'),
          text('Bicycle Type', 'e.g. Mountain, Road, Hybrid, Kids'),
          text('Frame Size', 'e.g. 18 inches'),
          number('Number of Gears', 'e.g. 21'),
          color,
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Scooters',
        fields: [
          brand('Honda'),
          model('Activa 6G'),
          year,
          select('fuelType'),
          number('Engine Capacity (cc)', 'e.g. 110'),
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
          number('Bedrooms', 'e.g. 2'),
          number('Bathrooms', 'e.g. 2'),
          number('Built-up Area (sq ft)', 'e.g. 1100'),
          text('Furnishing', 'e.g. Furnished, Semi-furnished, Unfurnished'),
          locality,
          ...sellerTail,
        ],
      },
      {
        name: 'Commercial',
        fields: [
          text('Space Type', 'e.g. Office, Shop, Showroom'),
          saleOrRent,
          number('Built-up Area (sq ft)', 'e.g. 800'),
          text('Floor', 'e.g. Ground floor of 4'),
          text('Parking', 'e.g. 2 cars, covered'),
          text('Furnishing', 'e.g. Bare shell, Ready to move in'),
          locality,
          ...sellerTail,
        ],
      },
      {
        name: 'Land',
        fields: [
          text('Land Use', 'e.g. Residential plot, Commercial plot'),
          number('Plot Area (sq ft)', 'e.g. 1800'),
          text('Facing', 'e.g. East'),
          number('Road Width (ft)', 'e.g. 30'),
          text('Ownership', 'e.g. Freehold, Leasehold'),
          text('Approvals', 'e.g. RERA registered, Development authority approved'),
          locality,
          ...sellerTail,
        ],
      },
      {
        name: 'Industrial',
        fields: [
          text('Property Use', 'e.g. Factory, Warehouse, Shed'),
          saleOrRent,
          number('Plot Area (sq ft)', 'e.g. 20000'),
          number('Built-up Area (sq ft)', 'e.g. 12000'),
          number('Power Supply (kVA)', 'e.g. 100'),
          text('Road Access', 'e.g. 40 ft road, near highway'),
          locality,
          ...sellerTail,
        ],
      },
      {
        name: 'Agricultural',
        fields: [
          number('Area (acres)', 'e.g. 5'),
          text('Soil Type', 'e.g. Alluvial, Black, Red'),
          text('Water Source', 'e.g. Borewell, Canal'),
          text('Suitable Crops', 'e.g. Wheat, Sugarcane'),
          text('Road Access', 'e.g. Pucca road to the field'),
          text('Ownership', 'e.g. Freehold, clear title'),
          text('Village or Locality', 'e.g. Malihabad'),
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
          text('Item Type', 'e.g. Shirt, Kurta, Jacket'),
          brand('Raymond'),
          text('Size', 'e.g. M, 40'),
          text('Material', 'e.g. Cotton, Linen'),
          color,
          text('Occasion', 'e.g. Casual, Wedding, Office'),
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Women',
        fields: [
          text('Item Type', 'e.g. Saree, Kurti, Lehenga'),
          brand('Biba'),
          text('Size', 'e.g. S, Free size'),
          text('Material', 'e.g. Silk, Georgette'),
          color,
          text('Occasion', 'e.g. Festive, Party, Daily wear'),
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Kids',
        fields: [
          text('Item Type', 'e.g. Frock, School uniform, Romper'),
          brand('Babyhug'),
          text('Age Group', 'e.g. 2-3 years'),
          text('Size', 'e.g. 24'),
          text('Gender', 'e.g. Girls, Boys, Unisex'),
          color,
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Accessories',
        fields: [
          text('Accessory Type', 'e.g. Watch, Handbag, Belt, Jewellery'),
          brand('Titan'),
          text('Material', 'e.g. Leather, Stainless steel'),
          color,
          text('Suitable For', 'e.g. Men, Women, Unisex'),
          text('Warranty', 'e.g. 6 months left, None'),
          condition,
          ...sellerTail,
        ],
      },
      {
        name: 'Footwear',
        fields: [
          text('Footwear Type', 'e.g. Sports shoes, Sandals, Formal shoes'),
          brand('Bata'),
          text('Size (UK/India)', 'e.g. 8'),
          text('Material', 'e.g. Leather, Mesh'),
          color,
          text('Suitable For', 'e.g. Men, Women, Kids'),
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
          text('Job Title', 'e.g. Accounts Executive'),
          text('Company Name', 'e.g. Sharma Traders Pvt Ltd'),
          text('Industry', 'e.g. Retail, IT, Manufacturing'),
          number('Experience Required (years)', 'e.g. 2'),
          text('Qualification', 'e.g. B.Com'),
          text('Skills Required', 'e.g. Tally, GST filing, MS Excel'),
          salary,
          location,
          number('Number of Openings', 'e.g. 3'),
          ...jobTail,
        ],
      },
      {
        name: 'Part-time',
        fields: [
          text('Job Title', 'e.g. Weekend Store Assistant'),
          text('Company Name', 'e.g. City Mart'),
          text('Working Hours', 'e.g. 4 pm to 8 pm'),
          number('Days per Week', 'e.g. 3'),
          number('Experience Required (years)', 'e.g. 0'),
          text('Qualification', 'e.g. 12th pass'),
          salary,
          location,
          number('Number of Openings', 'e.g. 2'),
          ...jobTail,
        ],
      },
      {
        name: 'Freelance',
        fields: [
          text('Project Title', 'e.g. Logo and brand kit for a bakery'),
          text('Client or Company', 'e.g. Sweet Crumbs Bakery'),
          text('Skills Required', 'e.g. Graphic design, Canva, Illustrator'),
          text('Project Duration', 'e.g. 3 weeks'),
          number('Experience Required (years)', 'e.g. 1'),
          text('Work Mode', 'e.g. Remote, On-site'),
          salary,
          location,
          text('Deadline to Apply', 'e.g. 30 June'),
          ...jobTail,
        ],
      },
      {
        name: 'Internship',
        fields: [
          text('Internship Title', 'e.g. Digital Marketing Intern'),
          text('Company Name', 'e.g. BrightAds Media'),
          number('Duration (months)', 'e.g. 3'),
          text('Qualification', 'e.g. Final-year BBA students'),
          text('Skills Required', 'e.g. Social media, Content writing'),
          text('Work Mode', 'e.g. Remote, On-site, Hybrid'),
          salary,
          location,
          number('Number of Openings', 'e.g. 5'),
          ...jobTail,
        ],
      },
      {
        name: 'Work-from-home',
        fields: [
          text('Job Title', 'e.g. Online Data Entry Operator'),
          text('Company Name', 'e.g. Unnati Data Services'),
          text('Work Type', 'e.g. Data entry, Typing, Form filling'),
          text('Working Hours', 'e.g. Flexible, 3-4 hours a day'),
          text('Equipment Needed', 'e.g. Laptop and internet connection'),
          number('Experience Required (years)', 'e.g. 0'),
          text('Qualification', 'e.g. 10th pass, basic computer skills'),
          salary,
          number('Number of Openings', 'e.g. 20'),
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
          text('School Name', 'e.g. Green Valley Public School'),
          text('Board', 'e.g. CBSE, ICSE, State Board'),
          text('Classes Offered', 'e.g. Nursery to Class 12'),
          text('Medium of Instruction', 'e.g. English, Hindi'),
          text('Facilities', 'e.g. Transport, Labs, Playground'),
          text('Admissions Open For', 'e.g. Session 2026-27'),
          fees,
          text('Address', 'e.g. Sector 12, Indira Nagar'),
          ...placeTail,
        ],
      },
      {
        name: 'Higher Education',
        fields: [
          text('Institution Name', 'e.g. Lakshmi College of Commerce'),
          text('Course Name', 'e.g. MBA'),
          text('Degree Level', 'e.g. Diploma, Undergraduate, Postgraduate'),
          text('Specialisation', 'e.g. Finance'),
          number('Duration (years)', 'e.g. 2'),
          text('Eligibility', 'e.g. Graduation with 50% marks'),
          text('Mode of Study', 'e.g. Regular, Distance, Online'),
          fees,
          ...placeTail,
        ],
      },
      {
        name: 'Online Courses',
        fields: [
          text('Course Title', 'e.g. Excel for Beginners'),
          text('Instructor', 'e.g. Neha Gupta'),
          text('Subject', 'e.g. Computer skills'),
          text('Level', 'e.g. Beginner, Intermediate, Advanced'),
          number('Duration (weeks)', 'e.g. 6'),
          text('Language', 'e.g. Hindi, English'),
          text('Class Format', 'e.g. Live, Recorded'),
          text('Certificate', 'e.g. Certificate on completion'),
          text('Batch Start Date', 'e.g. 1 August'),
          fees,
          description,
          contactNumber,
        ],
      },
      {
        name: 'Skill Training',
        fields: [
          text('Training Name', 'e.g. Mobile Repairing Course'),
          text('Skill Area', 'e.g. Electronics repair'),
          text('Trainer', 'e.g. Ravi Singh, 10 years in the trade'),
          number('Duration (weeks)', 'e.g. 8'),
          text('Batch Timings', 'e.g. 10 am to 1 pm, Monday to Friday'),
          text('Mode of Training', 'e.g. Classroom, Online'),
          text('Certificate', 'e.g. Government-recognised certificate'),
          fees,
          ...placeTail,
        ],
      },
      {
        name: 'Coaching Institutes',
        fields: [
          text('Institute Name', 'e.g. Success Point Classes'),
          text('Exams Covered', 'e.g. JEE, NEET, SSC'),
          text('Subjects', 'e.g. Physics, Chemistry, Maths'),
          number('Batch Size', 'e.g. 30'),
          text('Batch Timings', 'e.g. 4 pm to 7 pm'),
          number('Faculty Experience (years)', 'e.g. 8'),
          text('Study Material', 'e.g. Printed notes and weekly tests'),
          fees,
          text('Address', 'e.g. Near Hazratganj crossing'),
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
          text('Service Name', 'e.g. Zero-balance savings account'),
          text('Bank Name', 'e.g. State Bank of India'),
          text('Product Type', 'e.g. Savings account, Fixed deposit'),
          number('Interest Rate (% a year)', 'e.g. 6.5'),
          text('Eligibility', 'e.g. Indian residents aged 18 and above'),
          text('Documents Required', 'e.g. Aadhaar, PAN, 2 photos'),
          serviceType,
          text('Processing Time', 'e.g. 2 working days'),
          ...placeTail,
        ],
      },
      {
        name: 'Loans',
        fields: [
          text('Loan Type', 'e.g. Personal loan, Home loan, Gold loan'),
          text('Lender Name', 'e.g. Bajaj Finance'),
          select('price', 'Loan Amount'),
          number('Interest Rate (% a year)', 'e.g. 11.5'),
          number('Tenure (months)', 'e.g. 36'),
          text('Eligibility', 'e.g. Salaried, income above ₹25,000 a month'),
          text('Documents Required', 'e.g. Aadhaar, PAN, 3 salary slips'),
          text('Processing Fee', 'e.g. 1% of the loan amount'),
          text('Processing Time', 'e.g. 48 hours'),
          ...placeTail,
        ],
      },
      {
        name: 'Insurance',
        fields: [
          text('Insurance Type', 'e.g. Health, Life, Motor'),
          text('Insurer Name', 'e.g. LIC'),
          text('Plan Name', 'e.g. Family Floater Health Plan'),
          select('price', 'Sum Assured'),
          number('Premium Amount (₹)', 'e.g. 12000'),
          serviceType,
          number('Policy Term (years)', 'e.g. 10'),
          text('Eligibility', 'e.g. Ages 18 to 65'),
          ...placeTail,
        ],
      },
      {
        name: 'Investments',
        fields: [
          text('Investment Type', 'e.g. Mutual funds, Fixed deposits, Bonds'),
          text('Provider Name', 'e.g. Mehta Wealth Advisors'),
          text('Registration Number', 'e.g. AMFI ARN-123456'),
          select('price', 'Minimum Investment'),
          text('Risk Level', 'e.g. Low, Moderate, High'),
          text('Lock-in Period', 'e.g. 3 years, None'),
          number('Experience (years)', 'e.g. 12'),
          serviceType,
          ...placeTail,
        ],
      },
      {
        name: 'Tax Services',
        fields: [
          text('Service Name', 'e.g. Income tax return filing'),
          text('Firm or Consultant Name', 'e.g. Agarwal & Associates'),
          text('Qualification', 'e.g. Chartered Accountant'),
          text('Services Offered', 'e.g. ITR, GST registration and returns, TDS'),
          number('Experience (years)', 'e.g. 9'),
          serviceType,
          fees,
          text('Turnaround Time', 'e.g. 3 working days'),
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
