import classes from './rich-text.module.css';

/**
 * Staff-written HTML as the server stored it: sanitized on the way in (a safe subset without scripts,
 * event handlers or foreign images), so it is rendered as markup. User-written text never comes here.
 */
export function RichText({ html }: { html: string }) {
  return <div className={classes.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}
