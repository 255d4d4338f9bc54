import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isAdminEmail, isPinnedAdmin } from '../../backend/isAdmin';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { avatarInitial } from '../../lib/avatar';
import { useBackend, useSession, useSignedInUser } from '../../session/session';
import { PayoutDetailsSection } from './payoutDetails/PayoutDetailsSection';
import { authTexts } from './texts';
import type { AuthTexts } from './texts.en';
import './auth.css';

interface ProfileLinkItem {
  to: string;
  /** Its title and detail in the texts. */
  words: keyof AuthTexts['profile']['links'];
}

const learnerLinks: ProfileLinkItem[] = [
  { to: paths.library.href(), words: 'library' },
  { to: paths.createJobPost.href(), words: 'postAd' },
  { to: paths.myAds.href(), words: 'myAds' },
  { to: paths.workFromHomeCourse.href(), words: 'course' },
];

/** For everyone but the admin: a worker keeps it when their approval is revoked. */
const earningsLink: ProfileLinkItem = { to: paths.myEarnings.href(), words: 'earnings' };

const workerLinks: ProfileLinkItem[] = [
  { to: paths.dataEntryWork.href(), words: 'work' },
  { to: paths.dataEntryForm.href(), words: 'form' },
];

const adminLinks: ProfileLinkItem[] = [
  { to: paths.admin.href(), words: 'admin' },
  { to: paths.paymentApprovals.href(), words: 'payments' },
  { to: paths.earningsDashboard.href(), words: 'earningsDashboard' },
  { to: paths.userApprovals.href(), words: 'users' },
  { to: paths.adminSubmissions.href(), words: 'submissions' },
];

export function ProfilePage() {
  const text = useTexts(authTexts);
  const { profile, isAdmin, reloadProfile } = useSession();
  const user = useSignedInUser();
  const backend = useBackend();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await backend.auth.signOut();
      navigate(paths.home.href(), { replace: true });
    } catch {
      setSigningOut(false);
    }
  };

  // While the profile is read, the page is already the user's, by the name the account carries;
  // whether they are approved, and the ways that follows, wait for it.
  const loading = profile.status === 'idle' || profile.status === 'loading';
  const found = profile.status === 'ready' ? profile.profile : null;
  const name = found ? `${found.firstName} ${found.lastName}`.trim() : user.displayName;
  const approved = isAdmin || !!found?.approved;
  const links = [
    ...learnerLinks,
    ...(isAdmin ? [] : [earningsLink]),
    ...(approved ? workerLinks : []),
    ...(isAdmin ? adminLinks : []),
  ];

  return (
    <div className="container page">
      <PageMeta title={text.profile.title} description={text.profile.description} />
      <section className="profile-card" aria-labelledby="profile-name">
        <span className="profile-avatar" aria-hidden="true">
          {avatarInitial(name, user.email)}
        </span>
        <div className="stack">
          <h1 id="profile-name">{name || user.email}</h1>
          <p className="muted">{user.email}</p>
          <p>
            {loading ? (
              <span className="muted" role="status">
                {text.profile.loading}
              </span>
            ) : (
              <span className={approved ? 'pill pill--success' : 'pill'}>
                {isAdmin ? text.profile.admin : approved ? text.profile.approved : text.profile.notApproved}
              </span>
            )}
          </p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={signOut} disabled={signingOut}>
          {signingOut ? text.profile.loggingOut : text.profile.logOut}
        </button>
      </section>

      {!loading && (
        <>
          {(profile.status === 'missing' || profile.status === 'error') && (
            <div className="auth-failure section" role="alert">
              <p>{profile.status === 'missing' ? text.profileNotFound : text.profileError}</p>
              <button type="button" className="btn btn-secondary" onClick={reloadProfile}>
                {text.profile.tryAgain}
              </button>
            </div>
          )}

          {!isAdmin && isAdminEmail(user.email) && (
            <div className="section profile-admin-note" role="note">
              <p>
                {!site.adminUid
                  ? text.adminNotPinned
                  : isPinnedAdmin(user.uid)
                    ? text.adminUnconfirmed
                    : text.adminPinnedElsewhere}
              </p>
              {!isPinnedAdmin(user.uid) && (
                <p>
                  {text.accountId} <code>{user.uid}</code>
                </p>
              )}
            </div>
          )}

          {!approved && (
            <p className="section">
              {text.profile.notApprovedNote.before}{' '}
              <Link to={paths.workFromHomeCourse.href()}>{text.profile.notApprovedNote.link}</Link>{' '}
              {text.profile.notApprovedNote.after}
            </p>
          )}

          <section className="section" aria-labelledby="profile-links-title">
            <h2 id="profile-links-title">{text.profile.shortcuts}</h2>
            <ul className="profile-links">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    <strong>{text.profile.links[link.words].title}</strong>
                    <span>{text.profile.links[link.words].detail}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          {/* The admin pays; a worker is paid, while approved (firestore.rules). */}
          {!isAdmin && found?.approved && <PayoutDetailsSection />}
        </>
      )}
    </div>
  );
}
