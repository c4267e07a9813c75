// The requests context's piece of the app shell's top bar: the surveys waiting for the signed-in user.
export { PendingSurveysButton } from './surveys/PendingSurveys';
