/** The style profile's lazily loaded entry (issue 15 item 4). */
export { StyleProfilePage } from './style-profile.tsx';
