import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { HomeShowcase } from '../../features/home/home-showcase';

export default function IndexPage() {
  useDocumentTitle();
  return <HomeShowcase />;
}
