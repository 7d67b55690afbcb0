export { alignPassages, alignDocuments, MAX_ALIGN_CHARS, type AlignOptions, type Detection, type Passage } from './align.js';
export type { Verdict } from './classify.js';
export { fingerprintDocument, shingles, type Fingerprint, type FingerprintHash, type FingerprintOptions } from './fingerprint.js';
export { normaliseText, originalRange, type NormalisedText } from './normalise.js';
export { planQueries, type PlannedQuery, type QueryPlanOptions } from './queryPlan.js';
export { quotedRanges } from './quotes.js';
