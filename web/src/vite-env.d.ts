/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HOMEWORK_SOLVER_URL?: string;
  readonly VITE_TUTOR_SIGNUP_URL?: string;
  readonly VITE_HOMEWORK_BOT_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}
