import type { CourseDetails } from '../types';

/**
 * The pages of the first three courses with routes of their own, by course id. Overviews may
 * hold several paragraphs, separated by a blank line.
 */
export const fixedDetailsA = {
  'web-development': {
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

  'graphic-design': {
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

  'computer-basics': {
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
} satisfies Record<string, CourseDetails>;
