import { fixedCourses, type FixedCourseKey } from './courses';
import type { Course, CourseDetails } from './types';

// The pages of the courses with routes of their own (docs/product.md#routes). Overviews may
// hold several paragraphs, separated by a blank line.

const fixedCourseDetails: Record<FixedCourseKey, CourseDetails> = {
  webDevelopment: {
    overview: [
      'A job-focused programme for graduates, career changers and working professionals who want to build websites and web applications. You learn the same stack that Indian start-ups and service companies hire for: HTML, CSS, JavaScript, React, Node.js and databases, together with Git and deployment.',
      'Every week ends with something you have built, and the course ends with a full-stack capstone project that lives on the internet and on your GitHub profile, ready to show in interviews.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'HTML, CSS and responsive design',
        topics: [
          'Semantic HTML and accessibility basics',
          'CSS layout with Flexbox and Grid',
          'Mobile-first, responsive pages',
          'Project: a portfolio website',
        ],
      },
      {
        title: 'JavaScript fundamentals',
        topics: [
          'Variables, functions, arrays and objects',
          'The DOM and events',
          'Fetching data from APIs with async and await',
          'Project: an expense tracker in rupees',
        ],
      },
      {
        title: 'Git, GitHub and developer tools',
        topics: [
          'Version control with Git',
          'Branches, pull requests and code review on GitHub',
          'Debugging with browser developer tools',
          'npm packages and build tools',
        ],
      },
      {
        title: 'React',
        topics: [
          'Components, props and state',
          'Hooks and forms',
          'Routing in a single-page application',
          'Project: a course catalogue application',
        ],
      },
      {
        title: 'Node.js, Express and databases',
        topics: [
          'REST APIs with Node.js and Express',
          'MongoDB and SQL databases',
          'Sign-in and protecting routes',
          'Project: the back end of your catalogue application',
        ],
      },
      {
        title: 'Deployment and getting hired',
        topics: [
          'Deploying front end and back end to the cloud',
          'Capstone: a full-stack application of your choice',
          'Data structures and problem-solving practice for interviews',
          'Resume, LinkedIn profile and mock technical interviews',
        ],
      },
    ],
    benefits: [
      'Six projects and a capstone on your GitHub profile',
      'The stack Indian start-ups and IT service companies hire for',
      'Code reviews from a working software engineer',
      'Mock technical interviews and resume reviews',
      'Placement support with introductions to hiring partners',
      'Certificate of completion',
    ],
    mentorBio:
      'Arjun is a software engineer with ten years of experience at product companies in Bengaluru, where he built payment and booking systems used by millions of people. He has interviewed hundreds of developers and teaches what he looked for in them: clean code, clear thinking and projects that actually work.',
  },

  graphicDesign: {
    overview: [
      'A practical design course for students, print and sign-shop staff, small business owners and anyone who wants to earn from design. You learn the principles behind good design and the tools that Indian studios and print shops use, from Photoshop and Illustrator to CorelDRAW and Canva.',
      'Every module ends with a real brief: a logo for a local business, a festival offer poster, a wedding card, a set of Instagram posts. By the end you have a portfolio of twelve pieces and know how to quote for freelance work.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'Design principles',
        topics: [
          'Layout, balance and white space',
          'Colour theory',
          'Typography, including Hindi fonts',
          'Reading a client brief',
        ],
      },
      {
        title: 'Adobe Photoshop',
        topics: [
          'Layers, masks and selections',
          'Photo retouching and background removal',
          'Posters, banners and thumbnails',
          'Exporting for web and print',
        ],
      },
      {
        title: 'Adobe Illustrator and CorelDRAW',
        topics: [
          'Vector drawing with the pen tool',
          'Logos and icons',
          'Visiting cards, letterheads and brochures',
          'Preparing print-ready files for flex and offset printing',
        ],
      },
      {
        title: 'Social media and Canva',
        topics: [
          'Instagram posts, carousels and story templates',
          'Brand kits in Canva for quick, consistent work',
          'Simple motion graphics for reels',
          'Designing festival and sale campaigns',
        ],
      },
      {
        title: 'Portfolio and freelancing',
        topics: [
          'Building a portfolio on Behance',
          'Finding clients and pricing your work',
          'Presenting designs and handling revisions',
          'Final project: a complete brand identity',
        ],
      },
    ],
    benefits: [
      'A portfolio of twelve finished designs',
      'Skills in the four tools most asked for in Indian job listings',
      'Print-ready file preparation that local printers accept first time',
      'Guidance on freelancing and pricing your work',
      'Personal feedback on every assignment',
      'Certificate of completion',
    ],
    mentorBio:
      'Sneha is a graphic designer from Pune with nine years of agency and freelance experience, designing brand identities, packaging and campaigns for restaurants, jewellers and start-ups across Maharashtra. She teaches design the way she works: start from the client’s problem, sketch first, then open the software.',
  },

  computerBasics: {
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
  },

  spokenEnglishCourses: {
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

  personalityDevelopment: {
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

  socialMediaMarketing: {
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
};

/** A fixed course with its whole page. */
export function fixedCoursePage(key: FixedCourseKey): Course {
  return { ...fixedCourses[key], ...fixedCourseDetails[key] };
}
