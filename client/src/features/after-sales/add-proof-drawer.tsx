import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toast/show-toast';
import { proofForm } from './after-sale-form-data';
import { postAfterSaleForm } from './after-sale-upload';
import { MAX_PROOF_IMAGES } from './apply-form-rules';
import { ProofImagePicker } from './proof-image-picker';

interface AddProofDrawerProps {
  id: string;
  proofRequest?: string | null;
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** Sends more proof images while the request is under review (what the reviewer asked for is shown above). */
export function AddProofDrawer({ id, proofRequest, opened, onClose, onAdded }: AddProofDrawerProps) {
  const { t } = useTranslation();
  const [images, setImages] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setRefusal(null);
    const answer = await postAfterSaleForm('proof', proofForm(id, images)).catch(() => null);
    setSending(false);
    if (!answer) return setRefusal(t('afterSale.apply.failed'));
    if (answer.code !== 1) return setRefusal(answer.msg);
    showToast(t('afterSale.detail.proofAdded'), 'success');
    setImages([]);
    onAdded();
    onClose();
  }

  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="auto" title={t('afterSale.detail.addProof')}>
      <Stack gap="sm">
        {proofRequest && <Text size="sm">{t('afterSale.detail.proofRequest', { note: proofRequest })}</Text>}
        <ProofImagePicker files={images} onChange={setImages} max={MAX_PROOF_IMAGES} />
        {refusal && <Alert color="red">{refusal}</Alert>}
        <Group justify="flex-end">
          <Button loading={sending} disabled={images.length === 0} onClick={() => void send()}>
            {t('afterSale.detail.sendProof')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
