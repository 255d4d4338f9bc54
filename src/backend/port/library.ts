/** The port's entitlements and book files: the books a buyer owns and where each one's file is. */

/** entitlements/{uid}_{bookId}: the buyer owns the book, granted with the confirmation of `paymentId`. */
export interface Entitlement {
  uid: string;
  bookId: string;
  paymentId: string;
  grantedAt: Date | null;
}

export interface LibraryRepository {
  /** The books the current user owns. */
  listMine(): Promise<Entitlement[]>;
  /** The current user's entitlement to one book (one document read), or null when they do not own it. */
  owned(bookId: string): Promise<Entitlement | null>;
  /** Where an owned book's file is (the admin's link); null when none is set yet. */
  fileLink(bookId: string): Promise<string | null>;
  /** Admin only: every book's link, by book id. */
  listFileLinks(): Promise<Record<string, string>>;
  /** Admin only. */
  setFileLink(bookId: string, url: string): Promise<void>;
}
