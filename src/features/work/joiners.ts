/** The new joiners the form's banner congratulates, in turn; their cities are in the page's words. */
export const joinerNames = [
  'Anjali Sharma',
  'Mohammed Irfan',
  'Kavya Nair',
  'Sandeep Yadav',
  'Pooja Patel',
  'Arjun Singh',
];
