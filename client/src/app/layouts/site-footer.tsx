import { useQuery } from '@apollo/client/react';
import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../features/document-title/use-document-title';
import { graphql } from '../../gql';
import classes from './site-layout.module.css';

/** The channel record that holds the site's contact details (spec §9). */
const CONTACT_CHANNEL_ID = '2421';

const SiteFooterQuery = graphql(`
  query SiteFooter($channelId: ID!) {
    channel(id: $channelId) {
      id
      telephone
      phone
      email
      addressZh
      addressEn
    }
  }
`);

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(SiteFooterQuery, { variables: { channelId: CONTACT_CHANNEL_ID } });
  const contact = data?.channel;
  const address = i18n.resolvedLanguage === 'zh-CN' ? contact?.addressZh : contact?.addressEn;

  return (
    <footer className={classes.footer}>
      <Container size="xl" py="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={700}>{PRODUCT_NAME}</Text>
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
            <Anchor component={Link} to="/developers" size="sm">
              {t('footer.developers')}
            </Anchor>
          </Stack>
          {contact && (
            <Stack gap={4} component="address" className={classes.contact}>
              <Text fw={700}>{t('footer.contactTitle')}</Text>
              <Text size="sm">{t('footer.telephone', { telephone: contact.telephone })}</Text>
              <Text size="sm">{t('footer.phone', { phone: contact.phone })}</Text>
              <Text size="sm">
                {t('footer.email')} <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
              </Text>
              <Text size="sm">{t('footer.address', { address })}</Text>
            </Stack>
          )}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="lg">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </Text>
      </Container>
    </footer>
  );
}
