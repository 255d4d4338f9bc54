import { allow, deny, longestEmail, newProfile, overlongEmail, type MatrixCase } from './fixtures';

/** users/{uid}: a profile is its own account's to write once and rename; approvals are the admin's. */
export function userCases(): MatrixCase[] {
  return [
    // users/{uid}
    deny('a visitor cannot read a profile', 'anonymous', { kind: 'get', path: 'users/learner' }),
    allow('a user reads their own profile', 'learner', { kind: 'get', path: 'users/learner' }),
    deny("a user cannot read another user's profile", 'learner', { kind: 'get', path: 'users/other' }),
    allow('the admin reads any profile', 'admin', { kind: 'get', path: 'users/learner' }),
    deny('a user cannot list all users', 'learner', { kind: 'list', collection: 'users' }),
    allow('the admin lists all users', 'admin', { kind: 'list', collection: 'users' }),
    allow('the admin lists the users waiting for approval', 'admin', {
      kind: 'list',
      collection: 'users',
      whereApproved: false,
    }),
    allow('the admin lists the approved users', 'admin', {
      kind: 'list',
      collection: 'users',
      whereApproved: true,
    }),
    allow('the admin lists the users whose approval was revoked', 'admin', {
      kind: 'list',
      collection: 'users',
      whereRevoked: true,
    }),
    deny('a user cannot list the users whose approval was revoked', 'learner', {
      kind: 'list',
      collection: 'users',
      whereRevoked: true,
    }),
    deny('a user cannot list the users waiting for approval', 'learner', {
      kind: 'list',
      collection: 'users',
      whereApproved: false,
    }),
    deny('an approved worker cannot list the approved users', 'approved', {
      kind: 'list',
      collection: 'users',
      whereApproved: true,
    }),
    deny('an unverified sign-up with the admin e-mail cannot list users', 'impostor', {
      kind: 'list',
      collection: 'users',
    }),
    allow('a new user creates their own unapproved profile', 'newcomer', {
      kind: 'create',
      path: 'users/newcomer',
      data: newProfile(),
    }),
    deny('a new user cannot create an approved profile', 'newcomer', {
      kind: 'create',
      path: 'users/newcomer',
      data: newProfile({ approved: true }),
    }),
    deny('a new user cannot add fields outside the schema', 'newcomer', {
      kind: 'create',
      path: 'users/newcomer',
      data: newProfile({ role: 'admin' }),
    }),
    deny('a new user cannot create a profile for someone else', 'newcomer', {
      kind: 'create',
      path: 'users/someone',
      data: newProfile({ id: 'someone' }),
    }),
    deny('a visitor cannot create a profile', 'anonymous', {
      kind: 'create',
      path: 'users/newcomer',
      data: newProfile(),
    }),
    deny('a guest without an e-mail cannot create a profile', 'guest', {
      kind: 'create',
      path: 'users/guest',
      data: newProfile({ id: 'guest', email: '' }),
    }),
    deny('a new user cannot give their profile another e-mail', 'newcomer', {
      kind: 'create',
      path: 'users/newcomer',
      data: newProfile({ email: 'other@demo.test' }),
    }),
    allow('an account with a 254-character e-mail creates its profile', 'longest', {
      kind: 'create',
      path: 'users/longest',
      data: newProfile({ id: 'longest', email: longestEmail }),
    }),
    deny('a profile e-mail of 255 characters is refused', 'overlong', {
      kind: 'create',
      path: 'users/overlong',
      data: newProfile({ id: 'overlong', email: overlongEmail }),
    }),
    deny('a user cannot approve themselves', 'learner', {
      kind: 'update',
      path: 'users/learner',
      data: { approved: true },
    }),
    allow('a user changes their own name', 'learner', {
      kind: 'update',
      path: 'users/learner',
      data: { firstName: 'Asha' },
    }),
    deny("a user cannot change another user's name", 'learner', {
      kind: 'update',
      path: 'users/other',
      data: { firstName: 'Mallory' },
    }),
    deny('a user cannot change their stored e-mail', 'learner', {
      kind: 'update',
      path: 'users/learner',
      data: { email: 'x@demo.test' },
    }),
    allow('a user names the language they chose for the site', 'learner', {
      kind: 'update',
      path: 'users/learner',
      data: { language: 'hi' },
    }),
    allow('a user names English again', 'learner', {
      kind: 'update',
      path: 'users/learner',
      data: { language: 'en' },
    }),
    deny('a user cannot name a language the site does not offer', 'learner', {
      kind: 'update',
      path: 'users/learner',
      data: { language: 'fr' },
    }),
    deny("a user cannot name another user's language", 'learner', {
      kind: 'update',
      path: 'users/other',
      data: { language: 'hi' },
    }),
    deny('a user cannot approve themselves along with their language', 'learner', {
      kind: 'update',
      path: 'users/learner',
      data: { language: 'hi', approved: true },
    }),
    deny('a user cannot rename themselves to nothing along with their language', 'learner', {
      kind: 'update',
      path: 'users/learner',
      data: { language: 'hi', firstName: '' },
    }),
    deny("the admin does not name a user's language", 'admin', {
      kind: 'update',
      path: 'users/learner',
      data: { language: 'hi' },
    }),
    allow('the admin approves a user', 'admin', {
      kind: 'update',
      path: 'users/learner',
      data: { approved: true },
    }),
    allow('the admin revokes an approval', 'admin', {
      kind: 'update',
      path: 'users/approved',
      data: { approved: false },
    }),
    deny("the admin cannot change a user's e-mail", 'admin', {
      kind: 'update',
      path: 'users/learner',
      data: { email: 'x@demo.test' },
    }),
    deny('an unverified sign-up with the admin e-mail cannot approve', 'impostor', {
      kind: 'update',
      path: 'users/learner',
      data: { approved: true },
    }),
    deny('nobody deletes a profile', 'admin', { kind: 'delete', path: 'users/learner' }),
  ];
}
