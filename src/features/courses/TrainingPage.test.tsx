import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allCourses } from '../../test/englishCatalogue';
import { paths } from '../../config/paths';
import { renderWithRouter } from '../../test/renderWithRouter';
import { TrainingPage } from './TrainingPage';

describe('TrainingPage', () => {
  it('explains how training works and when batches run', () => {
    renderWithRouter(<TrainingPage />, { route: paths.training.href(), path: paths.training.path });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Training Programs' })).toBeInTheDocument();
    for (const topic of [
      'Live batches',
      'Practical projects',
      'Certificates',
      'Placement and earning support',
      'Online or in the classroom',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: topic })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Batch timings' })).toBeInTheDocument();
    expect(screen.getByText('Weekend')).toBeInTheDocument();
  });

  it('links to every training programme, social media marketing first', () => {
    renderWithRouter(<TrainingPage />, { route: paths.training.href(), path: paths.training.path });

    const links = screen.getAllByRole('link', { name: /^View course: / });
    expect(links).toHaveLength(allCourses.length);
    expect(links[0]).toHaveAttribute('href', paths.socialMediaMarketing.href());
    for (const course of allCourses) {
      expect(screen.getByRole('link', { name: `View course: ${course.title}` })).toHaveAttribute(
        'href',
        course.href,
      );
    }
  });

  it('offers a WhatsApp chat and a phone call for questions', () => {
    renderWithRouter(<TrainingPage />, { route: paths.training.href(), path: paths.training.path });

    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });
});
