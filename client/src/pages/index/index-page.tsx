import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { HomeShowcase } from '../../features/home/home-showcase';
import { useSession } from '../../features/session/use-session';

// Only for a signed-in shopper, in a chunk of its own: the home page's first download stays as it was.
const RecommendedParts = lazy(() => import('../../features/recommendations/recommended-parts'));

export default function IndexPage() {
  useDocumentTitle();
  const { token } = useSession();
  return (
    <Stack gap="lg">
      <HomeShowcase />
      {token && (
        <Suspense fallback={null}>
          <RecommendedParts />
        </Suspense>
      )}
    </Stack>
  );
}
