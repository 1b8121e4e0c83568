import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { HomeShowcase } from '../../features/home/home-showcase';

/** The alternative home page of spec §2; it shows the same showcase as `/`. */
export default function Index1Page() {
  useDocumentTitle();
  return <HomeShowcase />;
}
