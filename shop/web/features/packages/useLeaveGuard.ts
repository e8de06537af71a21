import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving with unsaved changes: in-app navigation through the router's blocker
 * (the page shows the question), reloads and closing the tab through beforeunload.
 */
export function useLeaveGuard(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return blocker;
}
