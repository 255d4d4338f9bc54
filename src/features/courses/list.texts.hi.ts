import { site } from '../../config/site';
import type { CourseListTexts } from './list.texts.en';

/** The words of /courses, in Hindi (docs/hindi-glossary.md). */
export const texts: CourseListTexts = {
  metaTitle: 'कोर्स',
  metaDescription:
    'स्टॉक मार्केट की बुनियादी बातें, स्पोकन इंग्लिश, डिजिटल मार्केटिंग, वेब डेवलपमेंट, डिज़ाइन और बहुत कुछ: लाइव ऑनलाइन और क्लासरूम कोर्स।',
  title: 'हमारे कोर्स',
  lead: `प्रैक्टिकल, लाइव कोर्स, जिन्हें वही लोग सिखाते हैं जो यह काम करते हैं: ऐसा हुनर सीखिए जो नौकरी पाने, अपना कारोबार बढ़ाने या घर से कमाने में मदद करे। ${site.name} एक ${site.certification} सर्टिफ़ाइड संस्थान है, और हर कोर्स के अंत में सर्टिफ़िकेट मिलता है।`,
  notSureBefore: 'समझ नहीं आ रहा कहाँ से शुरू करें? पढ़िए ',
  notSureLink: 'हमारी ट्रेनिंग कैसे होती है',
  notSureAfter: '।',
  allCourses: 'सभी कोर्स',
  ebooksTitle: 'अपनी रफ़्तार से सीखना चाहते हैं?',
};
