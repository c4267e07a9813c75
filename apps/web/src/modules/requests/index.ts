// requests: what other contexts may use of the web's request engine and surveys
export { IssuedTranscripts } from './IssuedTranscripts';
export { EvaluationCard } from './surveys/EvaluationCard';
export { ClassEvaluationDialog } from './surveys/ClassEvaluationDialog';
