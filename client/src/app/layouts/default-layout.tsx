import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ChatLauncher } from '../../features/chat/chat-launcher';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from './skip-link';
import classes from './site-layout.module.css';

/**
 * Header, the page, footer: the frame of every page except the home page and the login area. `children` stand in
 * for the page where the router has none to render (a page that failed to load).
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={classes.page}>
      <SiteHeader />
      <Container size="xl" component="main" id={MAIN_CONTENT_ID} tabIndex={-1} py="lg" className={classes.main}>
        {children ?? <Outlet />}
      </Container>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
