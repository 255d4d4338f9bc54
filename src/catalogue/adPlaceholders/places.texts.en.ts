import { eg, locality, saleOrRent, sellerTail } from './shared.en';

/** The examples of the forms that sell or let property. */
export const texts = {
  Residential: {
    ...saleOrRent,
    Bedrooms: eg('2'),
    Bathrooms: eg('2'),
    'Built-up Area (sq ft)': eg('1100'),
    Furnishing: eg('Furnished, Semi-furnished, Unfurnished'),
    ...locality,
    ...sellerTail,
  },
  Commercial: {
    'Space Type': eg('Office, Shop, Showroom'),
    ...saleOrRent,
    'Built-up Area (sq ft)': eg('800'),
    Floor: eg('Ground floor of 4'),
    Parking: eg('2 cars, covered'),
    Furnishing: eg('Bare shell, Ready to move in'),
    ...locality,
    ...sellerTail,
  },
  Land: {
    'Land Use': eg('Residential plot, Commercial plot'),
    'Plot Area (sq ft)': eg('1800'),
    Facing: eg('East'),
    'Road Width (ft)': eg('30'),
    Ownership: eg('Freehold, Leasehold'),
    Approvals: eg('RERA registered, Development authority approved'),
    ...locality,
    ...sellerTail,
  },
  Industrial: {
    'Property Use': eg('Factory, Warehouse, Shed'),
    ...saleOrRent,
    'Plot Area (sq ft)': eg('20000'),
    'Built-up Area (sq ft)': eg('12000'),
    'Power Supply (kVA)': eg('100'),
    'Road Access': eg('40 ft road, near highway'),
    ...locality,
    ...sellerTail,
  },
  Agricultural: {
    'Area (acres)': eg('5'),
    'Soil Type': eg('Alluvial, Black, Red'),
    'Water Source': eg('Borewell, Canal'),
    'Suitable Crops': eg('Wheat, Sugarcane'),
    'Road Access': eg('Pucca road to the field'),
    Ownership: eg('Freehold, clear title'),
    'Village or Locality': eg('Malihabad'),
    ...sellerTail,
  },
};
