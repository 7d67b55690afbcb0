/** Counts finished sync runs, so pages showing synced data reload after one. */
export const syncStatus = $state({ runs: 0 });
