import type { Live } from '@writecheck/shared';

/**
 * A guest check's live log without the sources it found: which pages were read and
 * matched would name the sources the preview locks. The counts stay.
 */
export function guestLive(live: Live): Live {
  return {
    ...live,
    found: [],
    events: live.events.filter((e) => e.kind !== 'fetch' && e.kind !== 'match'),
  };
}
