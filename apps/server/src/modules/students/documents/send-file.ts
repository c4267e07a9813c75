/** Lifted to the platform (lead documents send files the same way). */
export { sendFile } from '../../../platform/send-file.js';
