import type { DataRouter } from 'react-router';
import { beginLoadingTask } from '../features/loading-bar/loading-bar';

/** Runs the loading bar while the router fetches a page chunk; a failed load ends it in the error state. */
export function showLoadingBarForRouteLoads(router: DataRouter): void {
  let endTask = router.state.initialized ? undefined : beginLoadingTask();
  router.subscribe((state) => {
    const loading = !state.initialized || state.navigation.state !== 'idle';
    if (loading && !endTask) {
      endTask = beginLoadingTask();
    } else if (!loading && endTask) {
      endTask(state.errors ? 'failed' : 'succeeded');
      endTask = undefined;
    }
  });
}
