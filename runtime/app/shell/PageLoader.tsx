import { Center, Loader } from '@mantine/core';

/** Centered spinner while a page, a chunk or the session loads. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center mih="40vh" w="100%" aria-busy="true" aria-label={label} data-testid="page-loader">
      <Loader type="dots" />
    </Center>
  );
}
