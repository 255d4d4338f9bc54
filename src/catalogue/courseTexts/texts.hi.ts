import type { CourseTexts } from './texts.en';

export const texts: CourseTexts = {
  notFound: 'कोर्स नहीं मिला',
  card: {
    duration: (days: number) => `${days} दिन`,
    feesOnRequest: 'फ़ीस पूछने पर',
    viewCourse: 'कोर्स देखें',
  },
  price: {
    originalPrice: 'असली कीमत ',
    percentOff: (percent: number) => `${percent}% छूट`,
  },
  courses: {
    'stock-market': { title: 'स्टॉक मार्केट ट्रेडिंग और निवेश' },
    'spoken-english': { title: 'स्पोकन इंग्लिश' },
    'digital-marketing': { title: 'डिजिटल मार्केटिंग' },
    'web-development': { title: 'फ़ुल-स्टैक वेब डेवलपमेंट' },
    'graphic-design': { title: 'ग्राफ़िक डिज़ाइन' },
    'computer-basics': { title: 'कंप्यूटर बेसिक्स' },
    'spoken-english-courses': { title: 'इंग्लिश कम्युनिकेशन प्रोग्राम' },
    'personality-development-program': { title: 'पर्सनैलिटी डेवलपमेंट प्रोग्राम' },
    'social-media-marketing': { title: 'सोशल मीडिया मार्केटिंग' },
  },
  workFromHome: {
    title: 'वर्क फ़्रॉम होम डेटा एंट्री प्रोफ़ेशनल',
  },
};
