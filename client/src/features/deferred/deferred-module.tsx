import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A module the first paint does not need (toasts, the loading bar), fetched the first time it is used. Its host
 * component renders nothing until then, so the module's code and styles stay out of the first download.
 */
export function deferredModule<Module>(
  importModule: () => Promise<Module>,
  hostOf: (module: Module) => ComponentType,
): { load: () => Promise<Module>; DeferredHost: ComponentType } {
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    if (!loading) {
      loading = importModule();
      for (const listener of listeners) listener();
    }
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const LazyHost = lazy(async () => ({ default: hostOf(await load()) }));
  function DeferredHost() {
    const requested = useSyncExternalStore(subscribe, () => loading !== undefined);
    return requested ? (
      <Suspense>
        <LazyHost />
      </Suspense>
    ) : null;
  }
  return { load, DeferredHost };
}
