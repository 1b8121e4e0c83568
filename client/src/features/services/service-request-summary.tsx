import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatMoneyFen } from '../money/format-money';

export const ServiceRequestSummaryFragment = graphql(`
  fragment ServiceRequestSummary_serviceRequest on ServiceRequest {
    id
    kind
    indicativePriceFen
    pcb {
      layers
      widthMm
      heightMm
      quantity
      thicknessMm
      material
      surfaceFinish
      solderMaskColour
      silkscreenColour
      copperWeightOz
    }
    assembly {
      boards
      smtJoints
      thtJoints
      sides
      bomProjectId
      bomProjectName
    }
    custom {
      description
      quantity
      budgetFen
    }
  }
`);

/**
 * What a service inquiry asks for, for the buyer's and the staff's inquiry pages: spread
 * `...ServiceRequestSummary_serviceRequest` into `Inquiry.serviceRequest` and pass it here.
 */
export function ServiceRequestSummary(props: { serviceRequest: FragmentType<typeof ServiceRequestSummaryFragment> }) {
  const { t, i18n } = useTranslation();
  const request = getFragmentData(ServiceRequestSummaryFragment, props.serviceRequest);
  const locale = i18n.resolvedLanguage ?? 'en-US';
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  const rows: [string, ReactNode][] = [];
  const { pcb, assembly, custom } = request;
  if (pcb) {
    rows.push(
      [t('services.pcb.layers'), t('services.pcb.layerCount', { count: pcb.layers })],
      [t('services.summary.size'), `${pcb.widthMm} × ${pcb.heightMm} mm`],
      [t('services.pcb.quantity'), pcb.quantity],
      [t('services.pcb.thicknessMm'), `${pcb.thicknessMm.toFixed(1)} mm`],
      [t('services.pcb.copperWeightOz'), `${pcb.copperWeightOz} oz`],
      [t('services.pcb.material'), t(`services.pcb.options.material.${pcb.material}`)],
      [t('services.pcb.surfaceFinish'), t(`services.pcb.options.surfaceFinish.${pcb.surfaceFinish}`)],
      [t('services.pcb.solderMaskColour'), t(`services.pcb.options.solderMaskColour.${pcb.solderMaskColour}`)],
      [t('services.pcb.silkscreenColour'), t(`services.pcb.options.silkscreenColour.${pcb.silkscreenColour}`)],
    );
  }
  if (assembly) {
    rows.push(
      [t('services.assembly.boards'), assembly.boards],
      [t('services.assembly.smtJoints'), assembly.smtJoints],
      [t('services.assembly.thtJoints'), assembly.thtJoints],
      [t('services.assembly.sides'), t(`services.assembly.sideOptions.${assembly.sides}`)],
      [t('services.assembly.bomProject'), assembly.bomProjectName ?? t('services.assembly.noBomProject')],
    );
  }
  if (custom) {
    rows.push(
      [t('services.custom.description'), <span style={{ whiteSpace: 'pre-wrap' }}>{custom.description}</span>],
      [t('services.custom.quantity'), custom.quantity],
      [t('services.custom.budget'), custom.budgetFen === null ? '—' : money(custom.budgetFen)],
    );
  }
  return (
    <Paper withBorder p="md" aria-label={t(`services.summary.kind.${request.kind}`)}>
      <Stack gap="sm">
        <Text fw={700}>{t(`services.summary.kind.${request.kind}`)}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {request.indicativePriceFen !== null && (
          <Text>
            {t('services.summary.indicativePrice')} <strong>{money(request.indicativePriceFen)}</strong>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
