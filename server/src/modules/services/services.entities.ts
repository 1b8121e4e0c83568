import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';
import { Inquiry } from '../inquiries/inquiries.entities.js';
import type { AssemblyFormula, PcbFormula } from './service-pricing.js';
import type { AssemblySpec, CustomSpec, PcbSpec } from './service-specs.js';

export const ServiceKind = { PCB: 'PCB', ASSEMBLY: 'ASSEMBLY', CUSTOM: 'CUSTOM' } as const;
export type ServiceKind = (typeof ServiceKind)[keyof typeof ServiceKind];

export type ServiceSpec =
  | { kind: typeof ServiceKind.PCB; pcb: PcbSpec }
  | { kind: typeof ServiceKind.ASSEMBLY; assembly: AssemblySpec }
  | { kind: typeof ServiceKind.CUSTOM; custom: CustomSpec };

/**
 * What a buyer asked to have made: the specification of a PCB, assembly or custom-electronics request and the
 * indicative price shown at submission. The inquiry it belongs to carries contact, attachment, state and reply.
 */
export const ServiceRequest = defineEntity({
  name: 'ServiceRequest',
  tableName: 'service_request',
  properties: {
    id: p.integer().primary(),
    inquiry: () => p.oneToOne(Inquiry).owner().ref().deleteRule('cascade'),
    kind: p.enum(() => ServiceKind),
    spec: p.json<ServiceSpec>(),
    /** The formula's price in fen when the buyer submitted; null for custom work or beyond the instant range. */
    indicativePriceFen: p.integer().nullable(),
    /** The client's key for one submission, so a repeated send (double click, retry) creates nothing twice. */
    requestKey: p.string().length(64).nullable().unique(),
    createdAt: p.datetime(),
  },
});
export type ServiceRequest = InferEntity<typeof ServiceRequest>;

/** The one row of staff-configured price formulas (id 1); until staff save one, the defaults apply. */
export const ServicePriceFormula = defineEntity({
  name: 'ServicePriceFormula',
  tableName: 'service_price_formula',
  properties: {
    id: p.integer().primary().autoincrement(false),
    pcb: p.json<PcbFormula>(),
    assembly: p.json<AssemblyFormula>(),
    updatedBy: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    updatedAt: p.datetime(),
  },
});
export type ServicePriceFormula = InferEntity<typeof ServicePriceFormula>;

export const serviceEntities = [ServiceRequest, ServicePriceFormula];
