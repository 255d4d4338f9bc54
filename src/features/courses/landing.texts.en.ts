import { MAX_ENTRIES_PER_DAY } from '../../config/constants';
import { site } from '../../config/site';
import { perEntry } from '../../catalogue/workWords';

/** /course-details: the work-from-home course's landing page. */
export const texts = {
  // Word for word from the specification.
  serverBusy: 'ERROR! Server is busy, Please Contact For support',

  // Ours.
  enrollNow: 'Enroll Now',
  opensInNewTab: '(opens in a new tab)',
  eyebrow: 'Work from home',
  metaDescription: `Learn data entry in 20 hours and earn ${perEntry} an entry from home.`,
  ratingLabel: (rating: number, count: string) => `Rated ${rating} out of 5 from ${count} ratings`,
  students: (count: string) => `${count} students`,
  hours: (hours: number) => `${hours} hours`,
  modules: (count: number) => `${count} modules`,
  lessons: (count: number) => `${count} lessons`,
  factRating: 'Rating',
  factStudents: 'Students',
  factDuration: 'Duration',
  factModules: 'Modules',
  watchDemo: 'Watch demo video',
  demoTitle: 'Demo lesson: your first data entry',
  demoVideoLabel: 'Demo lesson video',
  demoIntro:
    'In this free lesson from module 4 you watch a trainer complete real entries on the practice form:',
  demoSteps: [
    'Open the form from your work page after you are approved.',
    'Copy one record from the source document, field by field.',
    'Check spellings, numbers and dates before you submit.',
    `Submit, and see how your daily count turns into earnings at ${perEntry} an entry.`,
  ],
  demoUnavailable: 'The video is being refreshed. Ask us on WhatsApp and we will send it to you.',
  demoWhatsApp: 'Ask for the demo video on WhatsApp',
  demoWhatsAppMessage: `Hello ${site.name}, please send me the demo video of the work from home data entry course.`,
  curriculumTitle: 'Course content',
  curriculumSummary: (modules: number, lessons: number, hours: number) =>
    `${modules} modules, ${lessons} lessons, ${hours} hours in total. Open a module to see its lessons.`,
  moduleTitle: (index: number, title: string) => `Module ${index}: ${title}`,
  lessonKind: { video: 'Video', assignment: 'Assignment' },
  minutes: (minutes: number) => `${minutes} min`,
  certificateTitle: 'Certificate of completion',
  certificateText: `Pass the final assessment and receive a ${site.name} certificate in data entry, issued by an ${site.certification} certified institute. Add it to your CV and LinkedIn profile.`,
  certificatePoints: [
    'Shareable certificate with a unique verification number',
    'Lists your typing speed and accuracy from the final assessment',
    'Issued within 7 days of passing',
  ],
  instructorTitle: 'Your instructor',
  instructorRole: 'Data operations lead, 11 years',
  instructorBio:
    'Meera has run data-entry teams for banks, hospitals and e-commerce sellers, and has trained more than 4,000 home-based workers. She teaches the checks her own teams use to keep errors below one in a thousand.',
  priceTitle: 'Course fee',
  moneyBack: (days: number) => `${days}-day money-back guarantee`,
  moneyBackDetail: (days: number) =>
    `Not for you? Ask for a full refund within ${days} days of enrolling, no questions asked.`,
  faqTitle: 'Frequently asked questions',
  faq: [
    {
      question: 'Do I need any experience?',
      answer:
        'No. If you can use a phone or a computer you can start; the course teaches typing and accuracy from the basics.',
    },
    {
      question: 'How am I paid for data entry work?',
      answer: `Once we approve your account, every entry you complete is counted each day and pays ${perEntry}. You can do up to ${MAX_ENTRIES_PER_DAY} entries a day and see your counts and earnings on your work page.`,
    },
    {
      question: 'Can I work from a phone?',
      answer:
        'Yes. The form works on a phone, but a computer or tablet with a keyboard makes you faster and more accurate.',
    },
    {
      question: 'Is there any registration or security fee?',
      answer:
        'No. The course fee is the only payment. Be careful of anyone who asks for a fee to "release" work or earnings.',
    },
  ],
  ctaTitle: 'Ready to start earning from home?',
  ctaText: 'Enroll now, learn at your own pace and start work as soon as you are approved.',
  /** Each module of the course, with its lessons, in the order of their facts in src/catalogue/workFromHome.ts. */
  curriculum: [
    {
      title: 'Getting started with data entry',
      lessons: [
        'What data-entry work is and how you are paid',
        'Setting up your computer or phone for work',
        'Spot the fake job offer',
      ],
    },
    {
      title: 'Typing speed and accuracy',
      lessons: [
        'Touch typing: home row to full keyboard',
        'Accuracy drills with Indian names and addresses',
        'Checking your own work before you submit',
      ],
    },
    {
      title: 'Forms, spreadsheets and documents',
      lessons: [
        'Filling online forms without mistakes',
        'Spreadsheet basics: rows, columns and formats',
        'Copying data from scanned documents',
      ],
    },
    {
      title: 'Working on live projects',
      lessons: [
        'How daily counts are recorded and paid',
        'Your first 25 entries on the practice form',
        'Keeping quality high at 100 entries a day',
      ],
    },
    {
      title: 'Growing your income',
      lessons: ['Planning your working day', 'Other remote work you can take up next', 'Final assessment'],
    },
  ],
};
