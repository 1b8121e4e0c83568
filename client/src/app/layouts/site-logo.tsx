import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../features/document-title/use-document-title';
import classes from './site-layout.module.css';

export function SiteLogo() {
  return (
    <Anchor component={Link} to="/" underline="never" className={classes.logo}>
      <span className={classes.logoMark} aria-hidden="true" />
      {PRODUCT_NAME}
    </Anchor>
  );
}
