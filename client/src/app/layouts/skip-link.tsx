import { useTranslation } from 'react-i18next';
import classes from './site-layout.module.css';

/** The id of the page's `<main>`, where the skip link sends keyboard users past the header. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content", the first stop of the Tab key: hidden until focused. It focuses `<main>` itself rather than
 * following the hash, which the router would take for a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('header.skipToContent')}
    </a>
  );
}
