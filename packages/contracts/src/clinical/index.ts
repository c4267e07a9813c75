// clinical: hospitals, their offered rotations and third parties, preceptors
export * from './hospitals.js';
export * from './preceptors.js';
// clinical: rotations (statuses, moves, week and seat rules), the assignment wizard, roster, graph and plans
export * from './rotations.js';
export * from './rotations.api.js';
export * from './plans.js';
// clinical: the clinical log (days, problems, procedures, academic activities, the preceptor's verification)
export * from './logs.js';
// clinical: rotations done at another school and credited here (clinical transfers)
export * from './transfers.js';
