import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssemblyFormulaInput, PcbFormulaInput } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import { AdminServicesUpdateFormulaMutation } from './service-operations';

type MultiplierGroup = 'thickness' | 'material' | 'surfaceFinish' | 'copperWeight' | 'solderMaskColour';
const multiplierGroups: MultiplierGroup[] = [
  'thickness',
  'material',
  'surfaceFinish',
  'copperWeight',
  'solderMaskColour',
];

/**
 * Money is edited in yuan and factors as ×1.000 but saved as integer fen and thousandths (an emptied field is 0,
 * which the server refuses where it is not allowed, naming the field).
 */
const toYuan = (fen: number) => fen / 100;
const toFen = (yuan: number | string) => (typeof yuan === 'number' ? Math.round(yuan * 100) : 0);
const toFactor = (perMille: number) => perMille / 1000;
const toPerMille = (factor: number | string) => (typeof factor === 'number' ? Math.round(factor * 1000) : 0);

export interface FormulaValues {
  pcb: PcbFormulaInput;
  assembly: AssemblyFormulaInput;
}

/** Without __typename, as the update mutation takes it. */
export function formulaInput(formula: FormulaValues): FormulaValues {
  const entries = <T extends object>(list: readonly T[]) =>
    list.map((entry) => Object.fromEntries(Object.entries(entry).filter(([key]) => key !== '__typename')) as T);
  const { pcb, assembly } = formula;
  return {
    pcb: {
      setupFen: pcb.setupFen,
      layerBands: entries(pcb.layerBands),
      thickness: entries(pcb.thickness),
      material: entries(pcb.material),
      surfaceFinish: entries(pcb.surfaceFinish),
      copperWeight: entries(pcb.copperWeight),
      solderMaskColour: entries(pcb.solderMaskColour),
      quantityBreaks: entries(pcb.quantityBreaks),
    },
    assembly: {
      setupFen: assembly.setupFen,
      fenPerThousandSmtJoints: assembly.fenPerThousandSmtJoints,
      fenPerThousandThtJoints: assembly.fenPerThousandThtJoints,
      doubleSidedPerMille: assembly.doubleSidedPerMille,
    },
  };
}

/** Staff edit the PCB and assembly price formulas; the server validates and checks the role. */
export function StaffFormulaEditor({ initial }: { initial: FormulaValues }) {
  const { t } = useTranslation();
  const [formula, setFormula] = useState<FormulaValues>(() => formulaInput(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { loading }] = useMutation(AdminServicesUpdateFormulaMutation, {
    refetchQueries: ['AdminServicesFormula', 'ServicesPcbQuote', 'ServicesAssemblyQuote'],
  });
  const { pcb, assembly } = formula;
  const setPcb = (change: Partial<PcbFormulaInput>) => setFormula({ ...formula, pcb: { ...pcb, ...change } });
  const setAssembly = (change: Partial<AssemblyFormulaInput>) =>
    setFormula({ ...formula, assembly: { ...assembly, ...change } });

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await update({ variables: { input: formula } });
      const userErrors = data?.updateServicePriceFormula.userErrors ?? [];
      setErrors(Object.fromEntries(userErrors.map((error) => [(error.field ?? []).slice(1).join('.'), error.message])));
      if (userErrors.length === 0) showToast(t('adminServices.saved'), 'success');
      else showToast(t('adminServices.fixFields'));
    } catch {
      showToast(t('adminServices.saveFailed'));
    }
  }

  const money = (label: string, value: number, key: string, onChange: (fen: number) => void) => (
    <NumberInput
      label={label}
      value={toYuan(value)}
      error={errors[key]}
      decimalScale={2}
      min={0}
      prefix="¥"
      onChange={(yuan) => onChange(toFen(yuan))}
    />
  );
  const factor = (label: string, value: number, key: string, onChange: (perMille: number) => void) => (
    <NumberInput
      label={label}
      value={toFactor(value)}
      error={errors[key]}
      decimalScale={3}
      min={0}
      step={0.05}
      prefix="×"
      onChange={(next) => onChange(toPerMille(next))}
    />
  );
  const optionLabel = (group: MultiplierGroup, option: string) =>
    group === 'thickness'
      ? `${option} mm`
      : group === 'copperWeight'
        ? `${option} oz`
        : t(`services.pcb.options.${group}.${option}`);

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('adminServices.pcbTitle')}
            </Title>
            {money(t('adminServices.setup'), pcb.setupFen, 'pcb.setupFen', (setupFen) => setPcb({ setupFen }))}

            <Text fw={600}>{t('adminServices.layerBands')}</Text>
            {errors['pcb.layerBands'] && <Text c="red">{errors['pcb.layerBands']}</Text>}
            {pcb.layerBands.map((band, index) => (
              <Group key={index} align="end" wrap="nowrap">
                <NumberInput
                  label={t('adminServices.maxLayers')}
                  value={band.maxLayers}
                  allowDecimal={false}
                  min={1}
                  onChange={(value) =>
                    setPcb({
                      layerBands: pcb.layerBands.map((entry, at) =>
                        at === index ? { ...entry, maxLayers: Number(value) } : entry,
                      ),
                    })
                  }
                />
                {money(
                  t('adminServices.pricePerSquareMetre'),
                  band.fenPerSquareMetre,
                  `pcb.layerBands.${index}.fenPerSquareMetre`,
                  (fen) =>
                    setPcb({
                      layerBands: pcb.layerBands.map((entry, at) =>
                        at === index ? { ...entry, fenPerSquareMetre: fen } : entry,
                      ),
                    }),
                )}
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('adminServices.remove')}
                  onClick={() => setPcb({ layerBands: pcb.layerBands.filter((_, at) => at !== index) })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => setPcb({ layerBands: [...pcb.layerBands, { maxLayers: 32, fenPerSquareMetre: 0 }] })}
              >
                {t('adminServices.addBand')}
              </Button>
            </Group>

            {multiplierGroups.map((group) => (
              <Stack key={group} gap="xs">
                <Text fw={600}>
                  {t(
                    `services.pcb.${group === 'thickness' ? 'thicknessMm' : group === 'copperWeight' ? 'copperWeightOz' : group}`,
                  )}
                </Text>
                {errors[`pcb.${group}`] && <Text c="red">{errors[`pcb.${group}`]}</Text>}
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                  {pcb[group].map((entry, index) => (
                    <div key={entry.option}>
                      {factor(
                        optionLabel(group, entry.option),
                        entry.perMille,
                        `pcb.${group}.${index}.perMille`,
                        (perMille) =>
                          setPcb({
                            [group]: pcb[group].map((item, at) => (at === index ? { ...item, perMille } : item)),
                          }),
                      )}
                    </div>
                  ))}
                </SimpleGrid>
              </Stack>
            ))}

            <Text fw={600}>{t('adminServices.quantityBreaks')}</Text>
            {errors['pcb.quantityBreaks'] && <Text c="red">{errors['pcb.quantityBreaks']}</Text>}
            {pcb.quantityBreaks.map((entry, index) => (
              <Group key={index} align="end" wrap="nowrap">
                <NumberInput
                  label={t('adminServices.minQuantity')}
                  value={entry.minQuantity}
                  allowDecimal={false}
                  min={2}
                  onChange={(value) =>
                    setPcb({
                      quantityBreaks: pcb.quantityBreaks.map((item, at) =>
                        at === index ? { ...item, minQuantity: Number(value) } : item,
                      ),
                    })
                  }
                />
                {factor(t('adminServices.factor'), entry.perMille, `pcb.quantityBreaks.${index}.perMille`, (perMille) =>
                  setPcb({
                    quantityBreaks: pcb.quantityBreaks.map((item, at) => (at === index ? { ...item, perMille } : item)),
                  }),
                )}
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('adminServices.remove')}
                  onClick={() => setPcb({ quantityBreaks: pcb.quantityBreaks.filter((_, at) => at !== index) })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() =>
                  setPcb({
                    quantityBreaks: [
                      ...pcb.quantityBreaks,
                      { minQuantity: (pcb.quantityBreaks.at(-1)?.minQuantity ?? 1) * 10, perMille: 1000 },
                    ],
                  })
                }
              >
                {t('adminServices.addBreak')}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('adminServices.assemblyTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {money(t('adminServices.setup'), assembly.setupFen, 'assembly.setupFen', (setupFen) =>
                setAssembly({ setupFen }),
              )}
              {money(
                t('adminServices.smtRate'),
                assembly.fenPerThousandSmtJoints,
                'assembly.fenPerThousandSmtJoints',
                (fenPerThousandSmtJoints) => setAssembly({ fenPerThousandSmtJoints }),
              )}
              {money(
                t('adminServices.thtRate'),
                assembly.fenPerThousandThtJoints,
                'assembly.fenPerThousandThtJoints',
                (fenPerThousandThtJoints) => setAssembly({ fenPerThousandThtJoints }),
              )}
              {factor(
                t('adminServices.doubleSided'),
                assembly.doubleSidedPerMille,
                'assembly.doubleSidedPerMille',
                (doubleSidedPerMille) => setAssembly({ doubleSidedPerMille }),
              )}
            </SimpleGrid>
          </Stack>
        </Paper>

        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('adminServices.fixFields')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={loading}>
            {t('adminServices.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
