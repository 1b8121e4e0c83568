import { Button, Center, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { posterUrlIn } from './poster-url';

/** The share poster the server draws (PNG, in the page's language) and a button to save it. */
export function InvitationPoster(props: { posterUrl: string }) {
  const { t, i18n } = useTranslation();
  const src = posterUrlIn(props.posterUrl, i18n.resolvedLanguage ?? i18n.language);
  const [state, setState] = useState<{ src: string; status: 'loaded' | 'failed' } | null>(null);
  const status = state?.src === src ? state.status : 'loading';
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invitations.posterTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invitations.posterHint')}
        </Text>
        <Center pos="relative">
          {status === 'loading' && <Skeleton pos="absolute" inset={0} aria-busy="true" />}
          {status === 'failed' ? (
            <Text c="red" size="sm">
              {t('invitations.posterFailed')}
            </Text>
          ) : (
            <Image
              src={src}
              alt={t('invitations.posterAlt')}
              maw={300}
              radius="md"
              data-testid="invitation-poster"
              onLoad={() => setState({ src, status: 'loaded' })}
              onError={() => setState({ src, status: 'failed' })}
            />
          )}
        </Center>
        <Button component="a" href={src} download="circuitmart-invitation.png" variant="filled">
          {t('invitations.downloadPoster')}
        </Button>
      </Stack>
    </Paper>
  );
}
