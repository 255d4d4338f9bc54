import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { createTestBackend, type DemoAccountName } from '../test/backend';
import { englishSentencesIn } from '../test/hindi';
import { renderApp } from '../test/renderApp';
import { loadAllTexts } from './texts';

interface Visit {
  /** The address in English; the test opens it under /hi. */
  href: string;
  /** Who opens it; signed out when absent. */
  as?: DemoAccountName;
  /**
   * English typed into the demo data by a person (an ad's poster, the admin's reason for refusing
   * an ad): the site shows it as it was written.
   */
  typed?: string[];
}

/*
 * Every page a visitor, a signed-in learner or an approved worker can open (the admin's pages stay
 * in English), with the demo data of src/backend/local/seed.ts: its learner's pending payment
 * T2611201234567, the approved worker's confirmed one 512345678901, its published ad
 * demo-ad-phone, expired demo-ad-shoes and rejected demo-ad-laptop. Every route with a parameter
 * has demo data to open it with, so none is skipped.
 */
const visits: Visit[] = [
  { href: paths.root.href() },
  { href: paths.home.href() },
  { href: paths.about.href() },
  { href: paths.courses.href() },
  { href: paths.course.href('stock-market') },
  { href: paths.course.href('spoken-english') },
  { href: paths.course.href('digital-marketing') },
  { href: paths.course.href('no-such-course') },
  { href: paths.webDevelopment.href() },
  { href: paths.graphicDesign.href() },
  { href: paths.computerBasics.href() },
  { href: paths.spokenEnglishCourses.href() },
  { href: paths.personalityDevelopment.href() },
  { href: paths.training.href() },
  { href: paths.socialMediaMarketing.href() },
  { href: paths.blog.href() },
  { href: paths.blogPost.href('spot-fake-work-from-home-jobs') },
  { href: paths.blogPost.href('pay-safely-by-upi-and-find-your-utr') },
  { href: paths.blogPost.href('digital-marketing-careers-in-india') },
  { href: paths.blogPost.href('improve-spoken-english-in-30-days') },
  { href: paths.blogPost.href('stock-market-basics-for-beginners') },
  { href: paths.contact.href() },
  { href: paths.privacyPolicy.href() },
  { href: paths.terms.href() },
  { href: paths.disclaimer.href() },
  { href: paths.faq.href() },
  { href: paths.ads.href(), typed: ['Samsung Galaxy S23', 'Hero Splendor Plus'] },
  {
    href: paths.ad.href('demo-ad-phone'),
    typed: [
      'Samsung Galaxy S23',
      'Like new, with the bill and the box',
      'One owner, never repaired. Screen guard and cover since day one.',
    ],
  },
  { href: paths.ad.href('demo-ad-shoes') },
  { href: paths.ad.href('no-such-ad') },
  { href: paths.login.href() },
  { href: paths.signup.href() },
  { href: paths.verifyEmail.href() },
  { href: paths.profile.href(), as: 'learner' },
  { href: paths.ebook.href('1'), as: 'learner' },
  { href: paths.ebook.href('2'), as: 'learner' },
  { href: paths.ebook.href('3'), as: 'learner' },
  { href: paths.payment.href('1'), as: 'learner' },
  { href: paths.payment.href('2'), as: 'learner' },
  { href: paths.payment.href('1'), as: 'approved' },
  { href: paths.confirmation.href('T2611201234567'), as: 'learner' },
  { href: paths.confirmation.href('512345678901'), as: 'approved' },
  { href: paths.library.href(), as: 'learner' },
  { href: paths.library.href(), as: 'approved' },
  { href: paths.receipt.href('T2611201234567'), as: 'learner' },
  { href: paths.receipt.href('512345678901'), as: 'approved' },
  { href: paths.workFromHomeCourse.href(), as: 'learner' },
  { href: paths.enroll.href('work-from-home-data-entry'), as: 'learner' },
  { href: paths.enroll.href('digital-marketing'), as: 'learner' },
  { href: paths.enroll.href('stock-market'), as: 'learner' },
  { href: paths.createJobPost.href(), as: 'learner' },
  {
    href: paths.myAds.href(),
    as: 'learner',
    typed: ['Please give the price, the condition and where the laptop is.'],
  },
  { href: paths.myAds.href(), as: 'approved', typed: ['Samsung Galaxy S23', 'Hero Splendor Plus'] },
  { href: paths.reportAd.href('demo-ad-phone'), as: 'learner', typed: ['Samsung Galaxy S23'] },
  { href: paths.myEarnings.href(), as: 'learner' },
  { href: paths.myEarnings.href(), as: 'approved' },
  { href: paths.dataEntryWork.href(), as: 'approved' },
  { href: paths.dataEntryForm.href(), as: 'approved' },
  { href: '/no-such-page' },
];

describe('the whole Hindi site', () => {
  beforeAll(() => loadAllTexts('hi'));

  it.each(visits.map((visit) => [`/hi${visit.href}${visit.as ? ` as ${visit.as}` : ''}`, visit] as const))(
    '%s has no English sentence',
    async (_, { href, as, typed = [] }) => {
      const backend = await createTestBackend({ as });
      const { container } = renderApp(`/hi${href}`, { backend });

      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      const main = container.querySelector('main')!;
      // The page's own reads have arrived: no spinner is left but the embedded form's, which jsdom never loads.
      const waiting = () =>
        [...main.querySelectorAll('.spinner-screen')].filter(
          (spinner) => !spinner.closest('[aria-busy]')?.querySelector('iframe'),
        );
      // The eBook page shows its heading through its pause of 800 ms, so the wait may outlast it.
      await waitFor(() => expect(waiting()).toEqual([]), { timeout: 5000 });
      const english = englishSentencesIn(main).filter((text) => !typed.some((own) => text.endsWith(own)));
      expect(english).toEqual([]);
    },
  );
});
