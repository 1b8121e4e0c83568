import { z } from 'zod';
import { defineRoute } from '../../rest/route.js';
import { MAX_ATTACHMENT_BYTES } from '../inquiries/inquiries.service.js';
import { AssemblySides, PcbMaterial, SilkscreenColour, SolderMaskColour, SurfaceFinish } from './service-specs.js';
import { toSubmittedNodes } from './services.graphql.js';
import { ServiceKind } from './services.entities.js';
import type { ServiceOrder, ServicesService } from './services.service.js';

const pcbSpec = z.object({
  layers: z.number().int(),
  widthMm: z.number().describe('mm, 0.1 mm steps'),
  heightMm: z.number().describe('mm, 0.1 mm steps'),
  quantity: z.number().int(),
  thicknessMm: z.number(),
  material: z.enum(Object.values(PcbMaterial) as [PcbMaterial, ...PcbMaterial[]]),
  surfaceFinish: z.enum(Object.values(SurfaceFinish) as [SurfaceFinish, ...SurfaceFinish[]]),
  solderMaskColour: z.enum(Object.values(SolderMaskColour) as [SolderMaskColour, ...SolderMaskColour[]]),
  silkscreenColour: z.enum(Object.values(SilkscreenColour) as [SilkscreenColour, ...SilkscreenColour[]]),
  copperWeightOz: z.number().int(),
});
const assemblySpec = z.object({
  boards: z.number().int(),
  smtJoints: z.number().int(),
  thtJoints: z.number().int(),
  sides: z.enum([AssemblySides.TOP, AssemblySides.BOTH]),
  bomProjectId: z.coerce.number().int().nullable().default(null).describe("One of the buyer's saved BOM projects"),
});
const customSpec = z.object({
  description: z.string(),
  quantity: z.number().int(),
  budgetFen: z.number().int().nullable().default(null),
});
const quote = z
  .object({ setupFen: z.number().int(), totalFen: z.number().int() })
  .passthrough()
  .nullable()
  .describe('As the GraphQL PcbQuote; null beyond the instant range');

/** The `spec` field of the multipart form: JSON of the kind's specification. */
const specJson = z.string().transform((text, context) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'spec must be JSON' });
    return z.NEVER;
  }
});

function orderOf(kind: ServiceKind, spec: unknown): ServiceOrder {
  if (kind === ServiceKind.PCB) return { kind, pcb: pcbSpec.parse(spec) };
  if (kind === ServiceKind.ASSEMBLY) return { kind, assembly: assemblySpec.parse(spec) };
  return { kind, custom: customSpec.parse(spec) };
}

/** Service routes under /api/services: the live PCB price for anyone, the submission for a signed-in buyer. */
export function servicesRoutes(service: ServicesService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/services/pcb/quote',
      tag: 'services',
      summary: 'Indicative price of a PCB from the staff formula (pcbQuote); the first problem of the spec otherwise',
      body: pcbSpec,
      data: quote,
      handle: (ctx, { body }) => service.pcbQuote(ctx, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/services/assembly/quote',
      tag: 'services',
      summary: 'Indicative price of an assembly job (assemblyQuote)',
      body: assemblySpec,
      data: quote,
      handle: (ctx, { body }) => service.assemblyQuote(ctx, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/services/request',
      tag: 'services',
      summary:
        'Sends a PCB, assembly or custom-electronics request as a price inquiry; multipart with the inquiry fields, ' +
        'kind, spec (JSON of the kind) and an optional attachment in field file (10 MB)',
      multipart: { maxFiles: 1, maxFileBytes: MAX_ATTACHMENT_BYTES, tooLargeError: 'INQUIRY_ATTACHMENT_TOO_LARGE' },
      body: z
        .object({
          kind: z.enum([ServiceKind.PCB, ServiceKind.ASSEMBLY, ServiceKind.CUSTOM]),
          spec: specJson,
          projectName: z.string(),
          companyName: z.string(),
          companyAddress: z.string().default(''),
          contactName: z.string(),
          contactPhone: z.string(),
          message: z.string().default(''),
          requestKey: z.string().optional().describe('A random key per form: sending again answers the first request'),
        })
        .transform((body, context) => {
          try {
            return { ...body, order: orderOf(body.kind, body.spec) };
          } catch {
            context.addIssue({ code: 'custom', path: ['spec'], message: `spec is not a ${body.kind} specification` });
            return z.NEVER;
          }
        }),
      data: z
        .object({
          inquiry: z.object({ id: z.string(), number: z.string() }).passthrough(),
          serviceRequest: z.object({}).passthrough(),
        })
        .describe('As the GraphQL ServiceRequestPayload without userErrors'),
      handle: async (ctx, { body, files }) => {
        const { kind: _kind, spec: _spec, order, requestKey, ...contact } = body;
        const file = files[0] ?? null;
        const submitted = await service.submit(ctx, contact, order, file, requestKey ?? null);
        return toSubmittedNodes(submitted, file && { filename: file.filename, size: file.bytes.length });
      },
    }),
  ];
}
