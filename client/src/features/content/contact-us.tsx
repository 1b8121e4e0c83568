import { useQuery } from '@apollo/client/react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';

/** Spec §3 and §9: the site's contact info lives in channel 2421. */
const CONTACT_CHANNEL_ID = '2421';

const ContactChannelQuery = graphql(`
  query ContactChannel($id: ID!) {
    channel(id: $id) {
      id
      telephone
      phone
      email
      addressZh
      addressEn
    }
  }
`);

/** Contact us: telephone, mobile, e-mail, and the address in Chinese for zh-CN readers, in English otherwise. */
export function ContactUs() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(ContactChannelQuery, { variables: { id: CONTACT_CHANNEL_ID } });
  const channel = data?.channel;
  if (!channel) return null;
  const chinese = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN';
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="contact-us-title">
      <Title order={2} size="h4" mb="sm" id="contact-us-title">
        {t('content.contact.title')}
      </Title>
      <Stack gap={4}>
        <Text size="sm">
          {t('content.contact.telephone')}:{' '}
          <Anchor href={`tel:${channel.telephone.replace(/\s/g, '')}`}>{channel.telephone}</Anchor>
        </Text>
        <Text size="sm">
          {t('content.contact.phone')}:{' '}
          <Anchor href={`tel:${channel.phone.replace(/\s/g, '')}`}>{channel.phone}</Anchor>
        </Text>
        <Text size="sm">
          {t('content.contact.email')}: <Anchor href={`mailto:${channel.email}`}>{channel.email}</Anchor>
        </Text>
        <Text size="sm">
          {t('content.contact.address')}: {chinese ? channel.addressZh : channel.addressEn}
        </Text>
      </Stack>
    </Paper>
  );
}
