// Name and version of the detector the project ships, readable without loading the
// model file (the API needs them for `aiDetectorUpdated`). `pnpm train:ai` writes them
// into the model file, and a test holds the two together.

export const SHIPPED_DETECTOR = { name: 'writecheck-ngram-stylometry', version: '2.3.0' } as const;
