import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/catalog.entities.js';
import { User } from '../identity/identity.entities.js';

export const InquiryState = { PENDING: 'PENDING', REPLIED: 'REPLIED' } as const;
export type InquiryState = (typeof InquiryState)[keyof typeof InquiryState];

/** A buyer's price inquiry (spec §3 Inquiry), answered by a sales specialist. */
export const Inquiry = defineEntity({
  name: 'Inquiry',
  tableName: 'inquiry',
  // (createdAt, repliedAt): the dashboard's inquiries and reply times per day, from the index alone.
  indexes: [
    { properties: ['user', 'createdAt'] },
    { properties: ['status', 'createdAt'] },
    { properties: ['createdAt', 'repliedAt'] },
  ],
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
    /** The part the buyer asked about from its page (a quantity beyond stock), when there is one. */
    product: () => p.manyToOne(Product).ref().nullable().deleteRule('set null'),
    /** Pieces the buyer wants of that part. */
    quantity: p.integer().nullable(),
    status: p.enum(() => InquiryState).default(InquiryState.PENDING),
    reply: p.text().nullable(),
    /** The sales specialist who claimed the inquiry (and so answers it). */
    salesUser: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    claimedAt: p.datetime().nullable(),
    repliedAt: p.datetime().nullable(),
    /** Until when the quoted prices hold (end of that day, shop time is UTC). */
    validUntil: p.datetime().nullable(),
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

/** One quoted line of a reply: a part (by MPN, and the catalogue part when there is one), quantity and price. */
export const InquiryQuoteLine = defineEntity({
  name: 'InquiryQuoteLine',
  tableName: 'inquiry_quote_line',
  indexes: [{ properties: ['inquiry', 'position'] }],
  properties: {
    id: p.integer().primary(),
    inquiry: () => p.manyToOne(Inquiry).ref().deleteRule('cascade'),
    position: p.integer(),
    mpn: p.string().length(100),
    description: p.string().length(200),
    quantity: p.integer(),
    /** Quoted unit price in 0.0001 yuan. */
    unitPriceMilli: p.integer(),
    product: () => p.manyToOne(Product).ref().nullable().deleteRule('set null'),
    leadTime: p.string().length(50),
  },
});
export type InquiryQuoteLine = InferEntity<typeof InquiryQuoteLine>;

/** Files sales staff attach to their reply (datasheets, formal quotes); several per inquiry. */
export const InquiryReplyAttachment = defineEntity({
  name: 'InquiryReplyAttachment',
  tableName: 'inquiry_reply_attachment',
  properties: {
    id: p.integer().primary(),
    inquiry: () => p.manyToOne(Inquiry).ref().deleteRule('cascade'),
    filename: p.string().length(255),
    contentType: p.string().length(100),
    size: p.integer(),
    bytes: p.blob().columnType('mediumblob'),
  },
});
export type InquiryReplyAttachment = InferEntity<typeof InquiryReplyAttachment>;

export const inquiryEntities = [Inquiry, InquiryAttachment, InquiryQuoteLine, InquiryReplyAttachment];
