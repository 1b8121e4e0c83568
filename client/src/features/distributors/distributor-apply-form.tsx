import { useMutation } from '@apollo/client/react';
import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportOutcome } from '../staff/report-outcome';
import { ApplyDistributorMutation } from './distributor-operations';

/** The distributor application form (real name, phone, how they will promote); also sends a rejected one again. */
export function DistributorApplyForm({ again }: { again: boolean }) {
  const { t } = useTranslation();
  const [realName, setRealName] = useState('');
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState('');
  const [applyDistributor, applying] = useMutation(ApplyDistributorMutation, {
    refetchQueries: ['MyDistributor'],
    awaitRefetchQueries: true,
  });
  return (
    <Paper withBorder p="md" data-testid="distributor-apply">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(again ? 'distributors.applyAgain' : 'distributors.applyTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('distributors.applyIntro')}
        </Text>
        <TextInput
          label={t('distributors.realName')}
          value={realName}
          maxLength={50}
          required
          onChange={(event) => setRealName(event.currentTarget.value)}
        />
        <TextInput
          label={t('distributors.phone')}
          value={phone}
          maxLength={20}
          inputMode="tel"
          required
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        <Textarea
          label={t('distributors.channel')}
          description={t('distributors.channelHint')}
          value={channel}
          maxLength={500}
          autosize
          minRows={2}
          onChange={(event) => setChannel(event.currentTarget.value)}
        />
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={applying.loading}
          disabled={!realName.trim() || !phone.trim()}
          onClick={async () => {
            const input = { realName: realName.trim(), phone: phone.trim(), channel: channel.trim() };
            const result = await applyDistributor({ variables: { input } }).catch(() => null);
            reportOutcome(result?.data?.applyDistributor.userErrors, t('distributors.applied'));
          }}
        >
          {t('distributors.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
