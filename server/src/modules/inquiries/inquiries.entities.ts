import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';

export const InquiryState = { PENDING: 'PENDING', REPLIED: 'REPLIED' } as const;
export type InquiryState = (typeof InquiryState)[keyof typeof InquiryState];

/** A buyer's price inquiry (spec §3 Inquiry), answered by a sales specialist. */
export const Inquiry = defineEntity({
  name: 'Inquiry',
  tableName: 'inquiry',
  indexes: [{ properties: ['user', 'createdAt'] }, { properties: ['state', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    number: p.string().length(24).unique(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    projectName: p.string().length(100),
    /** Pieces a year. */
    annualUsage: p.integer(),
    /** Wished unit price in 0.0001 yuan, when the buyer gave one. */
    targetUnitPriceMilli: p.integer().nullable(),
    companyName: p.string().length(100),
    companyAddress: p.string().length(200),
    contactName: p.string().length(50),
    contactPhone: p.string().length(30),
    message: p.text(),
    state: p.enum(() => InquiryState).default(InquiryState.PENDING),
    reply: p.text().nullable(),
    salesUser: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    repliedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type Inquiry = InferEntity<typeof Inquiry>;

/**
 * The file a buyer attached (BOM, drawing, Gerber zip). Kept in the database, outside the web root, so every
 * server copy can hand it to its owner and to sales staff only.
 */
export const InquiryAttachment = defineEntity({
  name: 'InquiryAttachment',
  tableName: 'inquiry_attachment',
  properties: {
    id: p.integer().primary(),
    inquiry: () => p.oneToOne(Inquiry).owner().ref().deleteRule('cascade'),
    filename: p.string().length(255),
    contentType: p.string().length(100),
    size: p.integer(),
    bytes: p.blob().columnType('mediumblob'),
  },
});
export type InquiryAttachment = InferEntity<typeof InquiryAttachment>;

export const inquiryEntities = [Inquiry, InquiryAttachment];
