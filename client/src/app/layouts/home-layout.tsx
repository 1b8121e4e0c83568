import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ChatLauncher } from '../../features/chat/chat-launcher';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from './skip-link';
import classes from './site-layout.module.css';

/** The home page's frame: the default one with a welcome band between header and content. */
export function HomeLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <SiteHeader />
      <section className={classes.hero}>
        <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="sm" maw={640}>
            <Title order={1}>{t('home.heroTitle')}</Title>
            <Text size="lg">{t('home.heroText')}</Text>
            <div>
              <Button component={Link} to="/goods/list" color="brand" size="md">
                {t('home.browseAll')}
              </Button>
            </div>
          </Stack>
        </Container>
      </section>
      <Container size="xl" component="main" id={MAIN_CONTENT_ID} tabIndex={-1} py="lg" className={classes.main}>
        <Outlet />
      </Container>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
