import { useEffect, useRef } from 'react';
import { subscribeLiveEvents, type LiveEvent } from './live-events';

/** Calls `onEvent` for every live event while the component is mounted. */
export function useLiveEvents(onEvent: (event: LiveEvent) => void) {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => subscribeLiveEvents((event) => latest.current(event)), []);
}
