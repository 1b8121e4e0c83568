import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { useSession } from '../session/use-session';

const RecordFootprintMutation = graphql(`
  mutation RecordFootprint($productId: ID!) {
    recordFootprint(productId: $productId) {
      recorded
    }
  }
`);

/** Adds the part shown to a logged-in user's footprints, once per part opened; visitors leave none. */
export function useRecordFootprint(productId: string | undefined): void {
  const { token } = useSession();
  const [record] = useMutation(RecordFootprintMutation, {
    update: (cache) => cache.evict({ fieldName: 'myFootprints' }),
  });
  useEffect(() => {
    if (token && productId) void record({ variables: { productId } });
  }, [token, productId, record]);
}
