// The AI-content pass: a calibrated likelihood that a text is machine-written, per
// document and per sentence, with the signals behind it and the report issues.

export { scoreAiContent, shippedDetector } from './detector.js';
export { aiContentIssues, type AiIssueOptions } from './issues.js';
export { aiContentReportPart, detectorUpdatedSince, type AiContentReportPart } from './report.js';
export { bandFor, scoreWithModel, type AiBand, type AiContentResult, type AiSentenceScore } from './score.js';
export type { AiSignal } from './signals.js';
export type { DetectorModel } from './model.js';
