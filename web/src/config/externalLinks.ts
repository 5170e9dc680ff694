// Addresses outside this app. They are deployment settings (VITE_* at build time), with defaults.

const env = import.meta.env;

/** The AI homework and interview-question solver the landing page promotes. */
export const HOMEWORK_SOLVER_URL: string = env.VITE_HOMEWORK_SOLVER_URL ?? 'https://homework.prepdemo.com/';
/** The tutor sign-up page on the same external site. */
export const TUTOR_SIGNUP_URL: string = env.VITE_TUTOR_SIGNUP_URL ?? 'https://homework.prepdemo.com/tutor-signup';
/** The homework bot offered beside the TRAIN / WARMUPS switch. */
export const HOMEWORK_BOT_URL: string = env.VITE_HOMEWORK_BOT_URL ?? 'https://homework.prepdemo.com/bot';
/** Where visitors who are not signed in write to. */
export const CONTACT_EMAIL: string = env.VITE_CONTACT_EMAIL ?? 'info@prepdemo.com';
