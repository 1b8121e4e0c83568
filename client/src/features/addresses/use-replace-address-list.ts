import { useApolloClient } from '@apollo/client/react';

/**
 * Puts the list an address mutation answers into the cache as `myAddresses`: a change can move the default flag
 * of other addresses, so the whole list is the truth, with no second request.
 */
export function useReplaceAddressList(): (addresses: readonly { id: string }[]) => void {
  const client = useApolloClient();
  return (addresses) => {
    client.cache.modify({
      fields: {
        myAddresses: (_current, { toReference }) =>
          addresses.map((address) => toReference({ __typename: 'Address', id: address.id })),
      },
    });
  };
}
