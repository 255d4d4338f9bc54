import type { CourseDetails } from '../types';

/** The page of the course personality-development-program: overview (paragraphs separated by a blank line), syllabus, benefits, mentor. */
export const texts = {
  overview: [
    'Skills and degrees get you shortlisted; confidence and the way you carry yourself often decide the rest. This workshop-based programme helps students, freshers and professionals understand their strengths, present themselves well and speak up with confidence.',
    'Sessions are active rather than lectures: mock interviews, group activities, presentations and role-plays, with video feedback so you can see your own progress across the month.',
  ].join('\n\n'),
  syllabus: [
    {
      title: 'Knowing yourself',
      topics: [
        'Strengths and areas to work on',
        'Setting personal and career goals',
        'Building a positive, realistic self-image',
        'Overcoming stage fear and self-doubt',
      ],
    },
    {
      title: 'Body language and grooming',
      topics: [
        'Posture, eye contact and handshake',
        'Dressing for interviews and the workplace',
        'Personal grooming on any budget',
        'Reading other people’s body language',
      ],
    },
    {
      title: 'Communication and public speaking',
      topics: [
        'Speaking clearly and listening actively',
        'Structuring a short speech',
        'Speaking in front of a group',
        'Giving and receiving feedback',
      ],
    },
    {
      title: 'Etiquette and professional presence',
      topics: [
        'Office, telephone and e-mail etiquette',
        'Meeting and dining etiquette',
        'Your professional image on LinkedIn and social media',
        'Working with people from different backgrounds',
      ],
    },
    {
      title: 'Managing yourself',
      topics: [
        'Time management and prioritising',
        'Handling stress and pressure',
        'Decision-making and problem-solving',
        'Teamwork and leadership basics',
      ],
    },
    {
      title: 'Interview and group discussion readiness',
      topics: [
        'Answering common interview questions with confidence',
        'Group discussion practice',
        'Mock interviews with video feedback',
        'Your personal development plan',
      ],
    },
  ],
  benefits: [
    'Noticeably more confidence when speaking in front of others',
    'Interview and group discussion practice with video feedback',
    'Workplace etiquette that makes a good impression from day one',
    'Practical techniques for time and stress management',
    'A personal development plan to keep improving after the course',
    'Certificate of completion',
  ],
  mentorBio:
    'Kavita is a certified soft-skills trainer and former HR manager who has spent fourteen years hiring and training people at IT and retail companies in Hyderabad. She has sat on thousands of interview panels and now teaches candidates what the panel notices in the first two minutes.',
} satisfies CourseDetails;
