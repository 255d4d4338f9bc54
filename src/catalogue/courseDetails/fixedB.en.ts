import type { CourseDetails } from '../types';

/**
 * The pages of the other three courses with routes of their own, by course id. Overviews may
 * hold several paragraphs, separated by a blank line.
 */
export const fixedDetailsB = {
  'spoken-english-courses': {
    overview: [
      'Where our 30-day Spoken English course focuses on speaking confidence, this ninety-day programme takes you through three levels (foundation, fluency and professional) and covers every part of English communication at work: speaking, listening, e-mails and reports, presentations, group discussions and interviews.',
      'You are placed in the right level after a free assessment and move up when you are ready. It suits graduates preparing for campus and off-campus placements, BPO and customer-service roles, and professionals who want to communicate with clients and senior management.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'Level 1: Foundation',
        topics: [
          'Everyday conversations and self-introduction',
          'Core grammar through speaking practice',
          'Building your working vocabulary',
          'Listening to simple English audio and video',
        ],
      },
      {
        title: 'Level 2: Fluency',
        topics: [
          'Thinking in English instead of translating',
          'Storytelling and describing experiences',
          'Debates and opinion discussions',
          'Idioms and natural expressions',
        ],
      },
      {
        title: 'Level 3: Professional communication',
        topics: [
          'Meetings, negotiations and client calls',
          'Presentations with slides',
          'Handling difficult conversations politely',
          'Cross-cultural communication with international clients',
        ],
      },
      {
        title: 'Written English',
        topics: [
          'Professional e-mails and replies',
          'Reports, minutes and summaries',
          'Chat etiquette on Slack, Teams and WhatsApp',
          'Common written errors and how to avoid them',
        ],
      },
      {
        title: 'Voice, accent and clarity',
        topics: [
          'Neutral, clear pronunciation',
          'Intonation and pace on calls',
          'Voice modulation for presentations',
          'Recorded practice with trainer feedback',
        ],
      },
      {
        title: 'Interviews and group discussions',
        topics: [
          'HR and technical interview answers',
          'Group discussion strategy and practice',
          'Video interviews and online assessments',
          'Two recorded mock interviews with feedback',
        ],
      },
    ],
    benefits: [
      'A free placement assessment puts you in the right level',
      'Covers speaking, writing, presentations and interviews in one programme',
      'Two recorded mock interviews with written feedback',
      'Voice and accent training for BPO and client-facing roles',
      'Study material and practice recordings to keep',
      'Certificate for each level you complete',
    ],
    mentorBio:
      'Farah is a Cambridge-certified English trainer who spent seven years as a voice and accent trainer for international call centres in Hyderabad and Noida before she began coaching graduates for placements. Her students have joined IT services firms, banks and airlines, and she still runs every mock interview herself.',
  },

  'personality-development-program': {
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
  },

  'social-media-marketing': {
    overview: [
      'Almost every Indian business, from a neighbourhood bakery to a national brand, wants a social media presence that brings in customers, and few know how to build one. This training programme teaches you to plan content, create reels and posts on your phone, grow an audience and run paid campaigns that produce enquiries.',
      'You manage a real page throughout the course, either your own, a family business or one of our partner small businesses, and finish with results you can show to an employer or your first freelance clients.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'Strategy and audience',
        topics: [
          'Setting goals a business actually cares about',
          'Understanding your audience and competitors',
          'Choosing the right platforms',
          'Brand voice and content pillars',
        ],
      },
      {
        title: 'Content creation',
        topics: [
          'Designing posts and carousels in Canva',
          'Shooting and editing reels on a smartphone',
          'Writing captions and using hashtags',
          'Planning a monthly content calendar',
        ],
      },
      {
        title: 'Platform by platform',
        topics: [
          'Instagram: reels, stories and collaborations',
          'Facebook pages and groups',
          'YouTube and YouTube Shorts',
          'LinkedIn for professionals and B2B brands',
        ],
      },
      {
        title: 'Paid campaigns and influencers',
        topics: [
          'Meta Ads Manager: audiences, budgets and creatives',
          'Lead generation and WhatsApp click-to-chat ads',
          'Working with micro-influencers',
          'Measuring cost per lead and return on ad spend',
        ],
      },
      {
        title: 'Analytics, clients and freelancing',
        topics: [
          'Reading insights and preparing a monthly report',
          'Handling comments, reviews and complaints',
          'Pitching to and pricing for local businesses',
          'Building your portfolio',
        ],
      },
    ],
    benefits: [
      'Hands-on management of a real page for the whole course',
      'Reels, posts and a content calendar for your portfolio',
      'Paid campaign experience with Meta Ads Manager',
      'A ready-to-use pitch and pricing guide for freelance clients',
      'Placement and freelancing support after the course',
      'Certificate of completion',
    ],
    mentorBio:
      'Rohan is a Kolkata-based social media strategist who has grown pages for restaurants, fashion labels and coaching institutes, several of them past a lakh followers. He has run his own small agency for six years and teaches the processes his team uses every day.',
  },
} satisfies Record<string, CourseDetails>;
