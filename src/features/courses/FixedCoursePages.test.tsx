import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { FixedCourseKey } from '../../catalogue/courses';
import { fixedCourses } from '../../test/englishCatalogue';
import { renderWithRouter } from '../../test/renderWithRouter';
import {
  ComputerBasicsPage,
  GraphicDesignPage,
  PersonalityDevelopmentPage,
  SocialMediaMarketingPage,
  SpokenEnglishCoursesPage,
  WebDevelopmentPage,
} from './FixedCoursePages';

const pages: [FixedCourseKey, ComponentType][] = [
  ['webDevelopment', WebDevelopmentPage],
  ['graphicDesign', GraphicDesignPage],
  ['computerBasics', ComputerBasicsPage],
  ['spokenEnglishCourses', SpokenEnglishCoursesPage],
  ['personalityDevelopment', PersonalityDevelopmentPage],
  ['socialMediaMarketing', SocialMediaMarketingPage],
];

describe.each(pages)('%s page', (key, Page) => {
  const course = fixedCourses[key];

  it(`shows ${course.title} with its fee and an Enroll Now link`, () => {
    renderWithRouter(<Page />, { route: course.href, path: course.href });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: course.title })).toBeInTheDocument();
    expect(screen.getByText(`${course.durationDays} days`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Syllabus' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: course.mentor })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Enroll Now/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(course.title)),
    );
  });
});
