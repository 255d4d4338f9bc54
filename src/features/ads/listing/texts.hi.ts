import type { ListingTexts } from './texts.en';

/** The words of the public listing and an ad's page in Hindi (docs/hindi-glossary.md). */
export const texts: ListingTexts = {
  categoryLabel: 'श्रेणी',
  subcategoryLabel: 'उप-श्रेणी',
  adsTitle: 'क्लासिफ़ाइड विज्ञापन',
  adsDescription:
    'हमारे लर्नर्स के क्लासिफ़ाइड विज्ञापन: इलेक्ट्रॉनिक्स, गाड़ियाँ, प्रॉपर्टी, फ़ैशन, नौकरियाँ, ट्रेनिंग और वित्तीय सेवाएँ। हर विज्ञापन प्रकाशित होने से पहले जाँचा जाता है।',
  adsLead:
    'हमारे लर्नर्स के दिए विज्ञापन। यहाँ दिखने से पहले हमारी टीम हर विज्ञापन की जाँच करती है, और वह 30 दिन तक रहता है।',
  postAnAd: 'विज्ञापन दें',
  myAds: 'मेरे विज्ञापन',
  filtersLabel: 'विज्ञापन खोजें',
  anyCategory: 'सभी श्रेणियाँ',
  anySubcategory: 'सभी उप-श्रेणियाँ',
  searchLabel: 'विज्ञापन में शब्द',
  searchHint:
    'वे विज्ञापन दिखते हैं जिनमें आपका लिखा हर शब्द पूरे शब्द के रूप में हो, विज्ञापन देने वाले के लिखे में या श्रेणी में। "swift" लिखने पर "Maruti Swift" मिलेगा, पर "Swifty" नहीं; छोटे-बड़े अक्षरों से फ़र्क नहीं पड़ता।',
  searchButton: 'खोजें',
  clearFilters: 'सभी विज्ञापन दिखाएँ',
  loadingAds: 'विज्ञापन लोड हो रहे हैं…',
  adsLoadFailed: 'विज्ञापन लोड नहीं हो सके।',
  noListedAds: 'अभी कोई विज्ञापन नहीं है।',
  noAdsMatch: 'कोई विज्ञापन मेल नहीं खाता।',
  listing: (count: number, more: boolean, where: string) =>
    `${where ? `${where} में ` : ''}${more ? 'सबसे नए ' : ''}${count} विज्ञापन`,
  moreAds: 'पुराने विज्ञापन दिखाएँ',
  loadingMore: 'लोड हो रहा है…',
  postedByName: (name: string) => (name ? `${name} का विज्ञापन` : 'एक लर्नर का विज्ञापन'),
  publishedOn: (date: string) => `${date} को प्रकाशित`,
  listedUntil: (date: string) => `${date} तक दिखेगा`,
  adLoading: 'विज्ञापन लोड हो रहा है…',
  adShellTitle: 'क्लासिफ़ाइड विज्ञापन',
  adShellDescription:
    'हमारे एक लर्नर का विज्ञापन, जिसे प्रकाशित करने से पहले हमारी टीम ने जाँचा: बेचने वाले की दी हर जानकारी और उनसे संपर्क का तरीका।',
  adLoadFailed: 'विज्ञापन लोड नहीं हो सका।',
  expiredTitle: 'इस विज्ञापन का समय पूरा हो गया है',
  expiredText: 'विज्ञापन साइट पर 30 दिन तक रहते हैं। इसे देने वाले ने इसे रिन्यू नहीं किया है।',
  missingTitle: 'यह विज्ञापन अब नहीं दिख रहा',
  reportThisAd: 'इस विज्ञापन की शिकायत करें',
  missingText: 'हो सकता है इसे देने वाले ने वापस ले लिया हो या हमारी टीम ने हटा दिया हो, या लिंक अधूरा हो।',
  backToAds: 'सभी विज्ञापन देखें',
  shareOnWhatsApp: 'WhatsApp पर शेयर करें',
  adDetails: 'जानकारी',
  summaryWhere: (subcategory: string, category: string) => `${category} में ${subcategory}।`,
};
