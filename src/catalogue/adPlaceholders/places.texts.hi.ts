import { eg, locality, saleOrRent, sellerTail } from './shared.hi';

/** The Hindi examples of the real-estate forms. */
export const texts = {
  Residential: {
    ...saleOrRent,
    Bedrooms: eg('2'),
    Bathrooms: eg('2'),
    'Built-up Area (sq ft)': eg('1100'),
    Furnishing: eg('फ़र्निश्ड, सेमी-फ़र्निश्ड, बिना फ़र्निचर'),
    ...locality,
    ...sellerTail,
  },
  Commercial: {
    'Space Type': eg('ऑफ़िस, दुकान, शोरूम'),
    ...saleOrRent,
    'Built-up Area (sq ft)': eg('800'),
    Floor: eg('4 में से ग्राउंड फ़्लोर'),
    Parking: eg('2 कारें, ढकी हुई'),
    Furnishing: eg('खाली ढाँचा, तुरंत शिफ़्ट होने लायक'),
    ...locality,
    ...sellerTail,
  },
  Land: {
    'Land Use': eg('रिहायशी प्लॉट, कमर्शियल प्लॉट'),
    'Plot Area (sq ft)': eg('1800'),
    Facing: eg('पूरब'),
    'Road Width (ft)': eg('30'),
    Ownership: eg('फ़्रीहोल्ड, लीज़होल्ड'),
    Approvals: eg('RERA में रजिस्टर्ड, विकास प्राधिकरण से मंज़ूर'),
    ...locality,
    ...sellerTail,
  },
  Industrial: {
    'Property Use': eg('फ़ैक्ट्री, गोदाम, शेड'),
    ...saleOrRent,
    'Plot Area (sq ft)': eg('20000'),
    'Built-up Area (sq ft)': eg('12000'),
    'Power Supply (kVA)': eg('100'),
    'Road Access': eg('40 फ़ुट सड़क, हाईवे के पास'),
    ...locality,
    ...sellerTail,
  },
  Agricultural: {
    'Area (acres)': eg('5'),
    'Soil Type': eg('जलोढ़, काली, लाल'),
    'Water Source': eg('बोरवेल, नहर'),
    'Suitable Crops': eg('गेहूँ, गन्ना'),
    'Road Access': eg('खेत तक पक्की सड़क'),
    Ownership: eg('फ़्रीहोल्ड, साफ़ मालिकाना हक़'),
    'Village or Locality': eg('मलिहाबाद'),
    ...sellerTail,
  },
};
