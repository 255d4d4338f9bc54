import type { HomeTexts } from './texts.en';

/** The home page's words in Hindi (docs/hindi-glossary.md). */
export const texts: HomeTexts = {
  metaTitle: 'हुनर सीखें, घर से कमाएँ',
  metaDescription: (siteName: string, certification: string) =>
    `${siteName}: स्टॉक मार्केट, डिजिटल मार्केटिंग और स्पोकन इंग्लिश के कोर्स, eBook, और घर से डेटा एंट्री का काम। ${certification} प्रमाणित।`,
  title: 'काम का हुनर सीखें। घर से कमाई शुरू करें।',
  lead: (perEntry: string) =>
    `स्टॉक मार्केट की बुनियादी बातों, डिजिटल मार्केटिंग और स्पोकन इंग्लिश की लाइव क्लास; eBook, जिन्हें भुगतान मंज़ूर होते ही आप ‘मेरी किताबें’ से डाउनलोड करते हैं; और मंज़ूरी पाए छात्रों के लिए डेटा एंट्री का असली काम, हर एंट्री पर ${perEntry}।`,
  exploreCourses: 'कोर्स देखें',
  askOnWhatsApp: 'WhatsApp पर पूछें',
  popularCourses: 'लोकप्रिय कोर्स',
  seeAllCourses: (count: number) => `सभी ${count} कोर्स देखें`,
  work: {
    title: 'डेटा एंट्री से घर से काम',
    text: (hours: number, perEntry: string, maxEntries: number) =>
      `हमारा ${hours} घंटे का डेटा एंट्री कोर्स पूरा करें, मंज़ूरी पाएँ, और अपने फ़ोन या कंप्यूटर से हमारे ऑनलाइन फ़ॉर्म पर एंट्री भरें। हर एंट्री पर ${perEntry} मिलते हैं, दिन में ${maxEntries} एंट्री तक, और आपकी कमाई रोज़ दर्ज होती है।`,
    moneyBack: (days: number) => `${days} दिन की मनी-बैक गारंटी।`,
    seeCourse: 'कोर्स की जानकारी देखें',
  },
  ebooks: 'eBook',
  byline: (author: string, pages: number | undefined) => `लेखक: ${author}${pages ? ` · ${pages} पेज` : ''}`,
  cta: {
    title: 'तय नहीं कर पा रहे कि कौन-सा कोर्स आपके लिए सही है?',
    text: (phone: string) =>
      `हमें WhatsApp पर ${phone} पर मैसेज करें। हमारे काउंसलर फ़ीस और बैच के समय की जानकारी के साथ सही कोर्स चुनने में आपकी मदद करेंगे।`,
    chat: 'WhatsApp पर बात करें',
  },
};
