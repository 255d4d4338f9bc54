import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../../config/constants';
import { formatRupees } from '../../lib/money';
import type { CourseSummaryTexts } from './summaries.texts.en';

/** Each course's summary and schedule, in Hindi (docs/hindi-glossary.md). */
export const texts: CourseSummaryTexts = {
  courses: {
    'stock-market': {
      summary:
        'जानिए NSE और BSE कैसे काम करते हैं, चार्ट और कंपनियों के नतीजे पढ़ना सीखिए, और असली पैसा लगाने से पहले वर्चुअल पोर्टफ़ोलियो पर जोखिम संभालना सीखिए।',
      schedule: 'सोमवार से शुक्रवार, शाम को 90 मिनट की लाइव क्लास, साथ में शनिवार को डाउट क्लास',
    },
    'spoken-english': {
      summary:
        'तीस दिन, रोज़ दो घंटे की लाइव प्रैक्टिस, ताकि आप काम पर, इंटरव्यू में और रोज़मर्रा की ज़िंदगी में साफ़ और आत्मविश्वास से अंग्रेज़ी बोल सकें।',
      schedule: 'रोज़ 2 घंटे की क्लास',
    },
    'digital-marketing': {
      summary:
        'पैंतालीस दिन में SEO, सोशल मीडिया, Google और Meta विज्ञापन और एनालिटिक्स का हाथों-हाथ अभ्यास, और अंत में लाइव कैंपेन का पोर्टफ़ोलियो।',
      schedule: 'सोमवार से शनिवार, 2 घंटे की लाइव क्लास, सुबह या शाम का बैच',
    },
    'web-development': {
      summary:
        'अपने पहले HTML पेज से लेकर इंटरनेट पर चलती React और Node.js ऐप्लिकेशन तक: नब्बे दिन की लाइव क्लास और हर हफ़्ते प्रोजेक्ट।',
      schedule: 'सोमवार से शुक्रवार, 2 घंटे की लाइव क्लास, साथ में शनिवार को प्रोजेक्ट लैब',
    },
    'graphic-design': {
      summary:
        'Photoshop और Illustrator, CorelDRAW और Canva सीखिए, और ऐसे लोगो, सोशल पोस्ट और प्रिंट डिज़ाइन बनाइए जिनके लिए क्लाइंट पैसे देते हैं।',
      schedule: 'सोमवार से शनिवार, 90 मिनट की लाइव क्लास और रोज़ डिज़ाइन अभ्यास',
    },
    'computer-basics': {
      summary:
        'कंप्यूटर और इंटरनेट भरोसे से चलाइए: Windows, टाइपिंग, MS Office, ई-मेल, ऑनलाइन फ़ॉर्म और सुरक्षित डिजिटल भुगतान।',
      schedule: 'सोमवार से शनिवार, 1 घंटे की क्लास, सुबह, दोपहर और शाम के बैच में',
    },
    'spoken-english-courses': {
      summary: 'शुरुआत से प्रोफ़ेशनल स्तर तक तीन लेवल का प्रोग्राम: बोलना, लिखना, प्रेज़ेंटेशन और इंटरव्यू।',
      schedule: 'सोमवार से शनिवार, 90 मिनट की लाइव क्लास; वीकेंड बैच भी हैं',
    },
    'personality-development-program': {
      summary:
        'आत्मविश्वास, बॉडी लैंग्वेज, शिष्टाचार और बातचीत का हुनर बढ़ाइए, ताकि इंटरव्यू में और काम पर आपका पहला असर अच्छा पड़े।',
      schedule: 'सोमवार, बुधवार और शुक्रवार, 2 घंटे की इंटरैक्टिव वर्कशॉप',
    },
    'social-media-marketing': {
      summary:
        'Instagram और Facebook, YouTube और LinkedIn पेज की योजना बनाइए, कंटेंट बनाइए और उन्हें बढ़ाइए, और ब्रांड और स्थानीय कारोबारों के लिए पेड कैंपेन चलाइए।',
      schedule: 'सोमवार से शुक्रवार, 90 मिनट की लाइव क्लास, साथ में शनिवार को कंटेंट लैब',
    },
  },
  workFromHome: {
    summary: `सही और तेज़ डेटा एंट्री सीखिए और घर से कमाई शुरू कीजिए: हर सही एंट्री के ${formatRupees(RUPEES_PER_ENTRY)}, रोज़ ${MAX_ENTRIES_PER_DAY} एंट्री तक।`,
  },
};
