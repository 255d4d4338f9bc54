/**
 * The paths of the product's documents and collections, as the access policy and firestore.rules
 * match them: users/{uid}, payments/{id}, entries/{uid}/dailyEntries/{date} and submissions/{id}.
 */

/** A parsed document path of the product's data. */
export type DocPath =
  | { collection: 'users'; id: string }
  | { collection: 'payments'; id: string }
  | { collection: 'dailyEntries'; uid: string; id: string }
  | { collection: 'submissions'; id: string };

export function parsePath(path: string): DocPath | null {
  const parts = path.split('/');
  if (parts.some((part) => part === '')) return null;
  if (parts.length === 2 && (parts[0] === 'users' || parts[0] === 'payments' || parts[0] === 'submissions')) {
    return { collection: parts[0], id: parts[1]! };
  }
  if (parts.length === 4 && parts[0] === 'entries' && parts[2] === 'dailyEntries') {
    return { collection: 'dailyEntries', uid: parts[1]!, id: parts[3]! };
  }
  return null;
}

export type CollectionPath =
  { collection: 'users' | 'payments' | 'submissions' } | { collection: 'dailyEntries'; uid: string };

export function parseCollection(path: string): CollectionPath | null {
  if (path === 'users' || path === 'payments' || path === 'submissions') return { collection: path };
  const parts = path.split('/');
  if (parts.length === 3 && parts[0] === 'entries' && parts[1] && parts[2] === 'dailyEntries') {
    return { collection: 'dailyEntries', uid: parts[1] };
  }
  return null;
}
