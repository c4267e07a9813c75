// academics: academic records and tests, courses and stages, grades, standing, transcripts, degrees
export * from './degrees.js';
export * from './usmle.js';
export * from './mcat.js';
