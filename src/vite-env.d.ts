/// <reference types="vite/client" />

/** The year the build ran in (vite.config.ts): what prerendered pages show until they hydrate. */
declare const __BUILD_YEAR__: number;
/** The backend this build carries (src/config/buildTarget.ts): the other one is not in it. */
declare const __BACKEND__: 'local' | 'firebase';
/** Whether this build may carry the demo's accounts (src/config/buildTarget.ts). */
declare const __DEMO__: boolean;

interface ImportMetaEnv {
  readonly VITE_SITE_NAME?: string;
  readonly VITE_SITE_SHORT_NAME?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_PHONE?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_ADDRESS?: string;
  readonly VITE_WHATSAPP_NUMBER?: string;
  readonly VITE_UPI_ID?: string;
  readonly VITE_UPI_PAYEE_NAME?: string;
  readonly VITE_ADMIN_EMAIL?: string;
  readonly VITE_ADMIN_UID?: string;
  readonly VITE_DATA_ENTRY_FORM_URL?: string;
  readonly VITE_DEMO_VIDEO_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  readonly VITE_BACKEND?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_EMULATORS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
