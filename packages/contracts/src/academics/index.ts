// academics: academic records and tests, courses and stages, grades, standing, transcripts, degrees
export * from './degrees.js';
export * from './usmle.js';
export * from './mcat.js';
export * from './exams.js';
export * from './courses.js';
export * from './priorEducation.js';
export * from './records.js';
export * from './documents.js';
export * from './transcript.js';
