import type { BlogCatalogueTexts } from './blog.texts.en';

/** The articles stay in English; their titles, summaries and tags are said in Hindi on a Hindi page. */
export const texts: BlogCatalogueTexts = {
  posts: {
    'spot-fake-work-from-home-jobs': {
      title: 'घर से काम की नकली नौकरी का ऑफ़र कैसे पहचानें',
      summary:
        'घर से काम के नाम पर होने वाले धोखे के सात संकेत, किसी को भी पैसे देने से पहले पूछे जाने वाले सवाल, और भारत में धोखाधड़ी की शिकायत कहाँ करें।',
    },
    'pay-safely-by-upi-and-find-your-utr': {
      title: 'UPI से सुरक्षित भुगतान, और अपना UTR नंबर कैसे ढूँढें',
      summary:
        'UPI QR कोड से भुगतान करने, पैसे भेजने से पहले पाने वाले का नाम जाँचने, और GPay, PhonePe और Paytm में 12 अंकों का UTR नंबर ढूँढने की क़दम-दर-क़दम गाइड।',
    },
    'digital-marketing-careers-in-india': {
      title: 'भारत में डिजिटल मार्केटिंग करियर: काम, हुनर और तनख़्वाह',
      summary:
        'डिजिटल मार्केटर असल में क्या करते हैं, फ़्रेशर्स को कौन-सी शुरुआती नौकरियाँ मिलती हैं, पहले कौन-से हुनर सीखें, और बिना अनुभव के अपना काम कैसे दिखाएँ।',
    },
    'improve-spoken-english-in-30-days': {
      title: '30 दिन में अपनी स्पोकन इंग्लिश सुधारें: रोज़ का प्लान',
      summary:
        'भरोसे के साथ अंग्रेज़ी बोलने के लिए 30 दिन का आसान रूटीन: रोज़ 30 से 45 मिनट सुनना, ज़ोर से बोलना और आम ग़लतियाँ सुधारना।',
    },
    'stock-market-basics-for-beginners': {
      title: 'शुरुआत करने वालों के लिए भारत के स्टॉक मार्केट की बुनियादी बातें',
      summary:
        'शेयर, NSE और BSE, SEBI और डीमैट अकाउंट क्या हैं, ऑर्डर कैसे काम करता है, और शुरुआत की वे ग़लतियाँ जो सबसे महँगी पड़ती हैं। यह जानकारी पढ़ाई के लिए है, निवेश की सलाह नहीं।',
    },
  },
  tags: {
    'Work from home': 'घर से काम',
    Safety: 'सुरक्षा',
    'Data entry': 'डेटा एंट्री',
    UPI: 'UPI',
    Payments: 'भुगतान',
    eBooks: 'eBooks',
    'Digital marketing': 'डिजिटल मार्केटिंग',
    Careers: 'करियर',
    'Spoken English': 'स्पोकन इंग्लिश',
    'Self-study': 'ख़ुद से पढ़ाई',
    'Stock market': 'स्टॉक मार्केट',
    Beginners: 'शुरुआत करने वाले',
    Education: 'पढ़ाई',
  },
};
