import type { BlogTexts } from './texts.en';

export const texts: BlogTexts = {
  list: {
    title: 'ब्लॉग',
    metaDescription:
      'घर से काम में सुरक्षा, UPI भुगतान, स्पोकन इंग्लिश, डिजिटल मार्केटिंग में करियर और स्टॉक मार्केट की बुनियादी बातों पर काम की गाइड।',
    lead: 'सीखने वालों के लिए काम की गाइड: ऑनलाइन सुरक्षित रहना, UPI से भुगतान करना, करियर बनाना और अपनी रफ़्तार से नए हुनर सीखना। लेख अंग्रेज़ी में हैं; उनका सार यहाँ हिन्दी में है।',
    articlesLabel: 'लेख',
  },
  post: {
    byAuthor: (author: string) => `लेखक: ${author}`,
    backToBlog: 'ब्लॉग पर वापस जाएँ',
    notFoundTitle: 'लेख नहीं मिला',
    notFoundDescription: 'यह लेख मौजूद नहीं है या कहीं और चला गया है।',
    notFoundLead: 'हमें वह लेख नहीं मिला। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई ग़लती हो।',
    seeAllArticles: 'सभी लेख देखें',
  },
  readingTime: (minutes: number) => `पढ़ने में ${minutes} मिनट`,
  inEnglish: 'अंग्रेज़ी में',
  tagsLabel: 'विषय',
};
