import { Center, Loader } from '@mantine/core';

/** Shown while the first page's chunk downloads, before any route can render. */
export function InitialLoadFallback() {
  return (
    <Center mih="100dvh" aria-busy="true">
      <Loader color="teal" type="dots" />
    </Center>
  );
}
