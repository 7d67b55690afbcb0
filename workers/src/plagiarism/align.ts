import { detectPassages, prepareText, type DetectOptions } from './detect.js';

export interface Detection {
  suspStart: number;
  suspLength: number;
  srcStart: number;
  srcLength: number;
  similarity: number;
}

/** Plain detections without classification: what the PAN scorer reads. */
export function alignDocuments(susp: string, src: string, options: Partial<DetectOptions> = {}): Detection[] {
  return detectPassages(prepareText(susp), prepareText(src), options).map((d) => ({
    suspStart: d.suspStart,
    suspLength: d.suspEnd - d.suspStart,
    srcStart: d.srcStart,
    srcLength: d.srcEnd - d.srcStart,
    similarity: d.similarity,
  }));
}
