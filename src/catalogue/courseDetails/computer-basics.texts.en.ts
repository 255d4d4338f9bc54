import type { CourseDetails } from '../types';

/** The page of the course computer-basics: overview (paragraphs separated by a blank line), syllabus, benefits, mentor. */
export const texts = {
  overview: [
    'A patient, step-by-step course for complete beginners: students, homemakers, job seekers and senior citizens. You start with switching on a computer and using a mouse, and finish able to type letters, keep accounts in Excel, send e-mails and complete online forms on your own.',
    'We also cover the online services people use every day in India, such as DigiLocker, booking train tickets, paying bills by UPI and applying for jobs online, and how to stay safe from fraud while you do.',
  ].join('\n\n'),
  syllabus: [
    {
      title: 'Getting started with the computer',
      topics: [
        'Parts of a computer, the mouse and the keyboard',
        'Windows: the desktop, files and folders',
        'Installing and removing programs safely',
        'Typing practice in English and Hindi',
      ],
    },
    {
      title: 'MS Word and documents',
      topics: [
        'Writing, formatting and printing letters',
        'Making a resume',
        'Tables, images and page layout',
        'Saving documents as PDF',
      ],
    },
    {
      title: 'MS Excel and PowerPoint',
      topics: [
        'Rows, columns and simple formulas',
        'A household budget and a shop stock register',
        'Charts from your data',
        'A short presentation in PowerPoint',
      ],
    },
    {
      title: 'Internet and e-mail',
      topics: [
        'Browsing and searching effectively',
        'Creating and using an e-mail account, with attachments',
        'Google Drive and sharing files',
        'Video calls on Google Meet and Zoom',
      ],
    },
    {
      title: 'Online services and staying safe',
      topics: [
        'DigiLocker, online applications and form filling',
        'Booking tickets and paying bills by UPI',
        'Strong passwords and OTP safety',
        'Recognising phishing, fake job offers and other frauds',
      ],
    },
  ],
  benefits: [
    'No prior knowledge needed: we start from switching on the computer',
    'Enough typing and Office skills for most office and data-entry jobs',
    'Confidence to use government and banking services online',
    'Practical protection against online fraud',
    'Small batches and help in Hindi or English',
    'Certificate of completion',
  ],
  mentorBio:
    'Meena has taught computer literacy for twelve years, in community centres in Dehradun and now online, and has helped more than 3,000 first-time users, many of them over fifty, get comfortable with computers. She is known for explaining everything twice, slowly, without ever making anyone feel silly for asking.',
} satisfies CourseDetails;
