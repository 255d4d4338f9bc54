import type { CourseDetails } from '../types';

/** The page of the course web-development: overview (paragraphs separated by a blank line), syllabus, benefits, mentor. */
export const texts = {
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
} satisfies CourseDetails;
