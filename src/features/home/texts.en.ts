/** The home page's words in English. */
export const texts = {
  metaTitle: 'Learn skills, earn from home',
  metaDescription: (siteName: string, certification: string) =>
    `${siteName}: stock market, digital marketing and spoken English courses, eBooks, and work-from-home data-entry work. ${certification} certified.`,
  title: 'Learn practical skills. Start earning from home.',
  lead: (perEntry: string) =>
    `Live courses in stock market basics, digital marketing and spoken English, eBooks you download from your library once your payment is confirmed, and genuine data-entry work for approved learners, paid at ${perEntry} for every entry.`,
  exploreCourses: 'Explore courses',
  askOnWhatsApp: 'Ask on WhatsApp',
  popularCourses: 'Popular courses',
  seeAllCourses: (count: number) => `See all ${count} courses`,
  work: {
    title: 'Work from home with data entry',
    text: (hours: number, perEntry: string, maxEntries: number) =>
      `Finish our ${hours}-hour data-entry course, get approved, and fill entries on our online form from your phone or computer. Every entry earns ${perEntry}, up to ${maxEntries} entries a day, and your earnings are recorded daily.`,
    moneyBack: (days: number) => `${days}-day money-back guarantee.`,
    seeCourse: 'See the course',
  },
  ebooks: 'eBooks',
  byline: (author: string, pages: number | undefined) => `by ${author}${pages ? ` · ${pages} pages` : ''}`,
  cta: {
    title: 'Not sure which course is right for you?',
    text: (phone: string) =>
      `Message us on WhatsApp at ${phone} and a counsellor will help you choose, with fees and batch timings.`,
    chat: 'Chat on WhatsApp',
  },
};

export type HomeTexts = typeof texts;
