/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address shown in the contact section; self-hosters set their own at build time. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
