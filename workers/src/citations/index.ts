export { checkCitations, citationScore } from './checkCitations.js';
export { applyFix, issueKind } from './finding.js';
export { parseReference } from './referenceParser.js';
export { CslSession, formatCitation, formatReference } from './cslFormat.js';
export type * from './types.js';
