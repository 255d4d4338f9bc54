import { site } from '../../config/site';

/** /training */
export const texts = {
  metaTitle: 'Training Programs',
  metaDescription: `How ${site.name} trains: live batches, practical projects, certificates, placement support, flexible timings, online or in the classroom.`,
  title: 'Training Programs',
  lead: 'Job-ready skills, taught live by working professionals. Learn online from anywhere in India or in our classroom, at a time that suits you, and finish with projects, a certificate and help with what comes next.',
  approachTitle: 'How our training works',
  approach: [
    {
      title: 'Live batches',
      text: 'Every class is taught live by a trainer who knows your name. Batches are kept small so you can ask questions and get corrected on the spot, and recordings are shared for revision.',
    },
    {
      title: 'Practical projects',
      text: 'You learn by doing: campaigns, websites, designs, trade journals and mock interviews. Each course ends with work you can show an employer or a client.',
    },
    {
      title: 'Certificates',
      text: `Complete the course and its final assessment to receive a certificate from ${site.name}, an ${site.certification} certified institute.`,
    },
    {
      title: 'Placement and earning support',
      text: 'CV reviews, mock interviews and introductions to hiring partners, plus guidance on freelancing and work-from-home earning. We help you prepare and apply; we do not promise a job.',
    },
    {
      title: 'Timings that fit your day',
      text: 'Morning, evening and weekend batches for students, working professionals and homemakers. Missed a class? Join the same topic in another batch that week.',
    },
    {
      title: 'Online or in the classroom',
      // The address follows the text, and `afterAddress` follows the address.
      text: 'Join live online classes from anywhere in India on a laptop or a phone, or attend in person at our centre: ',
      afterAddress: '.',
    },
  ],
  timingsTitle: 'Batch timings',
  timingsNote:
    'Times are Indian Standard Time. Not every course runs in every slot: ask us for the next batch of the course you want.',
  timings: [
    { batch: 'Morning', time: '7:00 AM – 9:00 AM, Monday to Saturday' },
    { batch: 'Afternoon', time: '2:00 PM – 4:00 PM, Monday to Friday' },
    { batch: 'Evening', time: '7:00 PM – 9:00 PM, Monday to Friday' },
    { batch: 'Weekend', time: '10:00 AM – 1:00 PM, Saturday and Sunday' },
  ],
  programmesTitle: 'Our training programmes',
  contactTitle: 'Not sure which programme fits you?',
  contactText: 'Tell us what you want to achieve and we will suggest a course and a batch.',
  chat: 'Chat on WhatsApp',
  opensInNewTab: ' (opens in a new tab)',
  call: (phone: string) => `Call ${phone}`,
};

export type TrainingTexts = typeof texts;
