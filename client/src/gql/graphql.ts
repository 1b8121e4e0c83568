/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What staff decide. */
export type AccountCancellationDecision =
  | 'CLOSE'
  | 'REJECT'
  | 'START_REVIEW';

/** submitted → under staff review → closed or rejected; withdrawn by the user while submitted. */
export type AccountCancellationStatus =
  | 'CLOSED'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'UNDER_REVIEW'
  | 'WITHDRAWN';

/** What staff may do to an activity now. */
export type ActivityAction =
  | 'END'
  | 'PAUSE'
  | 'RESUME'
  | 'START';

/** The five kinds of live activity. */
export type ActivityKind =
  | 'BARGAIN'
  | 'BLIND_BOX'
  | 'FLASH_SALE'
  | 'FREE_ORDER'
  | 'GROUP_BUY';

/** An activity: not started, in progress, paused, ended, abnormal (spec §4). */
export type ActivityStatus =
  | 'ABNORMAL'
  | 'ENDED'
  | 'IN_PROGRESS'
  | 'NOT_STARTED'
  | 'PAUSED';

/** Input of `addAddress`. */
export type AddAddressInput = {
  /** Digits of the area code, default 86. */
  areaCode?: string | null | undefined;
  city: string;
  /** At most 32 characters. */
  consignee: string;
  /** ISO 3166-1 alpha-2 code; `deliveryCountries` lists those the shop delivers to. */
  country: string;
  /** Non-empty, at most 200 characters, no special characters or emoji. */
  detail: string;
  /** District or street. */
  district?: string | null | undefined;
  /** True makes it the default address. */
  isDefault?: boolean | null | undefined;
  /** Optional, at most 10 characters, unique among the user's addresses. */
  label?: string | null | undefined;
  phone: string;
  /** Six digits in mainland China. */
  postalCode?: string | null | undefined;
  /** Province or state. */
  province: string;
};

/** Input of `addLogisticsEvent`. */
export type AddLogisticsEventInput = {
  /** At most 200 characters. */
  description: string;
  id: string | number;
};

/** Input of `addPickupPerson`. */
export type AddPickupPersonInput = {
  /** Digits of the area code, default 86. */
  areaCode?: string | null | undefined;
  /** At most 32 characters. */
  name: string;
  phone: string;
};

/** Input of `addToCart`. */
export type AddToCartInput = {
  /** ID of the product. */
  productId: string | number;
  /** Pieces to add; added to the part's line when it is already in the cart. */
  quantity: number;
};

/** Input of `adjustBalance`. */
export type AdjustBalanceInput = {
  /** Fen; positive credits, negative debits. */
  amountFen: number;
  reason: string;
  /** ID of the user. */
  userId: string | number;
};

/** Input of `adjustPoints`. */
export type AdjustPointsInput = {
  /** Positive credits, negative debits (never below 0). */
  points: number;
  /** Shown to the user; at most 200 characters. */
  reason: string;
  /** ID of the user. */
  userId: string | number;
};

/** Input of `adjustStock`. */
export type AdjustStockInput = {
  /** Why, for the history (a delivery note, a count sheet). */
  note?: string | null | undefined;
  /** ID of the product. */
  productId: string | number;
  /** RECEIVED, DAMAGED: pieces (1 or more); COUNTED: the count (0 or more). */
  quantity: number;
  reason: StaffStockReason;
};

/** What can be done to an after-sales request (APPLY only names the first line of its timeline). */
export type AfterSaleAction =
  | 'ADD_PROOF'
  | 'APPLY'
  | 'APPROVE'
  | 'APPROVE_REPLENISHMENT'
  | 'APPROVE_RETURN'
  | 'CANCEL'
  | 'CLOSE_UNSHIPPED'
  | 'CONFIRM_REPLACEMENT'
  | 'ISSUE_REFUND'
  | 'RECEIVE_RETURN'
  | 'REJECT'
  | 'REQUEST_PROOF'
  | 'RESUBMIT'
  | 'RESUBMIT_REPLENISHMENT'
  | 'SETTLE_REFUND'
  | 'SHIP_REPLACEMENT'
  | 'SHIP_RETURN';

export type AfterSaleActorKind =
  | 'BUYER'
  | 'STAFF'
  | 'SYSTEM';

/** Input of `cancelAfterSale`, `confirmAfterSaleReplacement`, `approveAfterSale`, `issueAfterSaleRefund`. */
export type AfterSaleIdInput = {
  id: string | number;
};

/** Input of `AfterSaleQuoteInput.lines`. */
export type AfterSaleLineInput = {
  /** ID of the order line. */
  orderLineId: string | number;
  quantity: number;
};

/** Input of `afterSaleQuote`. */
export type AfterSaleQuoteInput = {
  lines: Array<AfterSaleLineInput>;
  /** ID of the order. */
  orderId: string | number;
  /** Which kind it is; see `AfterSaleType`. */
  type: AfterSaleType;
};

/** The states of an after-sales request (spec §4). */
export type AfterSaleStatus =
  | 'APPROVED'
  | 'AWAITING_RECEIPT'
  | 'CANCELLED'
  | 'CLOSED'
  | 'COMPLETED'
  | 'MERCHANT_RECEIVED'
  | 'PLATFORM_REVIEW'
  | 'PLATFORM_SHIPMENT'
  | 'REFUND_PENDING'
  | 'REFUND_SUCCEEDED'
  | 'REJECTED'
  | 'RETURN_SHIPPED'
  | 'TO_BE_RETURNED'
  | 'UNDER_REVIEW';

/** What the buyer asks for (spec §1). */
export type AfterSaleType =
  | 'EXCHANGE'
  | 'REFUND_ONLY'
  | 'REPLENISHMENT'
  | 'RETURN_AND_REFUND';

/** What an API key may do for its owner; a key never holds a staff permission. */
export type ApiKeyScope =
  /** Upload, match and read the key owner's BOMs and put their lines in the cart. */
  | 'BOM'
  /** Search the catalog and read parts, their prices, stock and alternatives. */
  | 'CATALOG_READ'
  /** Read the key owner's orders and their details. */
  | 'ORDERS_READ'
  /** Place orders, cancel them, confirm receipt and buy again as the key owner (paying stays with the user). */
  | 'ORDERS_WRITE';

/** Input of `applyDistributor`. */
export type ApplyDistributorInput = {
  channel?: string;
  /** Phone number. */
  phone: string;
  realName: string;
};

export type AssemblyFormulaInput = {
  doubleSidedPerMille: number;
  fenPerThousandSmtJoints: number;
  fenPerThousandThtJoints: number;
  /** Setup in fen (0.01 yuan). */
  setupFen: number;
};

/** Components on the top side only, or both. */
export type AssemblySides =
  | 'BOTH'
  | 'TOP';

/** Input of `assemblyQuote`, `SubmitAssemblyRequestInput.assembly`. */
export type AssemblySpecInput = {
  boards: number;
  /** One of the buyer's saved BOM projects. */
  bomProjectId?: string | number | null | undefined;
  sides: AssemblySides;
  /** Surface-mount solder joints per board. */
  smtJoints: number;
  /** Through-hole solder joints per board. */
  thtJoints: number;
};

/** What caused a balance change: an order paid, a refund, a staff adjustment, a withdrawal, a commission, a top-up. */
export type BalanceEntryKind =
  | 'ADJUSTMENT'
  | 'COMMISSION'
  | 'PAYMENT'
  | 'REFUND'
  /** A paid top-up through WeChat Pay or Alipay credited the balance. */
  | 'TOPUP'
  | 'WITHDRAWAL_HOLD'
  | 'WITHDRAWAL_RETURN';

/** The bargain owner's buttons. */
export type BargainAction =
  | 'BUY'
  | 'CANCEL';

/** Why an ENDED bargain ended. */
export type BargainEndReason =
  | 'BOUGHT'
  | 'EXPIRED';

/** Input of `cutBargain`, `cancelBargain`. */
export type BargainIdInput = {
  /** ID of the bargain. */
  bargainId: string | number;
};

/** Spec §4: in progress, ended, cancelled. */
export type BargainStatus =
  | 'CANCELLED'
  | 'ENDED'
  | 'IN_PROGRESS';

/** Input of `bindAccountAddress`. */
export type BindAccountAddressInput = {
  /** The NEW e-mail or phone with area code. */
  address: string;
  /** A code requested with purpose BIND_ADDRESS for that address. */
  code: string;
};

/** Input of `bindPayoutAccount`. */
export type BindPayoutAccountInput = {
  /** Must be the verified real name. */
  holderName: string;
  /** The card’s bank. */
  institution?: string | null | undefined;
  /** Card number, or the Alipay phone or e-mail. */
  number: string;
  /** Which kind it is; see `PayoutAccountType`. */
  type: PayoutAccountType;
};

/** Why a line is left out: DO_NOT_PLACE (DNP/DNF column or text), ZERO_QUANTITY, BUYER. */
export type BomExclusion =
  /** The buyer left the line out. */
  | 'BUYER'
  /** The BOM marks the part do-not-place (a DNP/DNF column or text). */
  | 'DO_NOT_PLACE'
  /** The BOM gives quantity 0. */
  | 'ZERO_QUANTITY';

export type BomExportFormat =
  /** UTF-8 CSV with a byte order mark; the same rows as the XLSX. */
  | 'CSV'
  | 'PDF'
  | 'XLSX';

/** What changed on a line since the pricing before. */
export type BomLineChange =
  /** The part moved in its lifecycle (for example ACTIVE to NRND). */
  | 'LIFECYCLE'
  /** The line was not in the pricing before. */
  | 'NEW_LINE'
  /** Another part (or none) matches the line now. */
  | 'PART'
  /** The match status changed (for example MATCHED to SUGGESTED). */
  | 'STATUS'
  /** The stock of the part changed. */
  | 'STOCK'
  /** The unit price of the order quantity changed. */
  | 'UNIT_PRICE';

/** One BOM line as the buyer or integrator gives it. */
export type BomLineInput = {
  /** Your reference for the line, carried to the cart and order line; the designators when omitted. */
  customerReference?: string | null | undefined;
  description?: string;
  designators?: string;
  /** Set to leave the line out; null to include it. */
  exclusion?: BomExclusion | null | undefined;
  manufacturer?: string;
  /** Manufacturer part number. */
  mpn?: string;
  /** Package or footprint (0603, R_0603_1608Metric, SOIC-8). */
  package?: string;
  /** A part the buyer picked; taken as it is (package still checked). */
  productId?: string | number | null | undefined;
  /** Pieces per board (1 to 1,000,000). */
  quantity: number;
  /** What is wrong with `quantityText`, as `parseBomText` flagged it; null when nothing is. */
  quantityIssue?: BomQuantityIssue | null | undefined;
  /** The quantity as the file wrote it (for flagged lines). */
  quantityText?: string;
  /** The caller's reference, returned with the line (a row number, an id). */
  reference: string;
  /** A passive value such as 100nF or 10k 1%. */
  value?: string;
};

/** MATCHED: one part fits; SUGGESTED: a part that may fit, with its reason; UNMATCHED: none found; EXCLUDED: not to be bought (do-not-place, quantity 0 or left out by the buyer), neither matched nor priced. */
export type BomLineStatus =
  /** Not to be bought (see `BomLine.exclusion`): neither matched nor priced, never added to the cart. */
  | 'EXCLUDED'
  | 'MATCHED'
  | 'SUGGESTED'
  | 'UNMATCHED';

/** Input of `matchBom`, `addBomToCart`. */
export type BomLinesInput = {
  /** Boards to build; multiplies every line (1 to 100,000). */
  boards?: number;
  /** At most 5000 lines. */
  lines: Array<BomLineInput>;
};

/** Why a line got its part: EXACT_MPN, PACKAGING_SUFFIX (the MPN with a reel/lead-free suffix), DISTRIBUTOR_PREFIX (the MPN after a distributor order code such as C25804 or 296-), CHOSEN (picked by the buyer), VALUE_AND_PACKAGE (a passive by value and package); suggestions: PACKAGING_VARIANT, CLOSE_MPN, OTHER_MAKER (same value and package), PACKAGE_MISMATCH (same value, another package), VALUE_ONLY (no package given), PARAMETERS_ASSUMED (value and package agree, but the BOM does not give or the part does not meet a deciding parameter: see assumptions), OBSOLETE (the part is no longer made; alternatives still made come first). */
export type BomMatchReason =
  | 'CHOSEN'
  | 'CLOSE_MPN'
  | 'DISTRIBUTOR_PREFIX'
  | 'EXACT_MPN'
  /** The matched part is no longer made; alternatives still made come first. */
  | 'OBSOLETE'
  | 'OTHER_MAKER'
  | 'PACKAGE_MISMATCH'
  | 'PACKAGING_SUFFIX'
  | 'PACKAGING_VARIANT'
  /** Value and package agree, but the BOM does not give or the part does not meet a deciding parameter (see `assumptions`). */
  | 'PARAMETERS_ASSUMED'
  | 'VALUE_AND_PACKAGE'
  | 'VALUE_ONLY';

/** What is wrong with the quantity the file wrote: INVALID (abc, -3), NOT_WHOLE (1,5), TOO_LARGE, MISSING (and no designators), DESIGNATOR_MISMATCH (the quantity is kept). A flagged line is never added by addBomToCart. */
export type BomQuantityIssue =
  /** The quantity differs from the count of designators; the file's quantity is kept. */
  | 'DESIGNATOR_MISMATCH'
  /** The quantity is not a number (`abc`, `-3`); `quantity` holds an assumed one. */
  | 'INVALID'
  /** No quantity and no designators to count; `quantity` holds an assumed one. */
  | 'MISSING'
  /** The quantity is not whole or is ambiguous (`1,5`); `quantity` holds an assumed one. */
  | 'NOT_WHOLE'
  /** The quantity exceeds 1,000,000 per board; `quantity` holds an assumed one. */
  | 'TOO_LARGE';

/** A spreadsheet a saved quote is exported as. */
export type BomSpreadsheetFormat =
  /** UTF-8 CSV with a byte order mark. */
  | 'CSV'
  /** An Excel workbook. */
  | 'XLSX';

/** Who a broadcast goes to: every user, super members, customers who ordered lately, listed accounts. */
export type BroadcastAudience =
  | 'ALL'
  | 'LISTED'
  | 'ORDERED_WITHIN'
  | 'SUPER_MEMBERS';

/** Input of `broadcastAudienceSize`. */
export type BroadcastAudienceInput = {
  audience: BroadcastAudience;
  /** ORDERED_WITHIN: ordered in the last 1 to 365 days. */
  orderedWithinDays?: number | null | undefined;
  /** LISTED: the accounts, 1 to 5000. */
  userIds?: Array<string | number> | null | undefined;
};

/** Input of `buyBargain`. */
export type BuyBargainInput = {
  /** Express: one of the buyer's addresses. */
  addressId?: string | number | null | undefined;
  /** ID of the bargain. */
  bargainId: string | number;
  deliveryMethod: DeliveryMethod;
  /** Chosen once per confirm step; a repeated submit answers the same order. */
  idempotencyKey: string;
  invoice?: InvoiceInput | null | undefined;
  pickup?: PickupInput | null | undefined;
  /** At most 200 characters. */
  remark?: string | null | undefined;
};

/** Input of `buyFlashSale`. */
export type BuyFlashSaleInput = {
  /** Express: one of the buyer's addresses. */
  addressId?: string | number | null | undefined;
  deliveryMethod: DeliveryMethod;
  /** Chosen once per press of "buy": a repeat answers the same order. */
  idempotencyKey: string;
  invoice?: InvoiceInput | null | undefined;
  /** ID of the item. */
  itemId: string | number;
  pickup?: PickupInput | null | undefined;
  /** 1 by default; at most the per-buyer limit. */
  quantity?: number | null | undefined;
  /** At most 200 characters. */
  remark?: string | null | undefined;
};

/** Input of `buyMembership`. */
export type BuyMembershipInput = {
  /** The same key again answers the same order. */
  idempotencyKey: string;
  /** A plan code, e.g. SUPER_12M. */
  planCode: string;
};

/** Input of `cancelOrder`. */
export type CancelOrderInput = {
  /** ID of the order. */
  id: string | number;
  reason: string;
};

/** Input of `cancelPaidOrder`. */
export type CancelPaidOrderInput = {
  /** ID of the order. */
  orderId: string | number;
  /** Told to the buyer; at most 200 characters. */
  reason: string;
};

/** UPLOADED: mapped, not applied; RUNNING: applying in the background; DONE; FAILED: can start again. */
export type CatalogImportStatus =
  | 'DONE'
  | 'FAILED'
  | 'RUNNING'
  | 'UPLOADED';

/** Input of `SetCategoryParametersInput.parameters`. */
export type CategoryParameterInput = {
  label: LocalizedTextInput;
  name: string;
  unit?: string | null | undefined;
};

/** Input of `changePassword`. */
export type ChangePasswordInput = {
  /** Ignored for an account that has no password yet. */
  currentPassword: string;
  /** 6-12 characters, letters and digits, no Chinese; differs from the old. */
  newPassword: string;
};

/** Input of `changePaymentPassword`. */
export type ChangePaymentPasswordInput = {
  /** The same 6 digits again. */
  confirmation: string;
  /** Wrong tries count towards the payment lock. */
  oldPassword: string;
  /** 6 digits. */
  password: string;
};

/** Input of `setChatTyping`, `claimChatConversation`, `closeChatConversation`. */
export type ChatConversationInput = {
  /** ID of the conversation. */
  conversationId: string | number;
};

export type ChatEventKind =
  | 'MESSAGE'
  | 'RECEIPT'
  | 'STATE'
  | 'TYPING';

/** Who wrote a chat message. */
export type ChatRole =
  | 'AGENT'
  | 'CUSTOMER'
  | 'SYSTEM';

/** What a SYSTEM line records; clients word it in the reader language with the sender name. */
export type ChatSystemEvent =
  | 'CLAIMED'
  | 'CLOSED'
  | 'TRANSFERRED';

/** couponId absent and noCoupon not true: the best coupon; points absent: none. */
export type CheckoutPromotionsInput = {
  /** ID of the coupon. */
  couponId?: string | number | null | undefined;
  /** Use no coupon. */
  noCoupon?: boolean | null | undefined;
  /** Points to spend (at most maxUsable are). */
  points?: number | null | undefined;
};

/** Buy now: productId and quantity; absent: the cart's selected lines. */
export type CheckoutSourceInput = {
  /** ID of the product. */
  productId?: string | number | null | undefined;
  quantity?: number | null | undefined;
};

/** Input of `claimCoupon`. */
export type ClaimCouponInput = {
  /** A CouponOffer id. */
  offerId: string | number;
};

/** Input of `claimFreeOrder`. */
export type ClaimFreeOrderInput = {
  /** One of the user's addresses. */
  addressId?: string | number | null | undefined;
  /** 8-64 letters, digits, - or _; a repeat answers the first claim. */
  idempotencyKey: string;
  /** The campaign part (FreeOrderCampaign.parts id). */
  partId: string | number;
};

/** Pending until the after-sales window after the order has passed, then settled; reversed by a refund. */
export type CommissionStatus =
  | 'PENDING'
  | 'REVERSED'
  | 'SETTLED';

/** Input of `completeStaffSignIn`. */
export type CompleteStaffSignInInput = {
  challenge: string;
  /** The 6-digit code the authenticator app shows. */
  code: string;
};

/** Input of `confirmRemittance`. */
export type ConfirmRemittanceInput = {
  id: string | number;
};

/** Input of `confirmStaffTotp`. */
export type ConfirmStaffTotpInput = {
  /** The 6-digit code the new authenticator shows. */
  code: string;
};

/** The kinds of content staff edit. */
export type ContentKind =
  | 'AGREEMENT'
  | 'ANNOUNCEMENT'
  | 'ARTICLE'
  | 'FAQ';

/** WAITING in the queue, ACTIVE with the agent who claimed it, or CLOSED. */
export type ConversationState =
  | 'ACTIVE'
  | 'CLOSED'
  | 'WAITING';

export type CouponDiscountKind =
  | 'AMOUNT_OFF'
  | 'PERCENT_OFF';

/** What goods a coupon takes money off. */
export type CouponScopeKind =
  | 'ALL'
  | 'CATEGORY'
  | 'MANUFACTURER'
  | 'PRODUCTS';

/** Whom staff issue a coupon to. */
export type CouponSegment =
  | 'ALL_SHOPPERS'
  | 'SUPER_MEMBERS'
  | 'USERS';

/** How the holder came to hold a coupon. */
export type CouponSource =
  | 'CLAIM'
  | 'CODE'
  | 'INVITATION'
  | 'ISSUED';

/** A held coupon as its holder sees it (spec §4); EXPIRED: unused at or after its end. */
export type CouponStatus =
  | 'EXPIRED'
  | 'UNUSED'
  | 'USED';

/** PAUSED: nothing more can be claimed, redeemed or issued (coupons held stay usable). */
export type CouponTemplateStatus =
  | 'ACTIVE'
  | 'PAUSED';

/** A new API key: its name and what it may do. */
export type CreateApiKeyInput = {
  /** At most 40 characters, e.g. the system that will use the key. */
  name: string;
  /** At least one. */
  scopes: Array<ApiKeyScope>;
};

/** Input of `createBargainOffer`. */
export type CreateBargainOfferInput = {
  /** When it ends. */
  endsAt: string;
  /** 1-100, at most the span in 0.0001 yuan. */
  expectedCuts: number;
  /** Floor price in 0.0001 yuan. */
  floorPriceMilli: number;
  /** 1-100. */
  perUserLimit: number;
  /** ID of the product. */
  productId: string | number;
  /** Pieces one bargain buys. */
  quantity: number;
  /** Start price in 0.0001 yuan. */
  startPriceMilli: number;
  /** When it starts. */
  startsAt: string;
  /** 1 minute to 7 days. */
  timeLimitMinutes: number;
  title: string;
};

/** Input of `createBlindBox`. */
export type CreateBlindBoxInput = {
  /** Opens per user per day, 1..100. */
  dailyLimit: number;
  description?: string | null | undefined;
  /** When it ends. */
  endsAt: string;
  /** Fen per open; only 0 (free opens) for now. */
  pricePerOpenFen?: number | null | undefined;
  prizes: Array<LuckyDrawPrizeInput>;
  /** When it starts. */
  startsAt: string;
  title: string;
  /** Opens per user over the box, 1..10,000; null: none. */
  totalLimit?: number | null | undefined;
};

/** Input of `createStaffCategory`. */
export type CreateCategoryInput = {
  /** Every language. */
  name: LocalizedTextInput;
  /** Absent: a top-level category. */
  parentId?: string | number | null | undefined;
};

/** Either sharedCode (one code each user may redeem once, up to maxRedemptions users) or count single-use codes. */
export type CreateDiscountCodesInput = {
  count?: number | null | undefined;
  maxRedemptions?: number | null | undefined;
  sharedCode?: string | null | undefined;
  /** ID of the template. */
  templateId: string | number;
};

/** Input of `createFlashSaleSession`. */
export type CreateFlashSaleSessionInput = {
  /** When it ends. */
  endsAt: string;
  /** 1 to 50 items, each part once. */
  items: Array<FlashSaleItemInput>;
  /** When it starts. */
  startsAt: string;
  /** 1 to 100 characters, e.g. "10:00 session". */
  title: string;
};

/** Input of `createFreeOrderCampaign`. */
export type CreateFreeOrderCampaignInput = {
  /** Free chances per user per day, 1..100. */
  dailyLimit: number;
  description?: string | null | undefined;
  /** When it ends. */
  endsAt: string;
  /** The parts (kind PART), each once, with their stock. */
  parts: Array<LuckyDrawPrizeInput>;
  /** When it starts. */
  startsAt: string;
  title: string;
  /** Claims per user over the campaign, 1..10,000; null: none. */
  totalLimit?: number | null | undefined;
};

/** Input of `createFriendPayLink`. */
export type CreateFriendPayLinkInput = {
  /** ID of the order. */
  orderId: string | number;
};

/** Input of `createGroupBuyOffer`. */
export type CreateGroupBuyOfferInput = {
  /** When it ends. */
  endsAt: string;
  /** 0.0001 yuan per unit. */
  groupPriceMilli: number;
  /** 2 to 100. */
  groupSize: number;
  perUserLimit: number;
  /** ID of the product. */
  productId: string | number;
  quantity: number;
  /** When it starts. */
  startsAt: string;
  /** 1 minute to 7 days. */
  timeLimitMinutes: number;
  title: string;
};

/** Attachments go through POST /api/inquiry/create (multipart). */
export type CreateInquiryInput = {
  annualUsage: number;
  companyAddress?: string;
  companyName: string;
  contactName: string;
  contactPhone: string;
  message?: string;
  /** The part asked about from its page. */
  productId?: string | number | null | undefined;
  projectName: string;
  /** Pieces wanted of that part. */
  quantity?: number | null | undefined;
  /** Target unit price in 0.0001 yuan. */
  targetUnitPriceMilli?: number | null | undefined;
};

/** The user's own order by `orderId`, or a friend's by `friendToken`. */
export type CreatePaymentInput = {
  /** Token of a pay-for-me link. */
  friendToken?: string | null | undefined;
  method: OnlinePaymentMethod;
  /** ID of the order. */
  orderId?: string | number | null | undefined;
};

/** Input of `createStaffAccount`. */
export type CreateStaffAccountInput = {
  /** Lets the member sign in by e-mailed code and reset the password. */
  email?: string | null | undefined;
  /** SUPPORT, SALES and/or ADMIN. */
  roles: Array<Role>;
  /** 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter. */
  username: string;
};

/** Input of `SubmitCustomRequestInput.custom`. */
export type CustomSpecInput = {
  /** Budget for the whole job in fen. */
  budgetFen?: number | null | undefined;
  description: string;
  quantity: number;
};

/** Input of `disableCustomer`, `enableCustomer`. */
export type CustomerAccountStateInput = {
  /** ID of the customer. */
  customerId: string | number;
  /** Why, at most 200 characters; kept in the audit log. */
  reason: string;
};

/** Input of `decideAccountCancellation`. */
export type DecideAccountCancellationInput = {
  decision: AccountCancellationDecision;
  id: string | number;
};

/** Input of `deleteAddress`. */
export type DeleteAddressInput = {
  /** ID of the address. */
  id: string | number;
};

/** Input of `deleteMessage`. */
export type DeleteMessageInput = {
  /** ID of the message. */
  id: string | number;
};

/** Input of `deletePickupPerson`. */
export type DeletePickupPersonInput = {
  /** ID of the pickup person. */
  id: string | number;
};

export type DeliveryMethod =
  | 'EXPRESS'
  | 'NONE'
  | 'PICKUP';

export type DiscountCodeStatus =
  | 'ACTIVE'
  | 'DISABLED';

/** Input of `approveDistributor`. */
export type DistributorIdInput = {
  id: string | number;
};

/** A distributor application: submitted, approved (earns commissions) or rejected. */
export type DistributorStatus =
  | 'APPROVED'
  | 'REJECTED'
  | 'SUBMITTED';

/** Every error code of the shop. */
export type ErrorCode =
  /** Tells the user "This account has been closed" (HTTP 200, REST code -1020). */
  | 'ACCOUNT_CLOSED'
  /** Tells the user "This account has been disabled; please contact customer service" (HTTP 200, REST code -9700). */
  | 'ACCOUNT_DISABLED'
  /** Tells the user "This e-mail or phone is already registered, please log in" (HTTP 200, REST code -1015). */
  | 'ACCOUNT_EXISTS'
  /** Tells the user "No account uses this e-mail or phone" (HTTP 200, REST code -1016). */
  | 'ACCOUNT_NOT_FOUND'
  /** Tells the user "The activity has a problem, please try again later" (HTTP 200, REST code -9503). */
  | 'ACTIVITY_ABNORMAL'
  /** Tells the user "The activity has started; its times can no longer change" (HTTP 200, REST code -9505). */
  | 'ACTIVITY_ALREADY_STARTED'
  /** Tells the user "The activity has ended" (HTTP 200, REST code -9502). */
  | 'ACTIVITY_ENDED'
  /** Tells the user "The activity cannot do this in its current state ({{status}})" (HTTP 200, REST code -9506). */
  | 'ACTIVITY_NOT_ALLOWED'
  /** Tells the user "The activity has not started yet" (HTTP 200, REST code -9500). */
  | 'ACTIVITY_NOT_STARTED'
  /** Tells the user "The activity is paused" (HTTP 200, REST code -9501). */
  | 'ACTIVITY_PAUSED'
  /** Tells the user "The activity title must have 1 to 100 characters" (HTTP 200, REST code -9507). */
  | 'ACTIVITY_TITLE_INVALID'
  /** Tells the user "The activity must end after it starts" (HTTP 200, REST code -9504). */
  | 'ACTIVITY_WINDOW_INVALID'
  /** Tells the user "The detailed address must not contain special characters or emoji and has at most 200 characters" (HTTP 200, REST code -1204). */
  | 'ADDRESS_DETAIL_INVALID'
  /** Tells the user "Please enter the detailed address" (HTTP 200, REST code -1203). */
  | 'ADDRESS_DETAIL_REQUIRED'
  /** Tells the user "This e-mail or phone is already used by another account" (HTTP 200, REST code -1027). */
  | 'ADDRESS_IN_USE'
  /** Tells the user "The label already exists" (HTTP 200, REST code -1206). */
  | 'ADDRESS_LABEL_EXISTS'
  /** Tells the user "A label has at most 10 characters without special characters or emoji" (HTTP 200, REST code -1205). */
  | 'ADDRESS_LABEL_INVALID'
  /** Tells the user "You can save at most {{max}} addresses" (HTTP 200, REST code -1209). */
  | 'ADDRESS_LIMIT_REACHED'
  /** Tells the user "This e-mail or phone is not bound to your account" (HTTP 200, REST code -1028). */
  | 'ADDRESS_NOT_BOUND'
  /** Tells the user "The address is out of the delivery range" (HTTP 200, REST code -1207). */
  | 'ADDRESS_OUT_OF_DELIVERY_RANGE'
  /** Tells the user "Please choose the region" (HTTP 200, REST code -1202). */
  | 'ADDRESS_REGION_REQUIRED'
  /** Tells the user "Please choose a delivery address" (HTTP 200, REST code -3008). */
  | 'ADDRESS_REQUIRED'
  /** Tells the user "This cannot be done to the after-sales request in its current state" (HTTP 200, REST code -9201). */
  | 'AFTER_SALE_ACTION_NOT_ALLOWED'
  /** Tells the user "The explanation has at most {{max}} characters" (HTTP 200, REST code -9208). */
  | 'AFTER_SALE_EXPLANATION_TOO_LONG'
  /** Tells the user "Please choose the items and quantities" (HTTP 200, REST code -9204). */
  | 'AFTER_SALE_LINES_REQUIRED'
  /** Tells the user "Please write a note (at most {{max}} characters)" (HTTP 200, REST code -9211). */
  | 'AFTER_SALE_NOTE_REQUIRED'
  /** Tells the user "Every item of this order already has an after-sales request" (HTTP 200, REST code -9203). */
  | 'AFTER_SALE_NOTHING_LEFT'
  /** Tells the user "The {{days}}-day no-reason return period has passed" (HTTP 200, REST code -9207). */
  | 'AFTER_SALE_NO_REASON_EXPIRED'
  /** Tells the user "After-sales can be requested once the order is received" (HTTP 200, REST code -9202). */
  | 'AFTER_SALE_ORDER_NOT_RECEIVED'
  /** Tells the user "Please upload proof images" (HTTP 200, REST code -9210). */
  | 'AFTER_SALE_PROOF_REQUIRED'
  /** Tells the user "At most {{available}} of {{mpn}} can be requested" (HTTP 200, REST code -9205). */
  | 'AFTER_SALE_QUANTITY_EXCEEDED'
  /** Tells the user "Please choose a reason" (HTTP 200, REST code -9206). */
  | 'AFTER_SALE_REASON_INVALID'
  /** Tells the user "At most {{max}} proof images" (HTTP 200, REST code -9209). */
  | 'AFTER_SALE_TOO_MANY_PROOFS'
  /** Tells the user "The type cannot change when resubmitting" (HTTP 200, REST code -9212). */
  | 'AFTER_SALE_TYPE_FIXED'
  /** Tells the user "Please read and accept the user agreement" (HTTP 200, REST code -1007). */
  | 'AGREEMENT_REQUIRED'
  /** Tells the user "The Alipay account must be a phone number or an e-mail address" (HTTP 200, REST code -9606). */
  | 'ALIPAY_ACCOUNT_INVALID'
  /** The API key sent is unknown or revoked; the request is refused (HTTP 401). */
  | 'API_KEY_INVALID'
  /** The user already has the most active API keys allowed; revoke one first. */
  | 'API_KEY_LIMIT_REACHED'
  /** The API key name is empty or too long. */
  | 'API_KEY_NAME_INVALID'
  /** No scope, or an unknown scope, was given for the API key. */
  | 'API_KEY_SCOPES_INVALID'
  /** The API key lacks the scope the operation needs (HTTP 403); the message names the scope. */
  | 'API_KEY_SCOPE_MISSING'
  /** Tells the user "The bank card number is not valid, please check it" (HTTP 200, REST code -9605). */
  | 'BANK_CARD_INVALID'
  /** Tells the user "You have already cut this bargain" (HTTP 200, REST code -9560). */
  | 'BARGAIN_ALREADY_CUT'
  /** Tells the user "The bargain has reached its lowest price" (HTTP 200, REST code -9563). */
  | 'BARGAIN_AT_FLOOR'
  /** Tells the user "The expected cuts must be 1 to 100 and no more than the gap between the starting and floor prices (in 0.0001 yuan)" (HTTP 200, REST code -9567). */
  | 'BARGAIN_CUTS_INVALID'
  /** Tells the user "The bargain has ended" (HTTP 200, REST code -9562). */
  | 'BARGAIN_ENDED'
  /** Tells the user "You may start this bargain at most {{limit}} times" (HTTP 200, REST code -9564). */
  | 'BARGAIN_LIMIT_REACHED'
  /** Tells the user "You cannot cut your own bargain; share it with friends" (HTTP 200, REST code -9561). */
  | 'BARGAIN_OWN_CUT'
  /** Tells the user "The part does not exist or is off the shelf" (HTTP 200, REST code -9569). */
  | 'BARGAIN_PART_UNAVAILABLE'
  /** Tells the user "The floor price must be above zero and below the starting price" (HTTP 200, REST code -9566). */
  | 'BARGAIN_PRICES_INVALID'
  /** Tells the user "The bargain price just changed; please check it and buy again" (HTTP 200, REST code -9565). */
  | 'BARGAIN_PRICE_CHANGED'
  /** Tells the user "The time limit must be 1 minute to 7 days, the per-user limit 1 to 100 and the quantity a positive whole number" (HTTP 200, REST code -9568). */
  | 'BARGAIN_TERMS_INVALID'
  /** Tells the user "Please enter a valid birthday (not in the future)" (HTTP 200, REST code -1104). */
  | 'BIRTHDAY_INVALID'
  /** Tells the user "Every prize of this blind box is gone" (HTTP 200, REST code -9584). */
  | 'BLIND_BOX_EMPTY'
  /** Tells the user "Your blind-box opens for today are used up" (HTTP 200, REST code -9581). */
  | 'BLIND_BOX_OPENS_USED_UP'
  /** Tells the user "Paid opens are not available yet: the price of an open must be 0" (HTTP 200, REST code -9587). */
  | 'BLIND_BOX_PAID_OPENS_UNSUPPORTED'
  /** Tells the user "The number of boards must be between 1 and {{max}}" (HTTP 200, REST code -7009). */
  | 'BOM_BOARDS_INVALID'
  /** Tells the user "Row {{row}}, column {{column}} is longer than {{max}} characters" (HTTP 200, REST code -7004). */
  | 'BOM_CELL_TOO_LONG'
  /** Tells the user "The BOM is empty" (HTTP 200, REST code -7006). */
  | 'BOM_EMPTY'
  /** Tells the user "The BOM file must not exceed {{megabytes}} MB" (HTTP 200, REST code -7001). */
  | 'BOM_FILE_TOO_LARGE'
  /** Tells the user "The header row must be between 1 and {{max}}" (HTTP 200, REST code -7007). */
  | 'BOM_HEADER_ROW_INVALID'
  /** A BOM quote note: the line is marked do-not-place (DNP) and was left out, so it is not priced. */
  | 'BOM_LINE_DO_NOT_PLACE'
  /** Tells the user "Line {{reference}} of the BOM has an invalid quantity or text" (HTTP 200, REST code -7010). */
  | 'BOM_LINE_INVALID'
  /** A BOM quote note: the BOM gives quantity 0 for the line, so it was left out and is not priced. */
  | 'BOM_LINE_QUANTITY_ZERO'
  /** Tells the user "The column mapping points at a column the file does not have" (HTTP 200, REST code -7008). */
  | 'BOM_MAPPING_INVALID'
  /** A BOM quote note: a part suggested by value only; the named deciding parameters are not given or differ. */
  | 'BOM_PARAMETERS_ASSUMED'
  /** Tells the user "The project name must have 1 to {{max}} characters" (HTTP 200, REST code -7011). */
  | 'BOM_PROJECT_NAME_INVALID'
  /** A BOM quote note: the line's quantity differs from the count of its designators; the quantity is kept. */
  | 'BOM_QUANTITY_DESIGNATORS_DIFFER'
  /** A BOM quote note: the quantity the file wrote is not a number; an assumed quantity is used. */
  | 'BOM_QUANTITY_INVALID'
  /** A BOM quote note: the line gives neither a quantity nor designators; an assumed quantity is used. */
  | 'BOM_QUANTITY_MISSING'
  /** A BOM quote note: the quantity the file wrote is not whole or is ambiguous; an assumed quantity is used. */
  | 'BOM_QUANTITY_NOT_WHOLE'
  /** A BOM quote note: the quantity the file wrote exceeds the per-board maximum; an assumed quantity is used. */
  | 'BOM_QUANTITY_TOO_LARGE'
  /** Tells the user "Row {{row}} has more than {{max}} columns" (HTTP 200, REST code -7005). */
  | 'BOM_TOO_MANY_COLUMNS'
  /** Tells the user "A BOM may have at most {{max}} lines; this one has {{count}}. Please split it" (HTTP 200, REST code -7002). */
  | 'BOM_TOO_MANY_LINES'
  /** Tells the user "The BOM file cannot be read (near row {{row}}); please upload a CSV, TSV or XLSX file" (HTTP 200, REST code -7003). */
  | 'BOM_UNREADABLE'
  /** Tells the user "An account cancellation request is already in progress" (HTTP 200, REST code -1032). */
  | 'CANCELLATION_ALREADY_OPEN'
  /** Tells the user "The cancellation request cannot do this in its current state" (HTTP 200, REST code -1033). */
  | 'CANCELLATION_TRANSITION_NOT_ALLOWED'
  /** Tells the user "Please give a reason for cancelling" (HTTP 200, REST code -3014). */
  | 'CANCEL_REASON_REQUIRED'
  /** Tells the user "Please choose a carrier" (HTTP 200, REST code -9213). */
  | 'CARRIER_UNKNOWN'
  /** Tells the user "Your cart holds at most {{max}} items, please remove some first" (HTTP 200, REST code -2009). */
  | 'CART_FULL'
  /** Tells the user "Please select parts first" (HTTP 200, REST code -8507). */
  | 'CART_LINES_REQUIRED'
  /** Tells the user "The category holds parts, so it cannot get subcategories" (HTTP 200, REST code -9827). */
  | 'CATEGORY_HAS_PARTS'
  /** Tells the user "A category cannot move below itself or one of its subcategories" (HTTP 200, REST code -9826). */
  | 'CATEGORY_MOVE_INVALID'
  /** Tells the user "Please name the category in every language (at most 64 characters)" (HTTP 200, REST code -9824). */
  | 'CATEGORY_NAME_INVALID'
  /** Tells the user "A parameter key starts with a letter (at most 48 letters or digits), has a label in every language and a unit of at most 16 characters" (HTTP 200, REST code -9828). */
  | 'CATEGORY_PARAMETER_INVALID'
  /** Tells the user "Parts still state this parameter, so it cannot be removed" (HTTP 200, REST code -9829). */
  | 'CATEGORY_PARAMETER_IN_USE'
  /** Tells the user "A conversation can only be handed to a support agent" (HTTP 200, REST code -5005). */
  | 'CHAT_AGENT_INVALID'
  /** Tells the user "Another agent has already taken this conversation" (HTTP 200, REST code -5002). */
  | 'CHAT_ALREADY_CLAIMED'
  /** Tells the user "This conversation has ended" (HTTP 200, REST code -5003). */
  | 'CHAT_CONVERSATION_CLOSED'
  /** Tells the user "A message must have 1 to {{max}} characters" (HTTP 200, REST code -5001). */
  | 'CHAT_TEXT_INVALID'
  /** Tells the user "The conversation cannot do that in its current state" (HTTP 200, REST code -5004). */
  | 'CHAT_TRANSITION_NOT_ALLOWED'
  /** Tells the user "Please select items first" (HTTP 200, REST code -3007). */
  | 'CHECKOUT_EMPTY'
  /** Tells the user "The commission’s current state does not allow this" (HTTP 200, REST code -9625). */
  | 'COMMISSION_ACTION_NOT_ALLOWED'
  /** Tells the user "A commission rate is a whole number of basis points from 0 to {{max}}" (HTTP 200, REST code -9624). */
  | 'COMMISSION_RATE_INVALID'
  /** Tells the user "Please enter a name of at most 32 characters without special characters or emoji" (HTTP 200, REST code -1201). */
  | 'CONSIGNEE_NAME_INVALID'
  /** Tells the user "Give the title and body in at least one language" (HTTP 200, REST code -6006). */
  | 'CONTENT_TITLE_REQUIRED'
  /** Tells the user "Coupon already received" (HTTP 200, REST code -9320). */
  | 'COUPON_ALREADY_RECEIVED'
  /** Tells the user "Enter an amount from ¥0.01 to ¥{{max}}" (HTTP 200, REST code -9325). */
  | 'COUPON_AMOUNT_INVALID'
  /** Tells the user "Claim failed" (HTTP 200, REST code -9321). */
  | 'COUPON_CLAIM_FAILED'
  /** Tells the user "The claim window must start before it ends" (HTTP 200, REST code -9329). */
  | 'COUPON_CLAIM_WINDOW_INVALID'
  /** Tells the user "The description has at most {{max}} characters" (HTTP 200, REST code -9336). */
  | 'COUPON_DESCRIPTION_INVALID'
  /** Tells the user "Choose at least one existing user (at most {{max}})" (HTTP 200, REST code -9334). */
  | 'COUPON_ISSUE_NO_USERS'
  /** Tells the user "This coupon does not apply to these goods" (HTTP 200, REST code -9303). */
  | 'COUPON_NOT_APPLICABLE'
  /** Tells the user "Not enough coupons left: only {{remaining}} remain" (HTTP 200, REST code -9323). */
  | 'COUPON_NOT_ENOUGH_LEFT'
  /** Tells the user "This coupon cannot be used yet" (HTTP 200, REST code -9304). */
  | 'COUPON_NOT_STARTED'
  /** Tells the user "The percentage is a whole number from 1 to 99" (HTTP 200, REST code -9326). */
  | 'COUPON_PERCENT_INVALID'
  /** Tells the user "A quantity is a whole number from 1 to {{max}}, and not below the {{claimed}} already claimed" (HTTP 200, REST code -9330). */
  | 'COUPON_QUANTITY_INVALID'
  /** Tells the user "Choose what the coupon applies to (existing items, at most {{max}})" (HTTP 200, REST code -9327). */
  | 'COUPON_SCOPE_INVALID'
  /** Tells the user "This coupon is paused; resume it first" (HTTP 200, REST code -9337). */
  | 'COUPON_TEMPLATE_PAUSED'
  /** Tells the user "The threshold is from ¥0 to ¥{{max}}" (HTTP 200, REST code -9335). */
  | 'COUPON_THRESHOLD_INVALID'
  /** Tells the user "Spend ¥{{amount}} more" (HTTP 200, REST code -9302). */
  | 'COUPON_THRESHOLD_NOT_MET'
  /** Tells the user "Enter a title of at most {{max}} characters" (HTTP 200, REST code -9324). */
  | 'COUPON_TITLE_INVALID'
  /** Tells the user "This coupon can no longer be used, please choose again" (HTTP 200, REST code -9300). */
  | 'COUPON_UNAVAILABLE'
  /** Tells the user "Give the validity: dates with the start before the end, or 1 to {{max}} days after claiming" (HTTP 200, REST code -9328). */
  | 'COUPON_VALIDITY_INVALID'
  /** Tells the user "The current password is wrong" (HTTP 200, REST code -1018). */
  | 'CURRENT_PASSWORD_WRONG'
  /** Tells the user "You cannot disable your own account" (HTTP 200, REST code -9706). */
  | 'DISABLE_OWN_ACCOUNT'
  /** Tells the user "A code has 4 to 32 letters, digits, - or _" (HTTP 200, REST code -9332). */
  | 'DISCOUNT_CODE_FORMAT'
  /** Tells the user "The discount code is not valid or has been used up" (HTTP 200, REST code -9322). */
  | 'DISCOUNT_CODE_INVALID'
  /** Tells the user "Give one shared code, or a count of 1 to {{max}} single-use codes" (HTTP 200, REST code -9333). */
  | 'DISCOUNT_CODE_REQUEST_INVALID'
  /** Tells the user "The code {{code}} already exists" (HTTP 200, REST code -9331). */
  | 'DISCOUNT_CODE_TAKEN'
  /** Tells the user "The application’s current state does not allow this" (HTTP 200, REST code -9622). */
  | 'DISTRIBUTOR_ACTION_NOT_ALLOWED'
  /** Tells the user "You have already applied to be a distributor" (HTTP 200, REST code -9620). */
  | 'DISTRIBUTOR_ALREADY_APPLIED'
  /** Tells the user "Please fill in the application form correctly (at most {{max}} characters each)" (HTTP 200, REST code -9621). */
  | 'DISTRIBUTOR_FORM_INVALID'
  /** Tells the user "Please give a reason for the rejection (at most {{max}} characters)" (HTTP 200, REST code -9623). */
  | 'DISTRIBUTOR_REJECT_REASON_REQUIRED'
  /** Tells the user "Please fill this in (at most {{max}} characters)" (HTTP 200, REST code -8501). */
  | 'DOCUMENT_FIELD_REQUIRED'
  /** Tells the user "Please enter a valid e-mail address" (HTTP 200, REST code -1009). */
  | 'EMAIL_INVALID'
  /** Tells the user "Your favourites are full, at most {{max}} parts" (HTTP 200, REST code -400). */
  | 'FAVOURITES_FULL'
  /** Tells the user "The contact must not contain Chinese characters" (HTTP 200, REST code -6004). */
  | 'FEEDBACK_CONTACT_NO_CHINESE'
  /** Tells the user "Please describe your feedback" (HTTP 200, REST code -6001). */
  | 'FEEDBACK_CONTENT_REQUIRED'
  /** Tells the user "Feedback has at most {{max}} characters" (HTTP 200, REST code -6002). */
  | 'FEEDBACK_CONTENT_TOO_LONG'
  /** Tells the user "Feedback must not contain emoji" (HTTP 200, REST code -6003). */
  | 'FEEDBACK_NO_EMOJI'
  /** Tells the user "Please write a reply of at most {{max}} characters" (HTTP 200, REST code -6007). */
  | 'FEEDBACK_REPLY_REQUIRED'
  /** Tells the user "Upload at most {{max}} screenshots" (HTTP 200, REST code -6005). */
  | 'FEEDBACK_TOO_MANY_SCREENSHOTS'
  /** Tells the user "A flash sale has 1 to {{max}} items, each part at most once" (HTTP 200, REST code -9523). */
  | 'FLASH_SALE_ITEMS_INVALID'
  /** Tells the user "The limit per buyer must be between 1 and the sale stock" (HTTP 200, REST code -9527). */
  | 'FLASH_SALE_LIMIT_INVALID'
  /** Tells the user "You may buy at most {{limit}} of this item in this sale, and have reached that" (HTTP 200, REST code -9521). */
  | 'FLASH_SALE_LIMIT_REACHED'
  /** Tells the user "The part does not exist or is not on sale" (HTTP 200, REST code -9524). */
  | 'FLASH_SALE_PART_INVALID'
  /** Tells the user "The sale price must be above 0 and below the part's list price" (HTTP 200, REST code -9525). */
  | 'FLASH_SALE_PRICE_INVALID'
  /** Tells the user "Buy 1 to {{limit}} pieces" (HTTP 200, REST code -9522). */
  | 'FLASH_SALE_QUANTITY_INVALID'
  /** Tells the user "The reminder is already set" (HTTP 200, REST code -9528). */
  | 'FLASH_SALE_REMINDER_ALREADY_SET'
  /** Tells the user "No reminder is set" (HTTP 200, REST code -9529). */
  | 'FLASH_SALE_REMINDER_NOT_SET'
  /** Tells the user "The sale has started or is about to; there is nothing left to remind" (HTTP 200, REST code -9530). */
  | 'FLASH_SALE_REMINDER_TOO_LATE'
  /** Tells the user "Sold out" (HTTP 200, REST code -9520). */
  | 'FLASH_SALE_SOLD_OUT'
  /** Tells the user "The sale stock must be 1 to {{max}} pieces" (HTTP 200, REST code -9526). */
  | 'FLASH_SALE_STOCK_INVALID'
  /** Tells the user "This account has no permission for this" (HTTP 200, REST code -403). */
  | 'FORBIDDEN'
  /** Tells the user "Your daily free chances are used up" (HTTP 200, REST code -9580). */
  | 'FREE_ORDER_CHANCES_USED_UP'
  /** Tells the user "This pay-for-me link is invalid or has expired" (HTTP 200, REST code -4014). */
  | 'FRIEND_PAY_LINK_INVALID'
  /** An entry point the shop does not offer yet (the WeChat login without its sandbox). */
  | 'FUNCTION_NOT_DEVELOPED'
  /** Tells the user "You are already in this group" (HTTP 200, REST code -9541). */
  | 'GROUP_BUY_ALREADY_MEMBER'
  /** Tells the user "This group is closed ({{status}}) and cannot be joined" (HTTP 200, REST code -9542). */
  | 'GROUP_BUY_CLOSED'
  /** Tells the user "This group is full; start a new one" (HTTP 200, REST code -9540). */
  | 'GROUP_BUY_FULL'
  /** Tells the user "You have reached the limit of {{limit}} groups for this offer" (HTTP 200, REST code -9543). */
  | 'GROUP_BUY_LIMIT_REACHED'
  /** Tells the user "Group-buy settings: group size 2–100, time limit 1 minute to 7 days, price and quantity above zero, per-user limit at least 1" (HTTP 200, REST code -9544). */
  | 'GROUP_BUY_OFFER_INVALID'
  /** Tells the user "This part does not exist or is off the shelf" (HTTP 200, REST code -9545). */
  | 'GROUP_BUY_PART_UNAVAILABLE'
  /** Tells the user "Please enter a correct ID number" (HTTP 200, REST code -1030). */
  | 'ID_NUMBER_INVALID'
  /** Tells the user "Image upload failed: the image must not exceed {{megabytes}} MB" (HTTP 200, REST code -1102). */
  | 'IMAGE_TOO_LARGE'
  /** Tells the user "Image upload failed: please upload a JPG, PNG or WebP image" (HTTP 200, REST code -1101). */
  | 'IMAGE_UPLOAD_FAILED'
  /** Tells the user "Row {{row}}, column {{column}} has more than {{max}} characters" (HTTP 200, REST code -9876). */
  | 'IMPORT_CELL_TOO_LONG'
  /** Tells the user "The file has no rows" (HTTP 200, REST code -9878). */
  | 'IMPORT_EMPTY'
  /** Tells the user "The import file must not exceed {{megabytes}} MB" (HTTP 200, REST code -9873). */
  | 'IMPORT_FILE_TOO_LARGE'
  /** Tells the user "Choose a column for the MPN and for the maker, and each column for one field only" (HTTP 200, REST code -9879). */
  | 'IMPORT_MAPPING_INVALID'
  /** Tells the user "This import is already running or done" (HTTP 200, REST code -9880). */
  | 'IMPORT_NOT_STARTABLE'
  /** Tells the user "The same maker and MPN are already on row {{line}}" (HTTP 200, REST code -9885). */
  | 'IMPORT_ROW_DUPLICATE'
  /** Tells the user "Must be a whole number, 0 or more" (HTTP 200, REST code -9881). */
  | 'IMPORT_ROW_NUMBER_INVALID'
  /** Tells the user "Write price breaks as quantity:price separated by semicolons, such as 1:0.12; 100:0.09" (HTTP 200, REST code -9883). */
  | 'IMPORT_ROW_PRICE_BREAKS_INVALID'
  /** Tells the user "A price is a positive number with at most 4 decimals, such as 0.1234" (HTTP 200, REST code -9882). */
  | 'IMPORT_ROW_PRICE_INVALID'
  /** Tells the user "The shelf state must be yes/no or on/off" (HTTP 200, REST code -9884). */
  | 'IMPORT_ROW_SHELF_INVALID'
  /** Tells the user "Row {{row}} has more than {{max}} columns" (HTTP 200, REST code -9877). */
  | 'IMPORT_TOO_MANY_COLUMNS'
  /** Tells the user "An import may have at most {{max}} rows; this file has {{count}}. Please split it" (HTTP 200, REST code -9874). */
  | 'IMPORT_TOO_MANY_ROWS'
  /** Tells the user "The file cannot be read (row {{row}}): please upload a CSV or XLSX" (HTTP 200, REST code -9875). */
  | 'IMPORT_UNREADABLE'
  /** Tells the user "Please choose a valid Incoterms 2020 rule" (HTTP 200, REST code -8502). */
  | 'INCOTERM_INVALID'
  /** Tells the user "Another sales specialist has already claimed this inquiry" (HTTP 200, REST code -8001). */
  | 'INQUIRY_ALREADY_CLAIMED'
  /** Tells the user "This inquiry has already been replied to" (HTTP 200, REST code -7023). */
  | 'INQUIRY_ALREADY_REPLIED'
  /** Tells the user "This inquiry already has an attachment" (HTTP 200, REST code -8010). */
  | 'INQUIRY_ATTACHMENT_EXISTS'
  /** Tells the user "The attachment must not exceed {{megabytes}} MB" (HTTP 200, REST code -7021). */
  | 'INQUIRY_ATTACHMENT_TOO_LARGE'
  /** Tells the user "This attachment type is not accepted; allowed: {{types}}" (HTTP 200, REST code -7022). */
  | 'INQUIRY_ATTACHMENT_TYPE'
  /** Tells the user "The attachment is not a CSV, TSV or XLSX bill of materials" (HTTP 200, REST code -8007). */
  | 'INQUIRY_BOM_NOT_TABLE'
  /** Tells the user "The inquiry field {{field}} is missing or invalid" (HTTP 200, REST code -7020). */
  | 'INQUIRY_FIELD_INVALID'
  /** Tells the user "This inquiry has not been quoted yet" (HTTP 200, REST code -8005). */
  | 'INQUIRY_NOT_REPLIED'
  /** Tells the user "The quantity must be a whole number from 1 to {{max}}" (HTTP 200, REST code -8009). */
  | 'INQUIRY_QUANTITY_INVALID'
  /** Tells the user "This quote has expired; please send a new inquiry" (HTTP 200, REST code -8004). */
  | 'INQUIRY_QUOTE_EXPIRED'
  /** Tells the user "Quoted line {{line}}: {{field}} is missing or invalid" (HTTP 200, REST code -8002). */
  | 'INQUIRY_QUOTE_LINE_INVALID'
  /** Tells the user "None of the quoted lines is a shop part that can go to the cart" (HTTP 200, REST code -8006). */
  | 'INQUIRY_QUOTE_NOTHING_TO_CART'
  /** Tells the user "The reply must have 1 to {{max}} characters" (HTTP 200, REST code -7024). */
  | 'INQUIRY_REPLY_INVALID'
  /** Tells the user "A quote may have at most {{max}} lines" (HTTP 200, REST code -8008). */
  | 'INQUIRY_TOO_MANY_QUOTE_LINES'
  /** Tells the user "The quote must be valid from today to at most {{days}} days ahead" (HTTP 200, REST code -8003). */
  | 'INQUIRY_VALIDITY_INVALID'
  /** Tells the user "Insufficient balance" (HTTP 200, REST code -3005). */
  | 'INSUFFICIENT_BALANCE'
  /** Tells the user "Server error, please try again later" (HTTP 500, REST code -500). */
  | 'INTERNAL'
  /** Tells the user "Introspection in production needs a user token or an API key; the schema is also at /graphql/schema.graphql" (HTTP 401, REST code -401). */
  | 'INTROSPECTION_SIGNED_OUT'
  /** Tells the user "Invalid adjustment: the amount must be non-zero and the balance cannot go negative" (HTTP 200, REST code -3018). */
  | 'INVALID_BALANCE_ADJUSTMENT'
  /** Tells the user "The value of {{field}} is not valid" (HTTP 400, REST code -400). */
  | 'INVALID_INPUT'
  /** Tells the user "Please enter a valid tax number (15-20 letters or digits)" (HTTP 200, REST code -3012). */
  | 'INVALID_TAX_NUMBER'
  /** Tells the user "Please enter a valid carrier and waybill number" (HTTP 200, REST code -3015). */
  | 'INVALID_WAYBILL'
  /** Tells the user "Please choose the coupon to give" (HTTP 200, REST code -9401). */
  | 'INVITATION_REWARD_COUPON_REQUIRED'
  /** Tells the user "There is no such coupon" (HTTP 200, REST code -9402). */
  | 'INVITATION_REWARD_COUPON_UNKNOWN'
  /** Tells the user "Reward points must be a whole number from 1 to {{max}}" (HTTP 200, REST code -9400). */
  | 'INVITATION_REWARD_POINTS_INVALID'
  /** Tells the user "The invitation code does not exist" (HTTP 200, REST code -1008). */
  | 'INVITE_CODE_INVALID'
  /** Tells the user "This invoice has already been issued or was never requested" (HTTP 200, REST code -8505). */
  | 'INVOICE_ALREADY_ISSUED'
  /** Tells the user "An invoice has already been requested for this order" (HTTP 200, REST code -8504). */
  | 'INVOICE_ALREADY_REQUESTED'
  /** Tells the user "The invoice number is 6-32 letters, digits or dashes" (HTTP 200, REST code -8506). */
  | 'INVOICE_NUMBER_INVALID'
  /** Tells the user "An invoice can be requested once the order has been received" (HTTP 200, REST code -8503). */
  | 'INVOICE_REQUEST_NOT_ALLOWED'
  /** Tells the user "Please enter the invoice title" (HTTP 200, REST code -3011). */
  | 'INVOICE_TITLE_REQUIRED'
  /** Tells the user "The shop must keep at least one active admin" (HTTP 200, REST code -9704). */
  | 'LAST_ADMIN'
  /** Tells the user "Wrong account or password" (HTTP 200, REST code -1014). */
  | 'LOGIN_FAILED'
  /** Tells the user "Too many wrong passwords, try again in {{seconds}} s or log in with a code" (HTTP 429, REST code -1019). */
  | 'LOGIN_TOO_MANY_FAILURES'
  /** Tells the user "Choose a delivery address to receive the part" (HTTP 200, REST code -9589). */
  | 'LUCKY_DRAW_ADDRESS_REQUIRED'
  /** Tells the user "Limits must be whole numbers from 1 to {{max}}" (HTTP 200, REST code -9586). */
  | 'LUCKY_DRAW_LIMIT_INVALID'
  /** Tells the user "You have used all your chances in this activity ({{limit}} per person)" (HTTP 200, REST code -9582). */
  | 'LUCKY_DRAW_LIMIT_REACHED'
  /** Tells the user "The prizes are not valid: {{reason}}" (HTTP 200, REST code -9585). */
  | 'LUCKY_DRAW_PRIZES_INVALID'
  /** Tells the user "This prize has already been delivered" (HTTP 200, REST code -9588). */
  | 'LUCKY_DRAW_PRIZE_DELIVERED'
  /** Tells the user "This prize is all gone" (HTTP 200, REST code -9583). */
  | 'LUCKY_DRAW_PRIZE_GONE'
  /** Tells the user "Please check the country (at most 64 characters), the website (http or https) and the description (at most 1000 characters per language)" (HTTP 200, REST code -9831). */
  | 'MAKER_FIELD_INVALID'
  /** Tells the user "Please enter a maker name of at most 128 characters that no other maker has" (HTTP 200, REST code -9830). */
  | 'MAKER_NAME_INVALID'
  /** Tells the user "Malformed request: {{reason}}" (HTTP 400, REST code -400). */
  | 'MALFORMED_REQUEST'
  /** Tells the user "There must be 1 to {{max}} membership levels" (HTTP 200, REST code -9375). */
  | 'MEMBERSHIP_LEVELS_COUNT'
  /** Tells the user "The first level needs 0 growth and each next level more than the one before" (HTTP 200, REST code -9372). */
  | 'MEMBERSHIP_LEVELS_ORDER'
  /** Tells the user "A level code is 1-16 capital letters, digits or underscores, each code once" (HTTP 200, REST code -9373). */
  | 'MEMBERSHIP_LEVEL_CODE_INVALID'
  /** Tells the user "Names and perks need English and Chinese, at most {{max}} characters each, at most {{perks}} perks" (HTTP 200, REST code -9374). */
  | 'MEMBERSHIP_LEVEL_TEXT_INVALID'
  /** Tells the user "This membership plan is not available" (HTTP 200, REST code -9370). */
  | 'MEMBERSHIP_PLAN_UNAVAILABLE'
  /** Tells the user "Enter a whole number from {{min}} to {{max}}" (HTTP 200, REST code -9371). */
  | 'MEMBERSHIP_VALUE_OUT_OF_RANGE'
  /** Tells the user "Choose one user, or a list of 1 to {{max}} users" (HTTP 200, REST code -5101). */
  | 'MESSAGE_RECIPIENTS_INVALID'
  /** Tells the user "There is no user with the id {{id}}" (HTTP 200, REST code -5102). */
  | 'MESSAGE_RECIPIENT_UNKNOWN'
  /** Tells the user "Wrong request method, use {{allowed}}" (HTTP 405, REST code -405). */
  | 'METHOD_NOT_ALLOWED'
  /** Tells the user "The nickname may have at most 10 characters" (HTTP 200, REST code -1103). */
  | 'NICKNAME_TOO_LONG'
  /** Tells the user "The resource does not exist" (HTTP 200, REST code -404). */
  | 'NOT_FOUND'
  /** Tells the user "Failed to get authorization, please log in again" (HTTP 400, REST code -1106). */
  | 'OAUTH_FAILED'
  /** Tells the user "Only {{stock}} left in stock" (HTTP 200, REST code -2008). */
  | 'ONLY_N_LEFT'
  /** Tells the user "This cannot be done to the order in its current state" (HTTP 200, REST code -3003). */
  | 'ORDER_ACTION_NOT_ALLOWED'
  /** Tells the user "The order contains goods removed from the shelves, please order again" (HTTP 200, REST code -3006). */
  | 'ORDER_CONTAINS_OFF_SHELF'
  /** Tells the user "The payment window of this order has closed, please order again" (HTTP 200, REST code -3002). */
  | 'ORDER_EXPIRED'
  /** Tells the user "This order is invalid, so the payment failed" (HTTP 200, REST code -3001). */
  | 'ORDER_NOT_PAYABLE'
  /** Tells the user "You are clicking too fast, please try again later" (HTTP 200, REST code -3019). */
  | 'ORDER_SUBMITTED_ALREADY'
  /** Tells the user "The order amount is too large, please split the order" (HTTP 200, REST code -3017). */
  | 'ORDER_TOO_LARGE'
  /** Tells the user "You cannot remove your own admin role" (HTTP 200, REST code -9705). */
  | 'OWN_ADMIN_ROLE'
  /** Tells the user "The batch number has at most 32 characters" (HTTP 200, REST code -9811). */
  | 'PART_BATCH_NUMBER_INVALID'
  /** Tells the user "Please choose a category without subcategories" (HTTP 200, REST code -9820). */
  | 'PART_CATEGORY_NOT_LEAF'
  /** Tells the user "Please enter a datasheet link starting with http:// or https://" (HTTP 200, REST code -9812). */
  | 'PART_DATASHEET_URL_INVALID'
  /** Tells the user "Please enter the description in at least one language" (HTTP 200, REST code -9803). */
  | 'PART_DESCRIPTION_REQUIRED'
  /** Tells the user "The description has at most {{max}} characters" (HTTP 200, REST code -9804). */
  | 'PART_DESCRIPTION_TOO_LONG'
  /** Tells the user "This maker already has a part with this MPN" (HTTP 200, REST code -9821). */
  | 'PART_DUPLICATE'
  /** Tells the user "A part has at most {{max}} images" (HTTP 200, REST code -9822). */
  | 'PART_IMAGE_LIMIT'
  /** Tells the user "The new order must list each of the part's images once" (HTTP 200, REST code -9823). */
  | 'PART_IMAGE_ORDER_INVALID'
  /** Tells the user "The order increment is a whole number of at least 1" (HTTP 200, REST code -9809). */
  | 'PART_INCREMENT_INVALID'
  /** Tells the user "The lead time is a whole number of days from 0 to {{max}}" (HTTP 200, REST code -9807). */
  | 'PART_LEAD_TIME_INVALID'
  /** Tells the user "There is no such maker" (HTTP 200, REST code -9819). */
  | 'PART_MAKER_UNKNOWN'
  /** Tells the user "The material has at most 96 characters" (HTTP 200, REST code -9802). */
  | 'PART_MATERIAL_INVALID'
  /** Tells the user "The minimum order quantity is a whole number of at least 1" (HTTP 200, REST code -9808). */
  | 'PART_MOQ_INVALID'
  /** Tells the user "Please enter the MPN: at most 96 characters with at least one letter or digit" (HTTP 200, REST code -9800). */
  | 'PART_MPN_INVALID'
  /** Tells the user "Please enter the package (at most 48 characters)" (HTTP 200, REST code -9801). */
  | 'PART_PACKAGE_INVALID'
  /** Tells the user "A parameter value has at most {{max}} characters" (HTTP 200, REST code -9806). */
  | 'PART_PARAMETER_INVALID'
  /** Tells the user "The category has no such parameter" (HTTP 200, REST code -9805). */
  | 'PART_PARAMETER_UNKNOWN'
  /** Tells the user "The purchase limit is a whole number no smaller than the minimum order quantity" (HTTP 200, REST code -9810). */
  | 'PART_PURCHASE_LIMIT_INVALID'
  /** Tells the user "The password must be 6-12 characters long" (HTTP 200, REST code -1011). */
  | 'PASSWORD_LENGTH'
  /** Tells the user "The password must contain letters and digits" (HTTP 200, REST code -1012). */
  | 'PASSWORD_LETTERS_AND_DIGITS'
  /** Tells the user "The password must not contain Chinese characters" (HTTP 200, REST code -1013). */
  | 'PASSWORD_NO_CHINESE'
  /** Tells the user "The new password must differ from the old one" (HTTP 200, REST code -1017). */
  | 'PASSWORD_SAME_AS_OLD'
  /** Tells the user "The request is too large" (HTTP 413, REST code -413). */
  | 'PAYLOAD_TOO_LARGE'
  /** Tells the user "Payment failed: the amount does not match the order, please try later" (HTTP 200, REST code -3004). */
  | 'PAYMENT_AMOUNT_MISMATCH'
  /** Tells the user "Too many wrong payment passwords: payment is locked, try again in {{minutes}} minutes or reset the payment password" (HTTP 200, REST code -1024). */
  | 'PAYMENT_LOCKED'
  /** Tells the user "This payment method is not available" (HTTP 200, REST code -4003). */
  | 'PAYMENT_METHOD_UNAVAILABLE'
  /** Tells the user "The two payment passwords entered are inconsistent" (HTTP 200, REST code -1022). */
  | 'PAYMENT_PASSWORDS_INCONSISTENT'
  /** Tells the user "A payment password is already set; change or reset it instead" (HTTP 200, REST code -1026). */
  | 'PAYMENT_PASSWORD_ALREADY_SET'
  /** Tells the user "The payment password must be 6 digits" (HTTP 200, REST code -1021). */
  | 'PAYMENT_PASSWORD_FORMAT'
  /** Tells the user "Please set a payment password first" (HTTP 200, REST code -1025). */
  | 'PAYMENT_PASSWORD_NOT_SET'
  /** Tells the user "Payment password wrong, retry ({{triesLeft}} tries left)" (HTTP 200, REST code -1023). */
  | 'PAYMENT_PASSWORD_WRONG'
  /** Tells the user "At most {{max}} withdrawal accounts can be bound" (HTTP 200, REST code -9608). */
  | 'PAYOUT_ACCOUNT_LIMIT'
  /** Tells the user "The payout failed, please try again later" (HTTP 200, REST code -9609). */
  | 'PAYOUT_FAILED'
  /** Tells the user "The account holder must be your verified real name" (HTTP 200, REST code -9604). */
  | 'PAYOUT_HOLDER_MISMATCH'
  /** Tells the user "Please enter a correct phone number" (HTTP 200, REST code -1010). */
  | 'PHONE_INVALID'
  /** Tells the user "The pickup date must be within {{days}} days from today" (HTTP 200, REST code -3010). */
  | 'PICKUP_DATE_OUT_OF_RANGE'
  /** Tells the user "Pickup orders need a pickup point, date and time" (HTTP 200, REST code -3009). */
  | 'PICKUP_DETAILS_REQUIRED'
  /** Tells the user "You can save at most {{max}} pickup persons" (HTTP 200, REST code -1210). */
  | 'PICKUP_PERSON_LIMIT_REACHED'
  /** Tells the user "The user holds only {{balance}} points" (HTTP 200, REST code -9363). */
  | 'POINTS_ADJUSTMENT_EXCEEDS_BALANCE'
  /** Tells the user "The points must be a whole number other than 0, at most {{max}} either way" (HTTP 200, REST code -9361). */
  | 'POINTS_ADJUSTMENT_INVALID'
  /** Tells the user "Please give a reason (at most {{max}} characters)" (HTTP 200, REST code -9362). */
  | 'POINTS_ADJUSTMENT_REASON_REQUIRED'
  /** Tells the user "Not enough points" (HTTP 200, REST code -9301). */
  | 'POINTS_INSUFFICIENT'
  /** Tells the user "Not a valid number of points" (HTTP 200, REST code -9305). */
  | 'POINTS_INVALID'
  /** Tells the user "Enter a whole number from {{min}} to {{max}}" (HTTP 200, REST code -9360). */
  | 'POINTS_RULE_OUT_OF_RANGE'
  /** Tells the user "Please enter a correct postal code" (HTTP 200, REST code -1208). */
  | 'POSTAL_CODE_INVALID'
  /** Tells the user "Please enter at least one price break" (HTTP 200, REST code -9813). */
  | 'PRICE_BREAKS_REQUIRED'
  /** Tells the user "At most {{max}} price breaks" (HTTP 200, REST code -9814). */
  | 'PRICE_BREAKS_TOO_MANY'
  /** Tells the user "Please enter a unit price above 0 with at most 4 decimals" (HTTP 200, REST code -9817). */
  | 'PRICE_BREAK_PRICE_INVALID'
  /** Tells the user "A larger quantity must not cost more per piece" (HTTP 200, REST code -9818). */
  | 'PRICE_BREAK_PRICE_RISING'
  /** Tells the user "The quantity is a whole number of at least 1" (HTTP 200, REST code -9815). */
  | 'PRICE_BREAK_QUANTITY_INVALID'
  /** Tells the user "Each break starts at a larger quantity than the one before" (HTTP 200, REST code -9816). */
  | 'PRICE_BREAK_QUANTITY_NOT_RISING'
  /** Tells the user "This item cannot be bought" (HTTP 200, REST code -2003). */
  | 'PRODUCT_CANNOT_BE_BOUGHT'
  /** Tells the user "This item has been removed from the shelves" (HTTP 200, REST code -2001). */
  | 'PRODUCT_OFF_SHELF'
  /** Tells the user "This item is sold out" (HTTP 200, REST code -2002). */
  | 'PRODUCT_SOLD_OUT'
  /** Tells the user "Too long: at most {{max}} characters" (HTTP 200, REST code -1105). */
  | 'PROFILE_TEXT_TOO_LONG'
  /** Tells the user "Purchase limit exceeded: at most {{limit}} pieces per customer" (HTTP 200, REST code -2007). */
  | 'PURCHASE_LIMIT_EXCEEDED'
  /** Tells the user "Please buy at least 1 piece" (HTTP 200, REST code -2004). */
  | 'QUANTITY_AT_LEAST_ONE'
  /** Tells the user "The minimum order quantity is {{moq}} pieces" (HTTP 200, REST code -2005). */
  | 'QUANTITY_BELOW_MOQ'
  /** Tells the user "Order {{moq}} pieces or more in steps of {{increment}}" (HTTP 200, REST code -2006). */
  | 'QUANTITY_INCREMENT'
  /** Tells the user "The query is too complex: the limit is {{max}}, this one costs {{actual}}; ask for fewer fields or smaller pages" (HTTP 400, REST code -400). */
  | 'QUERY_TOO_COMPLEX'
  /** Tells the user "The query is nested too deeply: at most {{max}} levels, this one has {{actual}}" (HTTP 400, REST code -400). */
  | 'QUERY_TOO_DEEP'
  /** Tells the user "The query has too many fields: at most {{max}}, counting expanded fragments" (HTTP 400, REST code -400). */
  | 'QUERY_TOO_LARGE'
  /** The client's query-cost budget for this window is used up (HTTP 429); retry after Retry-After seconds. */
  | 'QUOTA_EXCEEDED'
  /** Tells the user "You are clicking too fast, please try again later" (HTTP 429, REST code -429). */
  | 'RATE_LIMITED'
  /** Tells the user "Real-name verification is already done" (HTTP 200, REST code -1031). */
  | 'REAL_NAME_ALREADY_VERIFIED'
  /** Tells the user "Please enter your correct real name" (HTTP 200, REST code -1029). */
  | 'REAL_NAME_INVALID'
  /** Tells the user "Please verify your real name first" (HTTP 200, REST code -9603). */
  | 'REAL_NAME_REQUIRED'
  /** Tells the user "Please give a reason (at most 200 characters)" (HTTP 200, REST code -9707). */
  | 'REASON_REQUIRED'
  /** Tells the user "The refund amount must be positive" (HTTP 200, REST code -4102). */
  | 'REFUND_AMOUNT_INVALID'
  /** Tells the user "The refund exceeds what can still be refunded (at most ¥{{refundableFen}})" (HTTP 200, REST code -4101). */
  | 'REFUND_EXCEEDS_PAID'
  /** Tells the user "This refund was already issued for another order or amount" (HTTP 200, REST code -4103). */
  | 'REFUND_KEY_REUSED'
  /** Tells the user "This refund cannot do that in its current state" (HTTP 200, REST code -4105). */
  | 'REFUND_NOT_ALLOWED'
  /** Tells the user "The order's original payment was not found, so it cannot be refunded the way it was paid" (HTTP 200, REST code -4104). */
  | 'REFUND_PAYMENT_NOT_FOUND'
  /** Tells the user "Please upload the transfer receipt" (HTTP 200, REST code -4106). */
  | 'REFUND_PROOF_REQUIRED'
  /** Tells the user "At most {{max}} receipt images" (HTTP 200, REST code -4107). */
  | 'REFUND_TOO_MANY_PROOFS'
  /** Tells the user "The remark has at most {{max}} characters" (HTTP 200, REST code -3013). */
  | 'REMARK_TOO_LONG'
  /** Tells the user "The seller has been reminded, you can remind again in {{hours}} hours" (HTTP 200, REST code -3016). */
  | 'REMIND_TOO_OFTEN'
  /** Tells the user "Please enter the bank account" (HTTP 200, REST code -4007). */
  | 'REMITTANCE_ACCOUNT_REQUIRED'
  /** Tells the user "This remittance has already been reviewed" (HTTP 200, REST code -4012). */
  | 'REMITTANCE_ALREADY_DECIDED'
  /** Tells the user "Please enter the remitting bank" (HTTP 200, REST code -4006). */
  | 'REMITTANCE_BANK_REQUIRED'
  /** Tells the user "Please enter the payer’s name" (HTTP 200, REST code -4005). */
  | 'REMITTANCE_PAYER_REQUIRED'
  /** Tells the user "Please upload the payment receipt" (HTTP 200, REST code -4008). */
  | 'REMITTANCE_PROOF_REQUIRED'
  /** Tells the user "Please give the reason for the rejection" (HTTP 200, REST code -4013). */
  | 'REMITTANCE_REJECT_REASON_REQUIRED'
  /** Tells the user "Too long, at most {{max}} characters" (HTTP 200, REST code -4010). */
  | 'REMITTANCE_TEXT_TOO_LONG'
  /** Tells the user "At most {{max}} receipt images" (HTTP 200, REST code -4009). */
  | 'REMITTANCE_TOO_MANY_PROOFS'
  /** Tells the user "A remittance for this order is already under review" (HTTP 200, REST code -4011). */
  | 'REMITTANCE_UNDER_REVIEW'
  /** Tells the user "Please write your review, at most {{max}} characters" (HTTP 200, REST code -8402). */
  | 'REVIEW_CONTENT_INVALID'
  /** Tells the user "Please rate from 1 to 5 stars" (HTTP 200, REST code -8401). */
  | 'REVIEW_RATING_INVALID'
  /** Tells the user "At most {{max}} photos" (HTTP 200, REST code -8403). */
  | 'REVIEW_TOO_MANY_PHOTOS'
  /** Tells the user "No such endpoint: {{path}}" (HTTP 404, REST code -404). */
  | 'ROUTE_NOT_FOUND'
  /** Tells the user "The search text is too long, at most {{max}} characters" (HTTP 400, REST code -400). */
  | 'SEARCH_QUERY_TOO_LONG'
  /** Tells the user "Staff sign-in needs the authenticator code; please sign in on the website" (HTTP 200, REST code -9712). */
  | 'SECOND_FACTOR_REQUIRED'
  /** Tells the user "The server is too crowded or busy, please try again later" (HTTP 503, REST code -9508). */
  | 'SERVER_BUSY'
  /** Tells the user "This BOM project was not found among your saved projects" (HTTP 200, REST code -8112). */
  | 'SERVICE_BOM_PROJECT_NOT_FOUND'
  /** Tells the user "The budget must be between 0 and {{max}} yuan" (HTTP 200, REST code -8111). */
  | 'SERVICE_BUDGET_INVALID'
  /** Tells the user "The copper weight must be one of {{allowed}} oz" (HTTP 200, REST code -8106). */
  | 'SERVICE_COPPER_WEIGHT_INVALID'
  /** Tells the user "The size must be between {{min}} and {{max}} mm, in steps of 0.1 mm" (HTTP 200, REST code -8103). */
  | 'SERVICE_DIMENSION_INVALID'
  /** Tells the user "Layer bands must ascend and the last must reach {{max}} layers" (HTTP 200, REST code -8114). */
  | 'SERVICE_FORMULA_BANDS_INVALID'
  /** Tells the user "At most {{max}} quantity breaks, ascending, each from 2 to {{quantity}} boards" (HTTP 200, REST code -8115). */
  | 'SERVICE_FORMULA_BREAKS_INVALID'
  /** Tells the user "Each option needs exactly one factor: {{options}}" (HTTP 200, REST code -8116). */
  | 'SERVICE_FORMULA_OPTIONS_INVALID'
  /** Tells the user "Enter a whole number from {{min}} to {{max}}" (HTTP 200, REST code -8113). */
  | 'SERVICE_FORMULA_VALUE_INVALID'
  /** Tells the user "The joint count must be a whole number from 0 to {{max}}" (HTTP 200, REST code -8108). */
  | 'SERVICE_JOINTS_INVALID'
  /** Tells the user "The layer count must be one of {{allowed}}" (HTTP 200, REST code -8101). */
  | 'SERVICE_LAYERS_INVALID'
  /** Tells the user "Aluminium boards have at most {{max}} layers" (HTTP 200, REST code -8102). */
  | 'SERVICE_MATERIAL_LAYERS'
  /** Tells the user "Enter at least one SMT or through-hole joint" (HTTP 200, REST code -8109). */
  | 'SERVICE_NO_JOINTS'
  /** Tells the user "Please choose one of the listed options" (HTTP 200, REST code -8107). */
  | 'SERVICE_OPTION_INVALID'
  /** Tells the user "The quantity must be a whole number from {{min}} to {{max}}" (HTTP 200, REST code -8104). */
  | 'SERVICE_QUANTITY_INVALID'
  /** Tells the user "This submission key is not valid; reload the page and send again" (HTTP 200, REST code -8117). */
  | 'SERVICE_REQUEST_KEY_INVALID'
  /** Tells the user "Enter {{min}} to {{max}} characters" (HTTP 200, REST code -8110). */
  | 'SERVICE_TEXT_INVALID'
  /** Tells the user "The thickness must be one of {{allowed}} mm" (HTTP 200, REST code -8105). */
  | 'SERVICE_THICKNESS_INVALID'
  /** Tells the user "This sign-in has expired; please sign in again" (HTTP 200, REST code -9709). */
  | 'SIGN_IN_CHALLENGE_EXPIRED'
  /** Tells the user "An account with this username or e-mail already exists" (HTTP 200, REST code -9702). */
  | 'STAFF_ACCOUNT_EXISTS'
  /** Tells the user "Choose at least one staff role" (HTTP 200, REST code -9703). */
  | 'STAFF_ROLES_REQUIRED'
  /** Tells the user "The username must be 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter" (HTTP 200, REST code -9701). */
  | 'STAFF_USERNAME_INVALID'
  /** Tells the user "Only {{stock}} in stock: {{quantity}} cannot be taken off" (HTTP 200, REST code -9871). */
  | 'STOCK_BELOW_ZERO'
  /** Tells the user "The note may have at most {{max}} characters" (HTTP 200, REST code -9872). */
  | 'STOCK_NOTE_TOO_LONG'
  /** Tells the user "The quantity must be a whole number from {{min}} to {{max}}" (HTTP 200, REST code -9870). */
  | 'STOCK_QUANTITY_INVALID'
  /** Tells the user "Subscriptions go over the WebSocket at /graphql (graphql-ws)" (HTTP 400, REST code -400). */
  | 'SUBSCRIPTION_OVER_HTTP'
  /** Tells the user "At most {{max}} part numbers can be looked up at once" (HTTP 400, REST code -400). */
  | 'TOO_MANY_MPNS'
  /** The top-up's current state does not allow this action. */
  | 'TOPUP_ACTION_NOT_ALLOWED'
  /** The top-up amount is outside the per top-up minimum and maximum of `topUpSettings`. */
  | 'TOPUP_AMOUNT_OUT_OF_RANGE'
  /** The top-up would take the day's paid top-ups (UTC) past the daily limit. */
  | 'TOPUP_DAILY_LIMIT'
  /** Tells the user "An authenticator is already set up for this account" (HTTP 200, REST code -9710). */
  | 'TOTP_ALREADY_ENROLLED'
  /** Tells the user "The authenticator code is wrong or has expired" (HTTP 200, REST code -9708). */
  | 'TOTP_CODE_INVALID'
  /** Tells the user "Scan the QR code to set up the authenticator first" (HTTP 200, REST code -9711). */
  | 'TOTP_NOT_STARTED'
  /** Tells the user "Your login has expired, please log in again" (HTTP 200, REST code -202). */
  | 'UNAUTHENTICATED'
  /** Tells the user "The uploaded form is incomplete or malformed; please send it again" (HTTP 400, REST code -400). */
  | 'UPLOAD_MALFORMED'
  /** Tells the user "The variable ${{variable}} ({{type}}) has an invalid value at {{path}}" (HTTP 400, REST code -400). */
  | 'VARIABLE_INVALID'
  /** Tells the user "The variable ${{variable}} ({{type}}) is required and must not be null" (HTTP 400, REST code -400). */
  | 'VARIABLE_REQUIRED'
  /** Tells the user "Too many codes were requested for this address, please try again in an hour" (HTTP 200, REST code -1005). */
  | 'VERIFICATION_ADDRESS_LIMIT'
  /** Tells the user "The verification code has expired, please request a new code" (HTTP 200, REST code -1002). */
  | 'VERIFICATION_CODE_EXPIRED'
  /** Tells the user "Please request a new verification code" (HTTP 200, REST code -1003). */
  | 'VERIFICATION_CODE_REQUEST_NEW'
  /** Tells the user "The code can be requested again in {{seconds}} s" (HTTP 200, REST code -1004). */
  | 'VERIFICATION_CODE_RESEND_WAIT'
  /** Tells the user "The verification code is wrong" (HTTP 200, REST code -1001). */
  | 'VERIFICATION_CODE_WRONG'
  /** Tells the user "Too many codes were requested from your network, please try again in an hour" (HTTP 200, REST code -1006). */
  | 'VERIFICATION_IP_LIMIT'
  /** The watch list already holds the most parts allowed. */
  | 'WATCH_LIST_FULL'
  /** Tells the user "The waybill number does not match the chosen carrier's format" (HTTP 200, REST code -9214). */
  | 'WAYBILL_INVALID'
  /** The user already has the most webhook endpoints allowed. */
  | 'WEBHOOK_ENDPOINT_LIMIT'
  /** A webhook endpoint must hear at least one event. */
  | 'WEBHOOK_EVENTS_REQUIRED'
  /** The webhook address is not an https URL, is too long or carries a user name or password. */
  | 'WEBHOOK_URL_INVALID'
  /** Tells the user "The current state of the withdrawal does not allow this" (HTTP 200, REST code -9600). */
  | 'WITHDRAWAL_ACTION_NOT_ALLOWED'
  /** Tells the user "A withdrawal is at least ¥{{minimum}}" (HTTP 200, REST code -9601). */
  | 'WITHDRAWAL_BELOW_MINIMUM'
  /** Tells the user "This exceeds the daily withdrawal limit (¥{{remaining}} left today)" (HTTP 200, REST code -9602). */
  | 'WITHDRAWAL_DAILY_LIMIT'
  /** Tells the user "Please give the reason for the rejection" (HTTP 200, REST code -9607). */
  | 'WITHDRAWAL_REASON_REQUIRED';

/** Input of `exportBomProject`. */
export type ExportBomProjectInput = {
  /** The file to write. */
  format: BomSpreadsheetFormat;
  /** ID of the bom project. */
  id: string | number;
};

/** Input of `exportBomQuote`. */
export type ExportBomQuoteInput = {
  /** Boards to build; multiplies every line (1 to 100,000). */
  boards?: number;
  format: BomExportFormat;
  /** At most 5000 lines. */
  lines: Array<BomLineInput>;
  name?: string;
};

/** Input of `exportSharedBomQuote`. */
export type ExportSharedBomQuoteInput = {
  /** The file to write. */
  format: BomSpreadsheetFormat;
  /** The token of the share link. */
  token: string;
};

/** The sections of the help centre. */
export type FaqCategory =
  | 'ACCOUNT'
  | 'ORDERING'
  | 'PAYMENT'
  | 'SHIPPING';

/** What a piece of feedback is about. */
export type FeedbackType =
  | 'BUG'
  | 'ORDER'
  | 'OTHER'
  | 'SUGGESTION';

/** Input of `CreateFlashSaleSessionInput.items`, `UpdateFlashSaleSessionInput.items`. */
export type FlashSaleItemInput = {
  /** Between 1 and the stock. */
  perUserLimit: number;
  /** ID of the product. */
  productId: string | number;
  /** Above 0 and below the list price, 0.0001 yuan. */
  salePriceMilli: number;
  /** 1 to 100,000 units. */
  stock: number;
};

/** Spec §4: set or cancelled; SENT once the message went out 3 minutes before the start. */
export type FlashSaleReminderStatus =
  | 'CANCELLED'
  | 'SENT'
  | 'SET';

/** What a shopper sees of a session or an item (spec §4); PAUSED: paused or abnormal, nothing sells. */
export type FlashSaleState =
  | 'ENDED'
  | 'NOT_STARTED'
  | 'ON_SALE'
  | 'PAUSED'
  | 'SOLD_OUT';

/** As the user chose to state it. */
export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'SECRET';

/** A group: IN_PROGRESS (taking members), ENDED (completed: every member paid), CANCELLED (payers refunded). */
export type GroupBuyStatus =
  | 'CANCELLED'
  | 'ENDED'
  | 'IN_PROGRESS';

/** Input of `MapCatalogImportInput.mapping`. */
export type ImportColumnInput = {
  column: number;
  field: ImportField;
};

/** What a price list column may hold. */
export type ImportField =
  | 'batchNumber'
  | 'category'
  | 'datasheetUrl'
  | 'description'
  | 'leadTimeDays'
  | 'maker'
  | 'material'
  | 'moq'
  | 'mpn'
  | 'orderIncrement'
  | 'package'
  | 'priceBreaks'
  | 'purchaseLimit'
  | 'shelf'
  | 'stock'
  | 'unitPrice';

/** Everyone's inquiries, the caller's claims, or those nobody claimed. */
export type InquiryQueueScope =
  | 'ALL'
  | 'MINE'
  | 'UNCLAIMED';

/** PENDING until sales staff reply; then REPLIED. */
export type InquiryState =
  | 'PENDING'
  | 'REPLIED';

/** What an inviter earns when an invited user's first goods order is completed. */
export type InvitationRewardKind =
  | 'COUPON'
  | 'NONE'
  | 'POINTS';

/** Input of `PlaceOrderInput.invoice`, `BuyFlashSaleInput.invoice`, `StartGroupBuyInput.invoice`, `JoinGroupBuyInput.invoice`, `BuyBargainInput.invoice`. */
export type InvoiceInput = {
  taxNumber?: string | null | undefined;
  title?: string | null | undefined;
  /** Which kind it is; see `InvoiceType`. */
  type: InvoiceType;
};

export type InvoiceRequestStatus =
  | 'ISSUED'
  | 'REQUESTED';

export type InvoiceType =
  | 'ENTERPRISE'
  | 'NONE'
  | 'PERSONAL';

/** Input of `issueCoupons`. */
export type IssueCouponsInput = {
  segment: CouponSegment;
  /** ID of the template. */
  templateId: string | number;
  /** For segment USERS: at most 1000. */
  userIds?: Array<string | number> | null | undefined;
};

/** Input of `issueInvoice`. */
export type IssueInvoiceInput = {
  /** 6-32 letters, digits or dashes. */
  invoiceNumber: string;
  /** ID of the order. */
  orderId: string | number;
};

/** Input of `joinGroupBuy`. */
export type JoinGroupBuyInput = {
  /** Express: one of the buyer's addresses. */
  addressId?: string | number | null | undefined;
  deliveryMethod: DeliveryMethod;
  /** ID of the group. */
  groupId: string | number;
  /** Chosen once per confirm step; a repeated submit answers the same order. */
  idempotencyKey: string;
  invoice?: InvoiceInput | null | undefined;
  pickup?: PickupInput | null | undefined;
  /** At most 200 characters. */
  remark?: string | null | undefined;
};

/** A locale of the shop. */
export type Language =
  | 'EN_US'
  | 'ES_ES'
  | 'RU'
  | 'ZH_CN';

/** Where a part is in its maker's life: ACTIVE, NRND (not recommended for new designs), LAST_TIME_BUY (last orders taken) or OBSOLETE (no longer made). */
export type Lifecycle =
  /** In production. */
  | 'ACTIVE'
  /** The maker takes last orders before it stops making the part. */
  | 'LAST_TIME_BUY'
  /** Still made, but not recommended for new designs. */
  | 'NRND'
  /** No longer made; only the remaining stock can be sold. */
  | 'OBSOLETE';

/** A text per language; leave out languages not translated yet. */
export type LocalizedTextInput = {
  enUS?: string | null | undefined;
  esES?: string | null | undefined;
  ru?: string | null | undefined;
  zhCN?: string | null | undefined;
};

/** Input of `loginWithCode`. */
export type LoginWithCodeInput = {
  /** An e-mail address, or a phone with its area code: `+86 13800138000`. */
  address: string;
  /** The user ticked the user agreement. */
  agreementAccepted: boolean;
  code: string;
  /** Another user's invitation code; only for a new account. */
  inviteCode?: string | null | undefined;
};

/** Input of `loginWithPassword`. */
export type LoginWithPasswordInput = {
  /** E-mail, phone with area code, or username. */
  account: string;
  /** The user ticked the user agreement. */
  agreementAccepted: boolean;
  password: string;
};

/** A free-order campaign or a blind box. */
export type LuckyDrawKind =
  | 'BLIND_BOX'
  | 'FREE_ORDER';

/** A prize. New (no id): kind, what it gives (productId / couponTemplateId / points), stock, and for a blind box a weight. Existing (id): only title, weight and addStock change. */
export type LuckyDrawPrizeInput = {
  /** An existing prize: units added (negative: taken away). */
  addStock?: number | null | undefined;
  /** ID of the coupon template. */
  couponTemplateId?: string | number | null | undefined;
  /** ID of the lucky draw prize. */
  id?: string | number | null | undefined;
  /** Which kind it is; see `LuckyDrawPrizeKind`. */
  kind: LuckyDrawPrizeKind;
  points?: number | null | undefined;
  /** ID of the product. */
  productId?: string | number | null | undefined;
  /** PART: pieces per prize; default the part's minimum order. */
  quantity?: number | null | undefined;
  /** A new prize: its units (0..1,000,000). */
  stock?: number | null | undefined;
  /** Default: the part's MPN, the template's title, N points. */
  title?: string | null | undefined;
  /** Blind box: 1..1,000,000. */
  weight?: number | null | undefined;
};

/** What a prize gives: a part (a prize order, price 0), a coupon, or points. */
export type LuckyDrawPrizeKind =
  | 'COUPON'
  | 'PART'
  | 'POINTS';

/** DELIVERED: order placed, coupon issued or points credited. AWAITING_ORDER: a part won, no order yet. */
export type LuckyDrawRecordStatus =
  | 'AWAITING_ORDER'
  | 'DELIVERED';

/** Input of `mapCatalogImport`. */
export type MapCatalogImportInput = {
  /** -1: the file has no header row. */
  headerRow: number;
  /** ID of the import. */
  importId: string | number;
  mapping: Array<ImportColumnInput>;
};

/** Input of `markChatMessages`. */
export type MarkChatMessagesInput = {
  /** ID of the conversation. */
  conversationId: string | number;
  /** true: read (and delivered); false: delivered only. */
  read: boolean;
  /** The other side's messages up to this one. */
  upToMessageId: string | number;
};

/** Input of `markMessageRead`. */
export type MarkMessageReadInput = {
  id: string | number;
};

/** Input of `SaveMembershipLevelsInput.levels`. */
export type MembershipLevelInput = {
  /** 1-16 capital letters, digits or underscores. */
  code: string;
  /** 0-50. */
  discountPercent: number;
  /** 0 for the first level, then increasing. */
  growthRequired: number;
  /** English and Chinese required; others fall back to English. */
  names: LocalizedTextInput;
  perks: Array<LocalizedTextInput>;
  /** 100-1000. */
  pointsMultiplierPercent: number;
};

/** The tab of the message center a message is in. */
export type MessageKind =
  | 'OTHER'
  | 'PLATFORM'
  | 'SYSTEM';

/** Input of `moveStaffCategory`. */
export type MoveCategoryInput = {
  /** ID of the category. */
  categoryId: string | number;
  /** Absent: top level. */
  parentId?: string | number | null | undefined;
  /** Place among the new siblings, from 0. */
  position: number;
};

/** Payment through a provider. */
export type OnlinePaymentMethod =
  | 'ALIPAY'
  | 'WECHAT';

/** Input of `openBlindBox`. */
export type OpenBlindBoxInput = {
  /** Where a part won is sent; without it the part waits. */
  addressId?: string | number | null | undefined;
  /** ID of the blind box. */
  id: string | number;
  /** 8-64 letters, digits, - or _; a repeat answers the first open. */
  idempotencyKey: string;
};

/** Input of `openChatConversation`. */
export type OpenChatInput = {
  /** The order page the chat is opened from. */
  orderId?: string | number | null | undefined;
  /** The product page the chat is opened from. */
  productId?: string | number | null | undefined;
};

/** What can be done to an order. */
export type OrderAction =
  | 'ADD_LOGISTICS_EVENT'
  | 'APPROVE'
  | 'AUTO_CONFIRM'
  | 'BUY_AGAIN'
  | 'CANCEL'
  | 'CLOSE_UNFULFILLABLE'
  | 'CONFIRM_RECEIPT'
  | 'DELETE'
  | 'EXPIRE'
  | 'PAY'
  | 'PAY_MEMBERSHIP'
  /** Staff refund a completed membership order in full, closing it; the membership it bought ends. */
  | 'REFUND_MEMBERSHIP'
  | 'REJECT'
  | 'REJECT_REMITTANCE'
  | 'REMIND_TO_SHIP'
  | 'REVIEW'
  | 'SHIP'
  | 'SUBMIT_REMITTANCE';

/** The order labels of spec §4 as the buyer sees them: the state, or a view of it (docs/order-display-status.md). */
export type OrderDisplayStatus =
  /** State CANCELLED. */
  | 'CANCELLED'
  /** State CLOSED. */
  | 'CLOSED'
  /** State COMPLETED otherwise (a membership order completes on payment). */
  | 'COMPLETED'
  /** Any state while an after-sales request of the order is open; wins over every other label. */
  | 'IN_PROGRESS'
  /** State PENDING_SHIPMENT with nothing to ship (store pickup, or nothing to deliver). */
  | 'PAID'
  /** State PENDING_APPROVAL: a large order waits for staff approval. */
  | 'PENDING_APPROVAL'
  /** State PENDING_PAYMENT: to be paid. */
  | 'PENDING_PAYMENT'
  /** State PENDING_PLATFORM_RECEIPT: a remittance was submitted and waits for the platform. */
  | 'PENDING_PLATFORM_RECEIPT'
  /** State SHIPPED once a tracking event arrived: to be received. */
  | 'PENDING_RECEIPT'
  /** State PENDING_REVIEW: received, to be reviewed. */
  | 'PENDING_REVIEW'
  /** State PENDING_SHIPMENT of an express order: to be shipped. */
  | 'PENDING_SHIPMENT'
  /** State COMPLETED reached by the buyer's review. */
  | 'REVIEWED'
  /** State SHIPPED before the carrier's first tracking event. */
  | 'SHIPPED'
  /** To be paid again after the platform rejected a bank remittance: the transfer proof is due again. */
  | 'TO_BE_SUBMITTED';

/** The printable documents of an order: proforma invoice and sales contract. */
export type OrderDocumentKind =
  | 'CONTRACT'
  | 'PROFORMA';

export type OrderEventKind =
  | 'AFTER_SALE'
  | 'LOGISTICS'
  | 'REMINDER'
  | 'STATUS';

/** Input of `deleteOrder`, `remindToShip`, `confirmReceipt`, `buyAgain`, `approveOrder`. */
export type OrderIdInput = {
  id: string | number;
};

/** GOODS: parts; MEMBERSHIP: a super membership (no lines, no delivery). */
export type OrderKind =
  | 'GOODS'
  | 'MEMBERSHIP';

/** The states of an order (spec §4). */
export type OrderStatus =
  | 'CANCELLED'
  | 'CLOSED'
  | 'COMPLETED'
  | 'PENDING_APPROVAL'
  | 'PENDING_PAYMENT'
  | 'PENDING_PLATFORM_RECEIPT'
  | 'PENDING_REVIEW'
  | 'PENDING_SHIPMENT'
  | 'SHIPPED';

/** The tabs of the order list. */
export type OrderTab =
  | 'ALL'
  | 'PENDING_PAYMENT'
  | 'PENDING_RECEIPT'
  | 'PENDING_REVIEW'
  | 'PENDING_SHIPMENT';

/** How the maker ships a part: CUT_TAPE (cut from a reel), REEL (a full reel), TRAY, TUBE or BULK (loose). */
export type PartPackaging =
  /** Loose pieces in a bag or box. */
  | 'BULK'
  /** A strip of tape cut from a reel, any length. */
  | 'CUT_TAPE'
  /** A full reel of tape. */
  | 'REEL'
  /** In a tray. */
  | 'TRAY'
  /** In a tube. */
  | 'TUBE';

/** Input of `SavePartInput.parameters`. */
export type PartParameterInput = {
  /** A parameter key of the part's category. */
  name: string;
  /** With its unit, as the shop shows it ("10 kΩ"); blank: not stated. */
  value: string;
};

/** Input of `SavePartInput.priceBreaks`. */
export type PartPriceBreakInput = {
  minQty: number;
  /** Tax-inclusive unit price in 0.0001 yuan. */
  unitPriceMilli: number;
};

/** Which shelf state a staff list reads. */
export type PartShelfFilter =
  | 'ANY'
  | 'OFF_SHELF'
  | 'ON_SHELF';

/** Input of `payOrderWithBalance`. */
export type PayOrderWithBalanceInput = {
  /** ID of the order. */
  orderId: string | number;
  paymentPassword: string;
};

export type PaymentMethod =
  | 'ALIPAY'
  | 'BALANCE'
  | 'BANK_TRANSFER'
  | 'FRIEND'
  | 'PRIZE'
  | 'WECHAT';

export type PaymentResultStatus =
  | 'FAILED'
  | 'PENDING'
  | 'REJECTED'
  | 'SUCCEEDED'
  | 'UNDER_REVIEW'
  | 'UNPAID';

/** DUPLICATE: the order was paid already. LATE: the order was cancelled or expired, or paid too late. */
export type PaymentReturnReason =
  | 'DUPLICATE'
  | 'LATE';

export type PayoutAccountType =
  | 'ALIPAY'
  | 'BANK_CARD';

export type PcbFormulaInput = {
  copperWeight: Array<PriceMultiplierInput>;
  layerBands: Array<PcbLayerBandInput>;
  material: Array<PriceMultiplierInput>;
  quantityBreaks: Array<PcbQuantityBreakInput>;
  /** Setup in fen (0.01 yuan). */
  setupFen: number;
  solderMaskColour: Array<PriceMultiplierInput>;
  surfaceFinish: Array<PriceMultiplierInput>;
  thickness: Array<PriceMultiplierInput>;
};

export type PcbLayerBandInput = {
  fenPerSquareMetre: number;
  /** Boards up to this many layers (more than the band before). */
  maxLayers: number;
};

export type PcbMaterial =
  | 'ALUMINIUM'
  | 'FR4'
  | 'FR4_HIGH_TG'
  | 'POLYIMIDE'
  | 'ROGERS';

export type PcbQuantityBreakInput = {
  minQuantity: number;
  perMille: number;
};

/** Input of `pcbQuote`, `SubmitPcbRequestInput.pcb`. */
export type PcbSpecInput = {
  /** Outer copper in oz/ft²; one of pcbOptions.copperWeightsOz. */
  copperWeightOz: number;
  /** Board height in mm, 0.1 mm steps. */
  heightMm: number;
  /** One of pcbOptions.layers. */
  layers: number;
  material: PcbMaterial;
  /** Boards. */
  quantity: number;
  silkscreenColour: SilkscreenColour;
  solderMaskColour: SolderMaskColour;
  surfaceFinish: SurfaceFinish;
  /** One of pcbOptions.thicknessesMm. */
  thicknessMm: number;
  /** Board width in mm, 0.1 mm steps. */
  widthMm: number;
};

/** A staff operation of the permission catalogue; roles grant them. */
export type Permission =
  /** Review, close or reject an account cancellation request. */
  | 'ACCOUNT_CANCELLATION_REVIEW'
  /** Read the account cancellation requests. */
  | 'ACCOUNT_CANCELLATION_VIEW_ALL'
  /** Create, edit, schedule, pause, resume and end live activities. */
  | 'ACTIVITY_MANAGE'
  /** Read the live activities (flash sales, group buys, bargains, free orders, blind boxes) and their progress. */
  | 'ACTIVITY_VIEW'
  /** Mark returned goods received, and whether they are fine (their stock comes back). */
  | 'AFTER_SALE_RECEIVE'
  /** Issue the refund of an approved after-sales request. */
  | 'AFTER_SALE_REFUND'
  /** Approve or reject an after-sales request, or ask its buyer for more proof. */
  | 'AFTER_SALE_REVIEW'
  /** Ship the replacement of an exchange or a replenishment with carrier and waybill. */
  | 'AFTER_SALE_SHIP'
  /** Read every buyer's after-sales requests: the staff queue and any request's detail. */
  | 'AFTER_SALE_VIEW_ALL'
  /** Read the audit log of every staff action. */
  | 'AUDIT_VIEW'
  /** Credit or debit a user's account balance. */
  | 'BALANCE_ADJUST'
  /** Create and edit parts (fields, price breaks, images, shelf state), categories with their parameters, and makers. */
  | 'CATALOG_EDIT'
  /** Import parts from a CSV or XLSX price list and export the catalog to XLSX. */
  | 'CATALOG_IMPORT'
  /** Read the whole catalog in the back office: parts on and off the shelf, categories, makers, stock history. */
  | 'CATALOG_VIEW'
  /** Work the live-chat queue: claim, answer and transfer conversations. */
  | 'CHAT_HANDLE'
  /** Read a customer's chat history beside their order or after-sales request. */
  | 'CHAT_VIEW_HISTORY'
  /** Set the commission rates distributors earn on their invitees' orders. */
  | 'COMMISSION_MANAGE'
  /** Write and publish announcements, articles and the registration agreement. */
  | 'CONTENT_EDIT'
  /** Write and publish help-centre questions (FAQ). */
  | 'CONTENT_EDIT_FAQ'
  /** Create, edit and pause coupon templates; issue coupons to users; create discount codes. */
  | 'COUPON_MANAGE'
  /** Disable a customer account (its sessions end) or enable it again. */
  | 'CUSTOMER_DISABLE'
  /** Find customers and read their account: orders, balance, sessions, cart and after-sales requests. */
  | 'CUSTOMER_VIEW'
  /** Read the dashboard: orders, revenue, inquiries, chat waiting time and low stock. */
  | 'DASHBOARD_VIEW'
  /** Approve or reject a distributor application. */
  | 'DISTRIBUTOR_REVIEW'
  /** Read distributor applications, distributors, their invitees and commissions. */
  | 'DISTRIBUTOR_VIEW'
  /** Answer a user's feedback. */
  | 'FEEDBACK_REPLY'
  /** Read every user's feedback. */
  | 'FEEDBACK_VIEW_ALL'
  /** Take a price inquiry to answer it. */
  | 'INQUIRY_CLAIM'
  /** Answer a price inquiry with a quote, drafting it from the attached BOM. */
  | 'INQUIRY_QUOTE'
  /** Read every buyer's price inquiries and their service requests. */
  | 'INQUIRY_VIEW_ALL'
  /** Set what an inviter earns when an invited user completes a first order. */
  | 'INVITATION_MANAGE'
  /** Issue a requested invoice. */
  | 'INVOICE_ISSUE'
  /** Read the daily balance reconciliation: opening total, credits, debits and closing total per day. */
  | 'LEDGER_RECONCILE'
  /** Set the membership levels, their discounts and perks, and the price of super membership. */
  | 'MEMBERSHIP_MANAGE'
  /** Send platform messages to chosen users or everybody. */
  | 'MESSAGE_BROADCAST'
  /** Add a tracking event to a shipped order. */
  | 'ORDER_ADD_LOGISTICS'
  /** Approve an order waiting for approval. */
  | 'ORDER_APPROVE'
  /** Close a paid order that cannot be fulfilled, with a reason; it is refunded in full. */
  | 'ORDER_CANCEL_PAID'
  /** Refuse an order waiting for approval, with a reason. */
  | 'ORDER_REJECT'
  /** Ship a paid order with carrier and waybill. */
  | 'ORDER_SHIP'
  /** Read every buyer's orders: the staff order console, any order's detail and audit trail. */
  | 'ORDER_VIEW_ALL'
  /** Read a customer's latest orders beside their chat. */
  | 'ORDER_VIEW_CUSTOMER_RECENT'
  /** Set the point rules; credit or debit a user's points with a reason. */
  | 'POINTS_MANAGE'
  /** Read coupon templates, discount codes and who claimed and used them; point rules, membership levels and prices, invitation rewards. */
  | 'PROMOTION_VIEW'
  /** Make a bank-transfer refund and confirm it with proof; hand a failed refund over to a transfer. */
  | 'REFUND_TRANSFER'
  /** Read every order's refunds and the refund queue (bank transfers to make, failed refunds). */
  | 'REFUND_VIEW_ALL'
  /** Confirm (the order is paid) or reject an offline bank remittance. */
  | 'REMITTANCE_DECIDE'
  /** Read the offline bank remittances waiting for review. */
  | 'REMITTANCE_VIEW_ALL'
  /** Replace the PCB and assembly price formulas. */
  | 'SERVICE_PRICE_EDIT'
  /** Read the PCB and assembly price formulas. */
  | 'SERVICE_PRICE_VIEW'
  /** Create staff accounts and assign their roles. */
  | 'STAFF_MANAGE'
  /** Adjust a part's stock with a reason (received, counted, damaged). */
  | 'STOCK_ADJUST'
  /** Approve a withdrawal with its payout reference, or reject it with a reason. */
  | 'WITHDRAWAL_REVIEW'
  /** Read the withdrawal queue and every withdrawal with its payout. */
  | 'WITHDRAWAL_VIEW';

/** Input of `PlaceOrderInput.pickup`, `BuyFlashSaleInput.pickup`, `StartGroupBuyInput.pickup`, `JoinGroupBuyInput.pickup`, `BuyBargainInput.pickup`. */
export type PickupInput = {
  /** YYYY-MM-DD, today up to 7 days ahead. */
  date: string;
  /** ID of the person. */
  personId: string | number;
  /** ID of the point. */
  pointId: string | number;
  timeSlot: string;
};

/** Input of `placeOrder`. */
export type PlaceOrderInput = {
  /** Express: one of the buyer's addresses. */
  addressId?: string | number | null | undefined;
  deliveryMethod: DeliveryMethod;
  /** Chosen once per confirm page; a repeated submit answers the same order. */
  idempotencyKey: string;
  invoice?: InvoiceInput | null | undefined;
  pickup?: PickupInput | null | undefined;
  /** Coupon and points, as on the quote. */
  promotions?: CheckoutPromotionsInput | null | undefined;
  /** At most 200 characters. */
  remark?: string | null | undefined;
  source?: CheckoutSourceInput | null | undefined;
};

/** Why a user’s points changed. */
export type PointsEntryKind =
  | 'ADJUSTMENT'
  | 'EXPIRED'
  | 'INVITATION'
  | 'ORDER_COMPLETED'
  | 'ORDER_RETURNED'
  | 'ORDER_SPENT'
  /** Won as a blind-box prize; `reference` names the draw it came from. */
  | 'PRIZE'
  | 'REFUND_CLAWBACK'
  | 'REFUND_RETURNED'
  | 'REVIEW';

export type PriceMultiplierInput = {
  /** An enum value, or a number as text ("1.6" mm, "2" oz). */
  option: string;
  perMille: number;
};

/** Input of `products`. */
export type ProductFilter = {
  /** ID of the brand. */
  brandId?: string | number | null | undefined;
  /** Parts of this category and the categories below it. */
  categoryId?: string | number | null | undefined;
  /** Only parts with stock. */
  inStock?: boolean | null | undefined;
  /** Only parts in one of these lifecycle states. */
  lifecycles?: Array<Lifecycle> | null | undefined;
  /** Only parts shipped in one of these ways. */
  packagings?: Array<PartPackaging> | null | undefined;
  /** AND across parameters, OR within one parameter; at most 20 parameters of 100 values each. */
  parameters?: Array<ProductParameterFilter> | null | undefined;
  /** Highest listPriceMilli, in 0.0001 yuan. */
  priceMaxMilli?: number | null | undefined;
  /** Lowest listPriceMilli, in 0.0001 yuan. */
  priceMinMilli?: number | null | undefined;
  /** An MPN in any spelling (case, spaces, dashes, dots and packaging suffixes such as -TR or #PBF do not matter; a prefix finds the family) or words of the description, parameters or maker. Trimmed; at most 200 characters. */
  query?: string | null | undefined;
  /** Only RoHS-compliant parts. */
  rohsCompliant?: boolean | null | undefined;
};

/** Parts whose parameter `name` has any of `values`, or a value between `min` and `max` (give values or bounds). */
export type ProductParameterFilter = {
  /** Highest value, inclusive, in the base unit. */
  max?: number | null | undefined;
  /** Lowest value, inclusive, in the base unit (ohms, farads, volts: 1 µF is 0.000001). */
  min?: number | null | undefined;
  /** A parameter key (resistance ...) or `package`. */
  name: string;
  /** Values as facets list them ("10 kΩ"); any of them matches. */
  values?: Array<string>;
};

/** Order of a product list. RELEVANCE: exact MPN matches, then MPN prefix matches, then word matches. */
export type ProductSort =
  /** Most recently listed first. */
  | 'NEWEST'
  /** Cheapest list price (first price break) first. */
  | 'PRICE_ASC'
  /** Dearest list price (first price break) first. */
  | 'PRICE_DESC'
  /** Best match first; only with a query. */
  | 'RELEVANCE'
  /** Most pieces in stock first. */
  | 'STOCK_DESC';

/** Whether a part can be bought. */
export type ProductStatus =
  /** Withdrawn by staff: still readable by id, not listed, not orderable. */
  | 'OFF_SHELF'
  /** Listed and orderable. */
  | 'ON_SHELF';

/** BOOKED: it paid the order. TO_RETURN: money the shop owes back. RETURNED: refunded. */
export type ProviderPaymentStatus =
  | 'BOOKED'
  | 'RETURNED'
  | 'TO_RETURN';

/** Input of `receiveAfterSaleReturn`. */
export type ReceiveAfterSaleReturnInput = {
  /** Fine goods go back on the shelf. */
  goodsFine: boolean;
  id: string | number;
};

/** Input of `receiveLuckyDrawPrize`. */
export type ReceiveLuckyDrawPrizeInput = {
  /** ID of the address. */
  addressId: string | number;
  /** ID of the record. */
  recordId: string | number;
};

/** Input of `redeemDiscountCode`. */
export type RedeemDiscountCodeInput = {
  /** Case-insensitive. */
  code: string;
};

/** How a refund goes back: the way the money came (a friend’s payment goes back to the friend). */
export type RefundMethod =
  | 'ALIPAY'
  | 'BALANCE'
  | 'BANK_TRANSFER'
  | 'WECHAT';

/** PENDING: asked of the provider, waiting for its word. TO_TRANSFER: a bank transfer for staff to make. SUCCEEDED: the money is back with the payer. FAILED: the provider could not refund; staff take it over. */
export type RefundStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCEEDED'
  | 'TO_TRANSFER';

/** Input of `register`. */
export type RegisterInput = {
  /** An e-mail address, or a phone with its area code: `+86 13800138000`. */
  address: string;
  /** The user ticked the user agreement. */
  agreementAccepted: boolean;
  code: string;
  /** Another user's invitation code. */
  inviteCode?: string | null | undefined;
  /** 6-12 characters, letters and digits, no Chinese characters. */
  password: string;
};

/** A new webhook endpoint: where to POST and what to send. */
export type RegisterWebhookEndpointInput = {
  /** The events to send to it; at least one. */
  events: Array<WebhookEvent>;
  /** https (plain http only to this machine, in development). */
  url: string;
};

/** Input of `rejectAfterSale`. */
export type RejectAfterSaleInput = {
  id: string | number;
  /** Told to the buyer; at most 200 characters. */
  reason: string;
};

/** Input of `rejectDistributor`. */
export type RejectDistributorInput = {
  /** ID of the distributor. */
  id: string | number;
  reason: string;
};

/** Input of `rejectOrderApproval`. */
export type RejectOrderApprovalInput = {
  id: string | number;
  /** At most 200 characters. */
  reason: string;
};

/** Input of `rejectRemittance`. */
export type RejectRemittanceInput = {
  id: string | number;
  /** Told to the buyer; at most 200 characters. */
  reason: string;
};

/** Input of `rejectWithdrawal`. */
export type RejectWithdrawalInput = {
  /** ID of the withdrawal. */
  id: string | number;
  reason: string;
};

/** Review state of a bank remittance. */
export type RemittanceStatus =
  | 'CONFIRMED'
  | 'REJECTED'
  | 'UNDER_REVIEW';

/** Input of `removeCartLines`, `moveCartLinesToFavourites`. */
export type RemoveCartLinesInput = {
  /** IDs of the lines. */
  lineIds: Array<string | number>;
};

/** Input of `removeStaffPartImage`. */
export type RemovePartImageInput = {
  /** ID of the image. */
  imageId: string | number;
};

/** Input of `renameBomProject`. */
export type RenameBomProjectInput = {
  /** ID of the bom project. */
  id: string | number;
  /** The new name (1 to 100 characters). */
  name: string;
};

/** Input of `renameStaffCategory`. */
export type RenameCategoryInput = {
  /** ID of the category. */
  categoryId: string | number;
  /** Every language. */
  name: LocalizedTextInput;
};

/** Input of `reorderStaffPartImages`. */
export type ReorderPartImagesInput = {
  /** Each of the part's images once, in the new order. */
  imageIds: Array<string | number>;
  /** ID of the part. */
  partId: string | number;
};

/** Input of `replyToFeedback`. */
export type ReplyToFeedbackInput = {
  id: string | number;
  /** Plain text, at most 1000 characters. */
  reply: string;
};

/** Input of `repriceBomProject`. */
export type RepriceBomProjectInput = {
  /** ID of the bom project. */
  id: string | number;
};

/** Input of `requestAccountCancellation`. */
export type RequestAccountCancellationInput = {
  /** At most 300 characters. */
  reason?: string | null | undefined;
};

/** Input of `requestAfterSaleProof`. */
export type RequestAfterSaleProofInput = {
  id: string | number;
  /** What the buyer should add; at most 200 characters. */
  note: string;
};

/** Input of `requestInvoice`. */
export type RequestInvoiceInput = {
  /** Where the invoice is sent. */
  email: string;
  /** ID of the order. */
  orderId: string | number;
  /** Enterprise: 15, 18 or 20 letters and digits. */
  taxNumber?: string | null | undefined;
  title: string;
  /** PERSONAL or ENTERPRISE. */
  type: InvoiceType;
};

/** Input of `requestWithdrawal`. */
export type RequestWithdrawalInput = {
  /** ID of the account. */
  accountId: string | number;
  /** Amount in fen (0.01 yuan). */
  amountFen: number;
  paymentPassword: string;
};

/** Input of `resetPassword`. */
export type ResetPasswordInput = {
  /** The e-mail or phone (with area code) of the account. */
  address: string;
  /** A code requested with purpose RESET_PASSWORD. */
  code: string;
  /** 6-12 characters, letters and digits, no Chinese characters. */
  newPassword: string;
};

/** Input of `resetPaymentPassword`. */
export type ResetPaymentPasswordInput = {
  /** One of the user's bound e-mail or phone (`+86 13800138000`). */
  address: string;
  /** A code requested with purpose RESET_PAYMENT_PASSWORD. */
  code: string;
  /** The same 6 digits again. */
  confirmation: string;
  /** 6 digits. */
  password: string;
};

/** Input of `revokeBomProjectShare`. */
export type RevokeBomProjectShareInput = {
  /** ID of the bom project. */
  id: string | number;
};

/** Whether a part complies with the EU RoHS directive. */
export type RohsStatus =
  /** The maker declares it RoHS-compliant. */
  | 'COMPLIANT'
  /** Not RoHS-compliant. */
  | 'NON_COMPLIANT'
  /** The shop does not know. */
  | 'UNKNOWN';

/** What a user may do: shop, or work as staff. */
export type Role =
  | 'ADMIN'
  | 'BUYER'
  | 'SALES'
  | 'SUPPORT';

/** Input of `saveBomProject`. */
export type SaveBomProjectInput = {
  /** Boards to build; multiplies every line (1 to 100,000). */
  boards?: number;
  /** Replaces this project; creates one when omitted. */
  id?: string | number | null | undefined;
  /** At most 5000 lines. */
  lines: Array<BomLineInput>;
  name: string;
};

/** Input of `saveContent`. */
export type SaveContentInput = {
  /** HTML; sanitized before it is stored. */
  body: LocalizedTextInput;
  /** Required for FAQ entries. */
  category?: FaqCategory | null | undefined;
  /** Absent: create a new item (not for the agreement). */
  id?: string | number | null | undefined;
  /** Which kind it is; see `ContentKind`. */
  kind: ContentKind;
  published: boolean;
  /** Articles: a plain-text teaser. */
  summary?: LocalizedTextInput | null | undefined;
  /** Plain text. */
  title: LocalizedTextInput;
};

/** A new template (no id) or an edit. Validity: validFrom and validUntil, or validDays (then the dates are ignored). */
export type SaveCouponTemplateInput = {
  /** Amount off in fen (0.01 yuan). */
  amountOffFen?: number | null | undefined;
  /** When the claim ends. */
  claimEndsAt?: string | null | undefined;
  /** When the claim starts. */
  claimStartsAt?: string | null | undefined;
  description?: string | null | undefined;
  discountKind: CouponDiscountKind;
  /** ID of the coupon template. */
  id?: string | number | null | undefined;
  /** Max discount in fen (0.01 yuan). */
  maxDiscountFen?: number | null | undefined;
  /** Default 1. */
  perUserLimit?: number | null | undefined;
  percentOff?: number | null | undefined;
  /** Default true: offered in the coupon centre. */
  publicClaim?: boolean | null | undefined;
  /** Category, maker or part ids by scopeKind. */
  scopeIds?: Array<string | number> | null | undefined;
  scopeKind: CouponScopeKind;
  /** Default 0: no threshold. */
  thresholdFen?: number | null | undefined;
  title: string;
  /** null: unlimited. */
  totalQuantity?: number | null | undefined;
  validDays?: number | null | undefined;
  validFrom?: string | null | undefined;
  validUntil?: string | null | undefined;
};

/** Input of `saveStaffMaker`. */
export type SaveMakerInput = {
  country: string;
  description: LocalizedTextInput;
  featured: boolean;
  /** Absent: a new maker. */
  id?: string | number | null | undefined;
  name: string;
  website?: string | null | undefined;
};

/** Every level, lowest first: replaces the levels. */
export type SaveMembershipLevelsInput = {
  levels: Array<MembershipLevelInput>;
};

/** Input of `saveMembershipPlan`. */
export type SaveMembershipPlanInput = {
  active: boolean;
  code: string;
  /** Price in fen (0.01 yuan). */
  priceFen: number;
};

/** Input of `saveOrderDocumentForm`. */
export type SaveOrderDocumentFormInput = {
  buyerAddress: string;
  buyerCompany: string;
  contactEmail?: string | null | undefined;
  contactName: string;
  contactPhone: string;
  deliveryTerms?: string | null | undefined;
  incoterm?: string | null | undefined;
  /** CONTRACT also needs incoterm, payment and delivery terms. */
  kind: OrderDocumentKind;
  /** ID of the order. */
  orderId: string | number;
  paymentTerms?: string | null | undefined;
  taxNumber?: string | null | undefined;
};

/** Every field of a part but its stock (stock changes by adjustments). */
export type SavePartInput = {
  batchNumber: string;
  /** A leaf category. */
  categoryId: string | number;
  datasheetUrl?: string | null | undefined;
  /** Languages left out show the English text. */
  description: LocalizedTextInput;
  /** Absent: a new part. */
  id?: string | number | null | undefined;
  leadTimeDays: number;
  /** ID of the maker. */
  makerId: string | number;
  material?: string | null | undefined;
  moq: number;
  /** Manufacturer part number. */
  mpn: string;
  onShelf: boolean;
  orderIncrement: number;
  package: string;
  parameters: Array<PartParameterInput>;
  /** Rising quantities, unit prices never rising. */
  priceBreaks: Array<PartPriceBreakInput>;
  purchaseLimit?: number | null | undefined;
};

/** What a suggestion leads to. */
export type SearchSuggestionKind =
  /** A maker: `brandId` is set. */
  | 'BRAND'
  /** A category: `categoryId` is set. */
  | 'CATEGORY'
  /** A part: `productId` is set. */
  | 'MPN';

/** Input of `selectCartLines`. */
export type SelectCartLinesInput = {
  /** The lines to change; every line when omitted. */
  lineIds?: Array<string | number> | null | undefined;
  selected: boolean;
};

/** Input of `sendBroadcast`. */
export type SendBroadcastInput = {
  audience: BroadcastAudience;
  /** 1-2000 characters. */
  body: string;
  /** A route of the shop, e.g. /goods/12. */
  link?: string | null | undefined;
  /** ORDERED_WITHIN: ordered in the last 1 to 365 days. */
  orderedWithinDays?: number | null | undefined;
  /** 1-200 characters. */
  title: string;
  /** LISTED: the accounts, 1 to 5000. */
  userIds?: Array<string | number> | null | undefined;
};

/** Input of `sendChatMessage`. */
export type SendChatMessageInput = {
  /** ID of the conversation. */
  conversationId: string | number;
  /** Plain text, 1 to 2000 characters. */
  text: string;
};

/** Input of `sendVerificationCode`. */
export type SendVerificationCodeInput = {
  /** An e-mail address, or a phone with its area code: `+86 13800138000`. */
  address: string;
  purpose?: VerificationPurpose;
};

/** The inquiry fields of a service request (spec §3). */
export type ServiceContactInput = {
  companyAddress?: string;
  companyName: string;
  contactName: string;
  contactPhone: string;
  message?: string;
  projectName: string;
};

/** PCB manufacturing, assembly or custom electronics. */
export type ServiceKind =
  | 'ASSEMBLY'
  | 'CUSTOM'
  | 'PCB';

/** Input of `setStaffCategoryParameters`. */
export type SetCategoryParametersInput = {
  /** ID of the category. */
  categoryId: string | number;
  /** Every definition, in order. */
  parameters: Array<CategoryParameterInput>;
};

/** Input of `setCommissionDefaultRate`. */
export type SetCommissionDefaultRateInput = {
  /** Basis points, 0..5000. */
  defaultRateBp: number;
};

/** Input of `setContentPublished`. */
export type SetContentPublishedInput = {
  id: string | number;
  /** Which kind it is; see `ContentKind`. */
  kind: ContentKind;
  published: boolean;
};

/** Input of `setCouponTemplateStatus`. */
export type SetCouponTemplateStatusInput = {
  /** Where it stands now; see `CouponTemplateStatus`. */
  status: CouponTemplateStatus;
  /** ID of the template. */
  templateId: string | number;
};

/** Input of `setDefaultAddress`. */
export type SetDefaultAddressInput = {
  id: string | number;
};

/** Input of `setDistributorRate`. */
export type SetDistributorRateInput = {
  id: string | number;
  /** Basis points, 0..5000; null: the default rate. */
  rateBp?: number | null | undefined;
};

/** Input of `setStaffPartShelf`. */
export type SetPartShelfInput = {
  onShelf: boolean;
  /** ID of the part. */
  partId: string | number;
};

/** Input of `setPaymentPassword`. */
export type SetPaymentPasswordInput = {
  /** The same 6 digits again. */
  confirmation: string;
  /** 6 digits. */
  password: string;
};

/** Input of `setStaffRoles`. */
export type SetStaffRolesInput = {
  roles: Array<Role>;
  /** ID of the user. */
  userId: string | number;
};

/** Input of `shareBomProject`. */
export type ShareBomProjectInput = {
  /** ID of the bom project. */
  id: string | number;
};

/** A carrier code (rules/carriers) and its waybill number. */
export type ShipAfterSaleInput = {
  carrier: string;
  id: string | number;
  waybillNumber: string;
};

/** Input of `shipOrder`. */
export type ShipOrderInput = {
  carrier: string;
  /** ID of the order. */
  id: string | number;
  /** 6-30 letters, digits or dashes. */
  waybillNumber: string;
};

export type SilkscreenColour =
  | 'BLACK'
  | 'NONE'
  | 'WHITE';

export type SolderMaskColour =
  | 'BLACK'
  | 'BLUE'
  | 'GREEN'
  | 'MATTE_BLACK'
  | 'PURPLE'
  | 'RED'
  | 'WHITE'
  | 'YELLOW';

/** Input of `disableStaffAccount`, `enableStaffAccount`. */
export type StaffAccountStateInput = {
  /** Why, at most 200 characters; kept in the audit log. */
  reason: string;
  /** ID of the user. */
  userId: string | number;
};

/** Input of `staffAfterSaleRequests`. */
export type StaffAfterSaleFilter = {
  /** One customer's requests (beside their chat). */
  customerId?: string | number | null | undefined;
  /** Unchanged for longer than this. */
  olderThanHours?: number | null | undefined;
  /** A service number or an order number (or its beginning). */
  search?: string | null | undefined;
  statuses?: Array<AfterSaleStatus> | null | undefined;
  types?: Array<AfterSaleType> | null | undefined;
};

/** Input of `staffAuditEntries`. */
export type StaffAuditFilter = {
  /** The staff account that acted. */
  actorId?: string | number | null | undefined;
  /** From this moment (inclusive). */
  from?: string | null | undefined;
  subjectId?: string | null | undefined;
  /** Before this moment. */
  to?: string | null | undefined;
  /** A permission, or part of an operation name. */
  what?: string | null | undefined;
};

/** Input of `staffParts`. */
export type StaffPartFilter = {
  /** Parts of this category and the categories below it. */
  categoryId?: string | number | null | undefined;
  /** ID of the maker. */
  makerId?: string | number | null | undefined;
  /** An MPN in any spelling (a prefix finds the family) or words. */
  query?: string | null | undefined;
  /** ANY when absent. */
  shelf?: PartShelfFilter | null | undefined;
};

/** RECEIVED adds pieces, COUNTED sets the stock to the count, DAMAGED takes pieces off. */
export type StaffStockReason =
  | 'COUNTED'
  | 'DAMAGED'
  | 'RECEIVED';

/** Input of `startBargain`. */
export type StartBargainInput = {
  /** ID of the offer. */
  offerId: string | number;
};

/** Input of `startGroupBuy`. */
export type StartGroupBuyInput = {
  /** Express: one of the buyer's addresses. */
  addressId?: string | number | null | undefined;
  deliveryMethod: DeliveryMethod;
  /** Chosen once per confirm step; a repeated submit answers the same order. */
  idempotencyKey: string;
  invoice?: InvoiceInput | null | undefined;
  /** ID of the offer. */
  offerId: string | number;
  pickup?: PickupInput | null | undefined;
  /** At most 200 characters. */
  remark?: string | null | undefined;
};

/** How much to top up, and through which provider. */
export type StartTopUpInput = {
  /** The amount to credit, in fen; within the limits of `topUpSettings` and what is left of the daily limit. */
  amountFen: number;
  /** The provider to pay through; one of `topUpSettings.methods`. */
  method: OnlinePaymentMethod;
};

/** Why a part’s stock moved. */
export type StockReason =
  | 'COUNTED'
  | 'DAMAGED'
  | 'ORDER_PLACED'
  | 'ORDER_RELEASED'
  | 'RECEIVED'
  | 'RETURNED';

/** Input of `submitAssemblyRequest`. */
export type SubmitAssemblyRequestInput = {
  assembly: AssemblySpecInput;
  contact: ServiceContactInput;
  /** A random key (8–64 letters, digits, dashes) per form: sending again with it answers the first request. */
  requestKey?: string | null | undefined;
};

/** An attachment goes through POST /api/services/request. */
export type SubmitCustomRequestInput = {
  contact: ServiceContactInput;
  custom: CustomSpecInput;
  /** A random key (8–64 letters, digits, dashes) per form: sending again with it answers the first request. */
  requestKey?: string | null | undefined;
};

/** Input of `submitPcbRequest`. */
export type SubmitPcbRequestInput = {
  contact: ServiceContactInput;
  pcb: PcbSpecInput;
  /** A random key (8–64 letters, digits, dashes) per form: sending again with it answers the first request. */
  requestKey?: string | null | undefined;
};

export type SurfaceFinish =
  | 'ENIG'
  | 'HARD_GOLD'
  | 'HASL'
  | 'IMMERSION_SILVER'
  | 'LEAD_FREE_HASL'
  | 'OSP';

/** PENDING until the provider notifies the payment, then PAID (the balance is credited once). */
export type TopUpStatus =
  /** Paid; the amount has been credited to the balance. */
  | 'PAID'
  /** Started; the provider has not notified a payment yet. */
  | 'PENDING';

/** Input of `transferChatConversation`. */
export type TransferChatInput = {
  /** Another support agent; absent: back to the waiting queue. */
  agentId?: string | number | null | undefined;
  /** ID of the conversation. */
  conversationId: string | number;
};

/** Input of `updateAddress`. */
export type UpdateAddressInput = {
  /** Digits of the area code, default 86. */
  areaCode?: string | null | undefined;
  city: string;
  /** At most 32 characters. */
  consignee: string;
  /** ISO 3166-1 alpha-2 code; `deliveryCountries` lists those the shop delivers to. */
  country: string;
  /** Non-empty, at most 200 characters, no special characters or emoji. */
  detail: string;
  /** District or street. */
  district?: string | null | undefined;
  /** ID of the address. */
  id: string | number;
  /** True makes it the default address. */
  isDefault?: boolean | null | undefined;
  /** Optional, at most 10 characters, unique among the user's addresses. */
  label?: string | null | undefined;
  phone: string;
  /** Six digits in mainland China. */
  postalCode?: string | null | undefined;
  /** Province or state. */
  province: string;
};

/** Input of `updateBargainOffer`. */
export type UpdateBargainOfferInput = {
  /** Only before the offer starts. */
  endsAt?: string | null | undefined;
  expectedCuts: number;
  /** Floor price in 0.0001 yuan. */
  floorPriceMilli: number;
  /** ID of the bargain offer. */
  id: string | number;
  perUserLimit: number;
  /** Only before the offer starts. */
  productId: string | number;
  /** Only before the offer starts. */
  quantity: number;
  /** Start price in 0.0001 yuan. */
  startPriceMilli: number;
  /** Only before the offer starts. */
  startsAt?: string | null | undefined;
  timeLimitMinutes: number;
  title?: string | null | undefined;
};

/** Input of `updateBlindBox`. */
export type UpdateBlindBoxInput = {
  dailyLimit?: number | null | undefined;
  description?: string | null | undefined;
  /** Only before it starts. */
  endsAt?: string | null | undefined;
  /** ID of the blind box. */
  id: string | number;
  /** New prizes, and changes of existing ones. */
  prizes?: Array<LuckyDrawPrizeInput> | null | undefined;
  /** Only before it starts. */
  startsAt?: string | null | undefined;
  title?: string | null | undefined;
  /** 0 removes the limit. */
  totalLimit?: number | null | undefined;
};

/** Input of `updateCartLine`. */
export type UpdateCartLineInput = {
  /** ID of the line. */
  lineId: string | number;
  /** The new quantity; checked against MOQ, increment, purchase limit and stock. */
  quantity: number;
};

/** Input of `updateFlashSaleSession`. */
export type UpdateFlashSaleSessionInput = {
  /** Only before the session starts. */
  endsAt?: string | null | undefined;
  /** ID of the flash sale session. */
  id: string | number;
  /** Replaces the items; only before the start. */
  items?: Array<FlashSaleItemInput> | null | undefined;
  /** Only before the session starts. */
  startsAt?: string | null | undefined;
  title?: string | null | undefined;
};

/** Input of `updateFreeOrderCampaign`. */
export type UpdateFreeOrderCampaignInput = {
  dailyLimit?: number | null | undefined;
  description?: string | null | undefined;
  /** Only before it starts. */
  endsAt?: string | null | undefined;
  /** ID of the free order campaign. */
  id: string | number;
  /** New parts, and changes of existing ones. */
  parts?: Array<LuckyDrawPrizeInput> | null | undefined;
  /** Only before it starts. */
  startsAt?: string | null | undefined;
  title?: string | null | undefined;
  /** 0 removes the limit. */
  totalLimit?: number | null | undefined;
};

/** Title and per-user limit at any time; the rest only before the activity starts. */
export type UpdateGroupBuyOfferInput = {
  /** When it ends. */
  endsAt?: string | null | undefined;
  /** Group price in 0.0001 yuan. */
  groupPriceMilli?: number | null | undefined;
  groupSize?: number | null | undefined;
  /** ID of the offer. */
  offerId: string | number;
  perUserLimit?: number | null | undefined;
  /** ID of the product. */
  productId?: string | number | null | undefined;
  quantity?: number | null | undefined;
  /** When it starts. */
  startsAt?: string | null | undefined;
  timeLimitMinutes?: number | null | undefined;
  title?: string | null | undefined;
};

/** Input of `updateInvitationRewards`. */
export type UpdateInvitationRewardsInput = {
  /** COUPON: a coupon template. */
  couponTemplateId?: string | number | null | undefined;
  /** Which kind it is; see `InvitationRewardKind`. */
  kind: InvitationRewardKind;
  /** POINTS: 1..100000. */
  points?: number | null | undefined;
};

/** Input of `updatePickupPerson`. */
export type UpdatePickupPersonInput = {
  /** Digits of the area code, default 86. */
  areaCode?: string | null | undefined;
  /** ID of the pickup person. */
  id: string | number;
  /** At most 32 characters. */
  name: string;
  phone: string;
};

/** Every rule (whole numbers; see PointsRules). */
export type UpdatePointsRulesInput = {
  /** In fen. */
  fenPerPoint: number;
  maxDeductionPercent: number;
  pointsPerYuan: number;
  reviewPhotoPoints: number;
  reviewPoints: number;
  validityMonths: number;
};

/** Only the fields given change. */
export type UpdatePreferencesInput = {
  locale?: Language | null | undefined;
  notifyMessages?: boolean | null | undefined;
  notifyOrderUpdates?: boolean | null | undefined;
  notifyPromotions?: boolean | null | undefined;
  personalisedRecommendations?: boolean | null | undefined;
};

/** Only the fields given change; null or an empty string clears one. Avatars are uploaded by REST. */
export type UpdateProfileInput = {
  /** `YYYY-MM-DD`, not in the future. */
  birthday?: string | null | undefined;
  /** At most 100 characters. */
  companyName?: string | null | undefined;
  /** At most 50 characters. */
  companyPosition?: string | null | undefined;
  /** At most 50 characters. */
  firstName?: string | null | undefined;
  /** null means SECRET. */
  gender?: Gender | null | undefined;
  /** At most 50 characters. */
  lastName?: string | null | undefined;
  /** At most 100 characters. */
  location?: string | null | undefined;
  /** At most 10 characters. */
  nickname?: string | null | undefined;
};

/** Input of `updateServicePriceFormula`. */
export type UpdateServicePriceFormulaInput = {
  assembly: AssemblyFormulaInput;
  pcb: PcbFormulaInput;
};

/** What a verification code is for. */
export type VerificationPurpose =
  | 'BIND_ADDRESS'
  | 'LOGIN'
  | 'RESET_PASSWORD'
  | 'RESET_PAYMENT_PASSWORD';

/** Input of `verifyRealName`. */
export type VerifyRealNameInput = {
  /** Mainland China resident ID number, 18 characters. */
  idNumber: string;
  realName: string;
};

/** Where a webhook delivery stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered with a 2xx status. */
  | 'DELIVERED'
  /** Every attempt failed; it can be redelivered by hand. */
  | 'FAILED'
  /** Waiting for its first attempt, or for its next one after a failed attempt. */
  | 'PENDING';

/** What a webhook endpoint hears about. */
export type WebhookEvent =
  /** One of your after-sales requests changed state (`after_sale.status_changed`). */
  | 'AFTER_SALE_STATUS_CHANGED'
  /** One of your orders changed state (`order.status_changed`). */
  | 'ORDER_STATUS_CHANGED'
  /** A part on your watch list changed stock or price (`watched_part.changed`). */
  | 'WATCHED_PART_CHANGED';

export type WithdrawalAction =
  | 'APPROVE'
  | 'CANCEL'
  | 'REJECT'
  | 'START_REVIEW';

/** SUBMITTED (money held) -> UNDER_REVIEW -> PASSED (paid out) or REJECTED (money back); CANCELLED by the owner. */
export type WithdrawalStatus =
  | 'CANCELLED'
  | 'PASSED'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'UNDER_REVIEW';

export type SiteFooterQueryVariables = Exact<{
  channelId: string | number;
}>;


export type SiteFooterQuery = { channel: { id: string, telephone: string, phone: string, email: string, addressZh: string, addressEn: string } | null };

export type StaffCancellationsQueryVariables = Exact<{
  status?: AccountCancellationStatus | null | undefined;
}>;


export type StaffCancellationsQuery = { accountCancellationRequests: Array<{ id: string, status: AccountCancellationStatus, reason: string | null, createdAt: string, updatedAt: string, userId: string, userDisplayName: string }> };

export type StaffDecideCancellationMutationVariables = Exact<{
  input: DecideAccountCancellationInput;
}>;


export type StaffDecideCancellationMutation = { decideAccountCancellation: { request: { id: string, status: AccountCancellationStatus, updatedAt: string } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AccountFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountFiguresQuery = { myPoints: { balance: number }, myCouponCounts: { unused: number }, myMembership: { active: boolean, validUntil: string | null, level: { name: string } } };

export type AccountSecurityQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSecurityQuery = { mySessions: Array<(
    { id: string, current: boolean }
    & { ' $fragmentRefs'?: { 'SessionCard_SessionInfoFragment': SessionCard_SessionInfoFragment } }
  )> };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutation = { revokeOtherSessions: { revokedCount: number | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type InvitationCard_ViewerFragment = { id: string, inviteCode: string } & { ' $fragmentName'?: 'InvitationCard_ViewerFragment' };

export type ProfileSummary_ViewerFragment = { id: string, displayName: string, username: string | null, email: string | null, phone: string | null, vip: number, roles: Array<Role>, avatarUrl: string | null } & { ' $fragmentName'?: 'ProfileSummary_ViewerFragment' };

export type SessionCard_SessionInfoFragment = { id: string, createdAt: string, lastSeenAt: string, userAgent: string | null, ip: string | null, current: boolean } & { ' $fragmentName'?: 'SessionCard_SessionInfoFragment' };

export type AddressCard_AddressFragment = { id: string, consignee: string, areaCode: string, phone: string, country: string, province: string, city: string, district: string | null, postalCode: string | null, detail: string, label: string | null, isDefault: boolean } & { ' $fragmentName'?: 'AddressCard_AddressFragment' };

export type AddAddressMutationVariables = Exact<{
  input: AddAddressInput;
}>;


export type AddAddressMutation = { addAddress: { addresses: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'AddressCard_AddressFragment': AddressCard_AddressFragment } }
    )> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type UpdateAddressMutationVariables = Exact<{
  input: UpdateAddressInput;
}>;


export type UpdateAddressMutation = { updateAddress: { addresses: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'AddressCard_AddressFragment': AddressCard_AddressFragment } }
    )> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AddPickupPersonMutationVariables = Exact<{
  input: AddPickupPersonInput;
}>;


export type AddPickupPersonMutation = { addPickupPerson: { pickupPerson: { id: string, name: string, areaCode: string, phone: string } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type UpdatePickupPersonMutationVariables = Exact<{
  input: UpdatePickupPersonInput;
}>;


export type UpdatePickupPersonMutation = { updatePickupPerson: { pickupPerson: { id: string, name: string, areaCode: string, phone: string } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type DeletePickupPersonMutationVariables = Exact<{
  input: DeletePickupPersonInput;
}>;


export type DeletePickupPersonMutation = { deletePickupPerson: { deletedPickupPersonId: string | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ActivityPartSearchQueryVariables = Exact<{
  mpns: Array<string> | string;
}>;


export type ActivityPartSearchQuery = { partsByMpn: Array<{ query: string, exact: { id: string, mpn: string, listPriceMilli: number, stock: number } | null, candidates: Array<{ id: string, mpn: string, listPriceMilli: number, stock: number }> }> };

export type StaffActivitiesQueryVariables = Exact<{
  kind?: ActivityKind | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type StaffActivitiesQuery = { staffActivities: { edges: Array<{ node: { id: string, kind: ActivityKind, title: string, status: ActivityStatus, startsAt: string, endsAt: string, abnormalReason: string | null, availableActions: Array<ActivityAction> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type StartActivityMutationVariables = Exact<{
  id: string | number;
}>;


export type StartActivityMutation = { startActivity: { activity: { id: string, status: ActivityStatus, availableActions: Array<ActivityAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type PauseActivityMutationVariables = Exact<{
  id: string | number;
}>;


export type PauseActivityMutation = { pauseActivity: { activity: { id: string, status: ActivityStatus, availableActions: Array<ActivityAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type ResumeActivityMutationVariables = Exact<{
  id: string | number;
}>;


export type ResumeActivityMutation = { resumeActivity: { activity: { id: string, status: ActivityStatus, availableActions: Array<ActivityAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type EndActivityMutationVariables = Exact<{
  id: string | number;
}>;


export type EndActivityMutation = { endActivity: { activity: { id: string, status: ActivityStatus, availableActions: Array<ActivityAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type StaffActivityChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type StaffActivityChangedSubscription = { activityChanged: { activityId: string, kind: ActivityKind, status: ActivityStatus } };

export type StaffBargainOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffBargainOffersQuery = { staffBargainOffers: Array<{ offer: { id: string, quantity: number, startPriceMilli: number, floorPriceMilli: number, expectedCuts: number, timeLimitMinutes: number, perUserLimit: number, activity: { id: string, title: string, status: ActivityStatus, startsAt: string, endsAt: string }, part: { id: string, mpn: string } | null }, progress: { running: number, bought: number, expired: number, cancelled: number, cuts: number } }> };

export type BargainPanelPartQueryVariables = Exact<{
  mpns: Array<string> | string;
}>;


export type BargainPanelPartQuery = { partsByMpn: Array<{ query: string, exact: { id: string, mpn: string } | null }> };

export type CreateBargainOfferMutationVariables = Exact<{
  input: CreateBargainOfferInput;
}>;


export type CreateBargainOfferMutation = { createBargainOffer: { offer: { offer: { id: string } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type UpdateBargainOfferMutationVariables = Exact<{
  input: UpdateBargainOfferInput;
}>;


export type UpdateBargainOfferMutation = { updateBargainOffer: { offer: { offer: { id: string } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type StaffFlashSaleSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffFlashSaleSessionQuery = { staffFlashSaleSession: { remindersSet: number, session: { id: string, title: string, state: FlashSaleState, startsAt: string, endsAt: string, items: Array<{ id: string, salePriceMilli: number, listPriceMilli: number, stock: number, sold: number, soldPercent: number, perUserLimit: number, state: FlashSaleState, part: { productId: string, mpn: string } }> }, activity: { id: string, status: ActivityStatus, availableActions: Array<ActivityAction> } } };

export type StaffFlashSaleProgressSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type StaffFlashSaleProgressSubscription = { flashSaleChanged: { id: string, state: FlashSaleState, items: Array<{ id: string, stock: number, sold: number, soldPercent: number, state: FlashSaleState }> } };

export type CreateFlashSaleSessionMutationVariables = Exact<{
  input: CreateFlashSaleSessionInput;
}>;


export type CreateFlashSaleSessionMutation = { createFlashSaleSession: { session: { session: { id: string } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type UpdateFlashSaleSessionMutationVariables = Exact<{
  input: UpdateFlashSaleSessionInput;
}>;


export type UpdateFlashSaleSessionMutation = { updateFlashSaleSession: { session: { session: { id: string, title: string, startsAt: string, endsAt: string } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminAfterSaleQueueQueryVariables = Exact<{
  filter?: StaffAfterSaleFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAfterSaleQueueQuery = { staffAfterSaleRequests: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, serviceNumber: string, type: AfterSaleType, status: AfterSaleStatus, orderNumber: string, refundFen: number, createdAt: string, updatedAt: string, buyer: { id: string, nickname: string } | null } }> } };

export type AdminAfterSaleDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminAfterSaleDetailQuery = { afterSaleRequest: { id: string, serviceNumber: string, type: AfterSaleType, status: AfterSaleStatus, orderId: string, orderNumber: string, reasonCode: string, explanation: string | null, proofImageUrls: Array<string>, contactPhone: string, refundFen: number, freightRefundFen: number, returnAddress: string | null, returnDeadlineAt: string | null, returnCarrier: string | null, returnWaybillNumber: string | null, returnShippedAt: string | null, replacementCarrier: string | null, replacementWaybillNumber: string | null, rejectReason: string | null, proofRequest: string | null, goodsFine: boolean | null, createdAt: string, updatedAt: string, availableActions: Array<AfterSaleAction>, lines: Array<{ orderLineId: string, mpn: string, brandName: string, package: string, quantity: number, refundFen: number }>, refund: { id: string, amountFen: number, method: RefundMethod, status: RefundStatus, settledAt: string | null } | null, timeline: Array<{ at: string, action: AfterSaleAction, fromStatus: AfterSaleStatus | null, toStatus: AfterSaleStatus | null, actorKind: AfterSaleActorKind, note: string | null }>, buyer: { id: string, nickname: string, phone: string | null } | null } | null };

export type AdminApproveAfterSaleMutationVariables = Exact<{
  input: AfterSaleIdInput;
}>;


export type AdminApproveAfterSaleMutation = { approveAfterSale: { afterSaleRequest: { id: string, status: AfterSaleStatus, availableActions: Array<AfterSaleAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminRejectAfterSaleMutationVariables = Exact<{
  input: RejectAfterSaleInput;
}>;


export type AdminRejectAfterSaleMutation = { rejectAfterSale: { afterSaleRequest: { id: string, status: AfterSaleStatus, availableActions: Array<AfterSaleAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminRequestAfterSaleProofMutationVariables = Exact<{
  input: RequestAfterSaleProofInput;
}>;


export type AdminRequestAfterSaleProofMutation = { requestAfterSaleProof: { afterSaleRequest: { id: string, status: AfterSaleStatus, availableActions: Array<AfterSaleAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminReceiveAfterSaleReturnMutationVariables = Exact<{
  input: ReceiveAfterSaleReturnInput;
}>;


export type AdminReceiveAfterSaleReturnMutation = { receiveAfterSaleReturn: { afterSaleRequest: { id: string, status: AfterSaleStatus, availableActions: Array<AfterSaleAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminIssueAfterSaleRefundMutationVariables = Exact<{
  input: AfterSaleIdInput;
}>;


export type AdminIssueAfterSaleRefundMutation = { issueAfterSaleRefund: { afterSaleRequest: { id: string, status: AfterSaleStatus, availableActions: Array<AfterSaleAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminShipAfterSaleReplacementMutationVariables = Exact<{
  input: ShipAfterSaleInput;
}>;


export type AdminShipAfterSaleReplacementMutation = { shipAfterSaleReplacement: { afterSaleRequest: { id: string, status: AfterSaleStatus, availableActions: Array<AfterSaleAction> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminCustomerChatHistoryQueryVariables = Exact<{
  customerId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminCustomerChatHistoryQuery = { customerChatHistory: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, role: ChatRole, senderName: string, text: string | null, imageUrl: string | null, systemEvent: ChatSystemEvent | null, createdAt: string } }> } };

export type AdminAfterSaleQueueChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminAfterSaleQueueChangedSubscription = { afterSaleQueueChanged: { id: string, status: AfterSaleStatus } };

export type StaffAuditEntriesQueryVariables = Exact<{
  filter?: StaffAuditFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StaffAuditEntriesQuery = { staffAuditEntries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, actorId: string, actorName: string | null, permission: string, action: string, subjectType: string, subjectId: string | null, detail: string | null, at: string } }> } };

export type AuditStaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditStaffMembersQuery = { staffMembers: Array<{ id: string, username: string | null, displayName: string }> };

export type CustomerBalanceQueryVariables = Exact<{
  customerId: string | number;
}>;


export type CustomerBalanceQuery = { staffCustomer: { balanceFen: number } };

export type BalanceCustomerSearchQueryVariables = Exact<{
  query: string;
}>;


export type BalanceCustomerSearchQuery = { staffCustomers: { totalCount: number, edges: Array<{ node: { id: string, displayName: string, email: string | null, phone: string | null, vip: number } }> } };

export type BalanceAdjustmentsQueryVariables = Exact<{
  customerId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BalanceAdjustmentsQuery = { balanceAdjustments: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, customerId: string, customerName: string, staffName: string, amountFen: number, reason: string, at: string } }> } };

export type AdjustCustomerBalanceMutationVariables = Exact<{
  input: AdjustBalanceInput;
}>;


export type AdjustCustomerBalanceMutation = { adjustBalance: { balanceFen: number | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type BroadcastAudienceSizeQueryVariables = Exact<{
  audience: BroadcastAudienceInput;
}>;


export type BroadcastAudienceSizeQuery = { broadcastAudienceSize: number };

export type SentBroadcastsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SentBroadcastsQuery = { broadcasts: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, audience: BroadcastAudience, orderedWithinDays: number | null, title: string, body: string, link: string | null, recipientCount: number, senderName: string, createdAt: string, deliveredAt: string | null } }> } };

export type SendBroadcastMutationVariables = Exact<{
  input: SendBroadcastInput;
}>;


export type SendBroadcastMutation = { sendBroadcast: { broadcast: { id: string, recipientCount: number, deliveredAt: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type StaffPartFields_PartFragment = { id: string, description: { zhCN: string | null, enUS: string | null, ru: string | null, esES: string | null }, product: { id: string, mpn: string, package: string, material: string | null, leadTimeDays: number, listPriceMilli: number, stock: number, moq: number, orderIncrement: number, purchaseLimit: number | null, batchNumber: string, datasheetUrl: string | null, status: ProductStatus, imageUrl: string, manufacturer: { id: string, name: string }, category: { id: string, name: string }, parameters: Array<{ name: string, value: string }>, priceBreaks: Array<{ minQty: number, unitPriceMilli: number }>, images: Array<{ id: string, url: string, position: number }> } } & { ' $fragmentName'?: 'StaffPartFields_PartFragment' };

export type AdminStaffPartsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: StaffPartFilter | null | undefined;
}>;


export type AdminStaffPartsQuery = { staffParts: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, product: { id: string, mpn: string, package: string, listPriceMilli: number, stock: number, status: ProductStatus, manufacturer: { id: string, name: string }, category: { id: string, name: string } } } }> } };

export type AdminStaffPartQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminStaffPartQuery = { staffPart: { ' $fragmentRefs'?: { 'StaffPartFields_PartFragment': StaffPartFields_PartFragment } } | null };

export type AdminCatalogReferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCatalogReferencesQuery = { staffCategories: Array<{ ' $fragmentRefs'?: { 'StaffCategoryFields_CategoryFragment': StaffCategoryFields_CategoryFragment } }>, staffMakers: Array<{ ' $fragmentRefs'?: { 'StaffMakerFields_MakerFragment': StaffMakerFields_MakerFragment } }> };

export type StaffCategoryFields_CategoryFragment = { id: string, slug: string, parentId: string | null, position: number, partCount: number, name: { zhCN: string | null, enUS: string | null, ru: string | null, esES: string | null }, parameters: Array<{ id: string, name: string, unit: string | null, position: number, label: { zhCN: string | null, enUS: string | null, ru: string | null, esES: string | null } }> } & { ' $fragmentName'?: 'StaffCategoryFields_CategoryFragment' };

export type StaffMakerFields_MakerFragment = { id: string, slug: string, name: string, country: string, website: string | null, featured: boolean, partCount: number, description: { zhCN: string | null, enUS: string | null, ru: string | null, esES: string | null } } & { ' $fragmentName'?: 'StaffMakerFields_MakerFragment' };

export type AdminSavePartMutationVariables = Exact<{
  input: SavePartInput;
}>;


export type AdminSavePartMutation = { saveStaffPart: { part: { ' $fragmentRefs'?: { 'StaffPartFields_PartFragment': StaffPartFields_PartFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminSetPartShelfMutationVariables = Exact<{
  input: SetPartShelfInput;
}>;


export type AdminSetPartShelfMutation = { setStaffPartShelf: { part: { id: string, product: { id: string, status: ProductStatus } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminReorderPartImagesMutationVariables = Exact<{
  input: ReorderPartImagesInput;
}>;


export type AdminReorderPartImagesMutation = { reorderStaffPartImages: { images: Array<{ id: string, url: string, position: number }> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminRemovePartImageMutationVariables = Exact<{
  input: RemovePartImageInput;
}>;


export type AdminRemovePartImageMutation = { removeStaffPartImage: { images: Array<{ id: string, url: string, position: number }> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminCreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type AdminCreateCategoryMutation = { createStaffCategory: { categoryId: string | null, categories: Array<{ ' $fragmentRefs'?: { 'StaffCategoryFields_CategoryFragment': StaffCategoryFields_CategoryFragment } }> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminRenameCategoryMutationVariables = Exact<{
  input: RenameCategoryInput;
}>;


export type AdminRenameCategoryMutation = { renameStaffCategory: { categories: Array<{ ' $fragmentRefs'?: { 'StaffCategoryFields_CategoryFragment': StaffCategoryFields_CategoryFragment } }> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminMoveCategoryMutationVariables = Exact<{
  input: MoveCategoryInput;
}>;


export type AdminMoveCategoryMutation = { moveStaffCategory: { categories: Array<{ ' $fragmentRefs'?: { 'StaffCategoryFields_CategoryFragment': StaffCategoryFields_CategoryFragment } }> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminSetCategoryParametersMutationVariables = Exact<{
  input: SetCategoryParametersInput;
}>;


export type AdminSetCategoryParametersMutation = { setStaffCategoryParameters: { categories: Array<{ ' $fragmentRefs'?: { 'StaffCategoryFields_CategoryFragment': StaffCategoryFields_CategoryFragment } }> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminSaveMakerMutationVariables = Exact<{
  input: SaveMakerInput;
}>;


export type AdminSaveMakerMutation = { saveStaffMaker: { maker: { ' $fragmentRefs'?: { 'StaffMakerFields_MakerFragment': StaffMakerFields_MakerFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { dashboard: { unansweredInquiries: number, chatsWaiting: number, longestChatWaitSeconds: number | null, lowStockTotal: number, days: Array<{ date: string, ordersPlaced: number, ordersPaid: number, paidShare: number | null, revenueFen: number, inquiriesReceived: number, inquiriesReplied: number, averageReplySeconds: number | null, chatsOpened: number, chatsClaimed: number, averageChatWaitSeconds: number | null }>, today: { ordersPlaced: number, ordersPaid: number, paidShare: number | null, revenueFen: number, inquiriesReceived: number, inquiriesReplied: number, averageReplySeconds: number | null, chatsOpened: number, chatsClaimed: number, averageChatWaitSeconds: number | null }, lastDays: { ordersPlaced: number, ordersPaid: number, paidShare: number | null, revenueFen: number, inquiriesReceived: number, inquiriesReplied: number, averageReplySeconds: number | null, chatsOpened: number, chatsClaimed: number, averageChatWaitSeconds: number | null }, lowStockParts: Array<{ productId: string, mpn: string, brandName: string, stock: number, moq: number }> } };

export type CatalogImportConsole_ImportFragment = { id: string, filename: string, status: CatalogImportStatus, headerRow: number, totalRows: number, processedRows: number, createdCount: number, updatedCount: number, unchangedCount: number, errorCount: number, failure: string | null, mapping: Array<{ field: ImportField, column: number }> } & { ' $fragmentName'?: 'CatalogImportConsole_ImportFragment' };

export type CatalogImportQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogImportQuery = { catalogImport: (
    { headRows: Array<Array<string>> }
    & { ' $fragmentRefs'?: { 'CatalogImportConsole_ImportFragment': CatalogImportConsole_ImportFragment } }
  ) | null };

export type CatalogImportPreviewQueryVariables = Exact<{
  importId: string | number;
}>;


export type CatalogImportPreviewQuery = { catalogImportPreview: { validCount: number, errorCount: number, errors: Array<{ line: number, problems: Array<{ field: ImportField | null, message: string }> }> } | null };

export type MapCatalogImportMutationVariables = Exact<{
  input: MapCatalogImportInput;
}>;


export type MapCatalogImportMutation = { mapCatalogImport: { catalogImport: { ' $fragmentRefs'?: { 'CatalogImportConsole_ImportFragment': CatalogImportConsole_ImportFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type StartCatalogImportMutationVariables = Exact<{
  importId: string | number;
}>;


export type StartCatalogImportMutation = { startCatalogImport: { catalogImport: { ' $fragmentRefs'?: { 'CatalogImportConsole_ImportFragment': CatalogImportConsole_ImportFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type StaffInvoiceRequestsQueryVariables = Exact<{
  status?: InvoiceRequestStatus | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StaffInvoiceRequestsQuery = { staffInvoiceRequests: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, orderNumber: string, payableFen: number, buyerName: string, invoiceRequest: { id: string, orderId: string, type: InvoiceType, title: string, taxNumber: string | null, email: string, status: InvoiceRequestStatus, requestedAt: string, issuedAt: string | null, invoiceNumber: string | null, pdfUrl: string | null } } }> } };

export type StaffIssueInvoiceMutationVariables = Exact<{
  input: IssueInvoiceInput;
}>;


export type StaffIssueInvoiceMutation = { issueInvoice: { invoiceRequest: { id: string, status: InvoiceRequestStatus, issuedAt: string | null, invoiceNumber: string | null, pdfUrl: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminOrdersListQueryVariables = Exact<{
  query?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  moneyToReturn?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminOrdersListQuery = { staffOrders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, number: string, status: OrderStatus, createdAt: string, payableFen: number, lineCount: number, firstMpn: string | null, moneyToReturnFen: number, buyer: { id: string, email: string | null, phone: string | null } } }> } };

export type AdminOrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOrderDetailQuery = { staffOrder: { staffActions: Array<OrderAction>, moneyToReturnFen: number, buyer: { id: string, email: string | null, phone: string | null, nickname: string | null }, order: { id: string, number: string, status: OrderStatus, createdAt: string, expiresAt: string, itemsFen: number, memberDiscountFen: number, couponDeductionFen: number, pointsDeductionFen: number, freightFen: number, payableFen: number, paidFen: number | null, paymentMethod: PaymentMethod | null, paidAt: string | null, remark: string | null, invoiceType: InvoiceType, invoiceTitle: string | null, invoiceTaxNumber: string | null, deliveryMethod: DeliveryMethod, cancelReason: string | null, carrier: string | null, waybillNumber: string | null, shippedAt: string | null, address: { consignee: string, areaCode: string, phone: string, country: string, province: string, city: string, district: string | null, detail: string } | null, pickup: { pointName: string, pointAddress: string, date: string, timeSlot: string, personName: string, personPhone: string } | null, lines: Array<{ id: string, productId: string, mpn: string, brandName: string, package: string, quantity: number, unitPriceMilli: number, lineTotalFen: number }> }, payments: Array<{ id: string, provider: string, transactionRef: string, amountFen: number, paidAt: string, receivedAt: string, status: ProviderPaymentStatus, returnReason: PaymentReturnReason | null, toReturn: boolean, returning: boolean, returnedAt: string | null }>, remittances: Array<{ id: string, status: RemittanceStatus, payerName: string, bank: string, account: string, amountFen: number, proofUrls: Array<string>, rejectReason: string | null, submittedAt: string }>, audit: Array<{ id: string, kind: OrderEventKind, at: string, action: string | null, fromStatus: OrderStatus | null, toStatus: OrderStatus | null, description: string | null, actor: { id: string, name: string, roles: Array<string> } | null }> } };

export type AdminApproveOrderMutationVariables = Exact<{
  input: OrderIdInput;
}>;


export type AdminApproveOrderMutation = { approveOrder: { order: { id: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminRejectOrderApprovalMutationVariables = Exact<{
  input: RejectOrderApprovalInput;
}>;


export type AdminRejectOrderApprovalMutation = { rejectOrderApproval: { order: { id: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminShipOrderMutationVariables = Exact<{
  input: ShipOrderInput;
}>;


export type AdminShipOrderMutation = { shipOrder: { order: { id: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminAddTrackingMutationVariables = Exact<{
  input: AddLogisticsEventInput;
}>;


export type AdminAddTrackingMutation = { addLogisticsEvent: { order: { id: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminConfirmRemittanceMutationVariables = Exact<{
  input: ConfirmRemittanceInput;
}>;


export type AdminConfirmRemittanceMutation = { confirmRemittance: { remittance: { id: string, status: RemittanceStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminRejectRemittanceMutationVariables = Exact<{
  input: RejectRemittanceInput;
}>;


export type AdminRejectRemittanceMutation = { rejectRemittance: { remittance: { id: string, status: RemittanceStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type ChatCustomerRecentOrdersQueryVariables = Exact<{
  customerId: string | number;
}>;


export type ChatCustomerRecentOrdersQuery = { customerRecentOrders: Array<{ id: string, number: string, status: OrderStatus, createdAt: string, payableFen: number, firstMpn: string | null, lineCount: number }> };

export type StaffRefund_RefundFragment = { id: string, orderId: string, orderNumber: string, amountFen: number, method: RefundMethod, status: RefundStatus, reason: string, createdAt: string, settledAt: string | null, transferProofUrls: Array<string> } & { ' $fragmentName'?: 'StaffRefund_RefundFragment' };

export type AdminOrderRefundsQueryVariables = Exact<{
  orderId: string | number;
}>;


export type AdminOrderRefundsQuery = { orderRefunds: Array<{ ' $fragmentRefs'?: { 'StaffRefund_RefundFragment': StaffRefund_RefundFragment } }> };

export type AdminRefundsToTransferQueryVariables = Exact<{
  statuses?: Array<RefundStatus> | RefundStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminRefundsToTransferQuery = { staffRefunds: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { ' $fragmentRefs'?: { 'StaffRefund_RefundFragment': StaffRefund_RefundFragment } } }> } };

export type AdminCancelPaidOrderMutationVariables = Exact<{
  input: CancelPaidOrderInput;
}>;


export type AdminCancelPaidOrderMutation = { cancelPaidOrder: { order: { id: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type StaffCustomersQueryVariables = Exact<{
  query?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StaffCustomersQuery = { staffCustomers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, displayName: string, email: string | null, phone: string | null, username: string | null, vip: number, orderCount: number, disabledAt: string | null } }> } };

export type StaffCustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffCustomerQuery = { staffCustomer: { ' $fragmentRefs'?: { 'StaffCustomerDetail_DetailFragment': StaffCustomerDetail_DetailFragment } } };

export type StaffCustomerDetail_DetailFragment = { balanceFen: number, customer: { id: string, displayName: string, email: string | null, phone: string | null, username: string | null, nickname: string | null, vip: number, createdAt: string, orderCount: number, disabledAt: string | null, disabledReason: string | null }, sessions: Array<{ id: string, createdAt: string, lastSeenAt: string, userAgent: string | null, ip: string | null }> } & { ' $fragmentName'?: 'StaffCustomerDetail_DetailFragment' };

export type DisableCustomerMutationVariables = Exact<{
  input: CustomerAccountStateInput;
}>;


export type DisableCustomerMutation = { disableCustomer: { detail: { ' $fragmentRefs'?: { 'StaffCustomerDetail_DetailFragment': StaffCustomerDetail_DetailFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type EnableCustomerMutationVariables = Exact<{
  input: CustomerAccountStateInput;
}>;


export type EnableCustomerMutation = { enableCustomer: { detail: { ' $fragmentRefs'?: { 'StaffCustomerDetail_DetailFragment': StaffCustomerDetail_DetailFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { staffMembers: Array<{ ' $fragmentRefs'?: { 'StaffMemberRow_MemberFragment': StaffMemberRow_MemberFragment } }> };

export type StaffMemberRow_MemberFragment = { id: string, username: string | null, email: string | null, displayName: string, roles: Array<Role>, createdAt: string, disabledAt: string | null, disabledReason: string | null, totpEnrolled: boolean } & { ' $fragmentName'?: 'StaffMemberRow_MemberFragment' };

export type CreateStaffAccountMutationVariables = Exact<{
  input: CreateStaffAccountInput;
}>;


export type CreateStaffAccountMutation = { createStaffAccount: { password: string | null, staffMember: { ' $fragmentRefs'?: { 'StaffMemberRow_MemberFragment': StaffMemberRow_MemberFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type SetStaffRolesMutationVariables = Exact<{
  input: SetStaffRolesInput;
}>;


export type SetStaffRolesMutation = { setStaffRoles: { staffMember: { ' $fragmentRefs'?: { 'StaffMemberRow_MemberFragment': StaffMemberRow_MemberFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type DisableStaffAccountMutationVariables = Exact<{
  input: StaffAccountStateInput;
}>;


export type DisableStaffAccountMutation = { disableStaffAccount: { staffMember: { ' $fragmentRefs'?: { 'StaffMemberRow_MemberFragment': StaffMemberRow_MemberFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type EnableStaffAccountMutationVariables = Exact<{
  input: StaffAccountStateInput;
}>;


export type EnableStaffAccountMutation = { enableStaffAccount: { staffMember: { ' $fragmentRefs'?: { 'StaffMemberRow_MemberFragment': StaffMemberRow_MemberFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type CouponTemplateDetail_TemplateFragment = { id: string, title: string, description: string, discountKind: CouponDiscountKind, amountOffFen: number | null, percentOff: number | null, maxDiscountFen: number | null, thresholdFen: number, validFrom: string | null, validUntil: string | null, validDays: number | null, claimStartsAt: string | null, claimEndsAt: string | null, totalQuantity: number | null, claimedCount: number, usedCount: number, perUserLimit: number, publicClaim: boolean, status: CouponTemplateStatus, createdAt: string, scope: { kind: CouponScopeKind, summary: string, categories: Array<{ id: string, name: string }>, manufacturers: Array<{ id: string, name: string }>, products: Array<{ id: string, name: string }> } } & { ' $fragmentName'?: 'CouponTemplateDetail_TemplateFragment' };

export type AdminCouponTemplatesQueryVariables = Exact<{
  status?: CouponTemplateStatus | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminCouponTemplatesQuery = { staffCouponTemplates: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, title: string, status: CouponTemplateStatus, totalQuantity: number | null, claimedCount: number, usedCount: number, publicClaim: boolean, scope: { summary: string } } }> } };

export type AdminCouponTemplateQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCouponTemplateQuery = { staffCouponTemplate: (
    { id: string }
    & { ' $fragmentRefs'?: { 'CouponTemplateDetail_TemplateFragment': CouponTemplateDetail_TemplateFragment } }
  ) | null };

export type AdminSaveCouponTemplateMutationVariables = Exact<{
  input: SaveCouponTemplateInput;
}>;


export type AdminSaveCouponTemplateMutation = { saveCouponTemplate: { template: (
      { id: string }
      & { ' $fragmentRefs'?: { 'CouponTemplateDetail_TemplateFragment': CouponTemplateDetail_TemplateFragment } }
    ) | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminSetCouponTemplateStatusMutationVariables = Exact<{
  input: SetCouponTemplateStatusInput;
}>;


export type AdminSetCouponTemplateStatusMutation = { setCouponTemplateStatus: { template: { id: string, status: CouponTemplateStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AdminIssueCouponsMutationVariables = Exact<{
  input: IssueCouponsInput;
}>;


export type AdminIssueCouponsMutation = { issueCoupons: { issuedCount: number | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminCreateDiscountCodesMutationVariables = Exact<{
  input: CreateDiscountCodesInput;
}>;


export type AdminCreateDiscountCodesMutation = { createDiscountCodes: { codes: Array<{ id: string, code: string }>, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminDiscountCodesQueryVariables = Exact<{
  templateId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminDiscountCodesQuery = { staffDiscountCodes: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, code: string, singleUse: boolean, maxRedemptions: number | null, redeemedCount: number, status: DiscountCodeStatus, createdAt: string } }> } };

export type AdminCouponClaimsQueryVariables = Exact<{
  templateId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminCouponClaimsQuery = { staffCouponClaims: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, userId: string, userName: string, status: CouponStatus, source: CouponSource, claimedAt: string, usedAt: string | null, orderNumber: string | null } }> } };

export type AdminCouponScopeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCouponScopeChoicesQuery = { categories: Array<{ id: string, name: string, parentId: string | null }>, brands: Array<{ id: string, name: string }> };

export type AdminCouponScopePartQueryVariables = Exact<{
  mpns: Array<string> | string;
}>;


export type AdminCouponScopePartQuery = { partsByMpn: Array<{ query: string, exact: { id: string, mpn: string } | null }> };

export type AdminInvitationRewardsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminInvitationRewardsQuery = { invitationRewards: { kind: InvitationRewardKind, points: number | null, couponTemplateId: string | null, couponTitle: string | null }, staffCouponTemplates: { edges: Array<{ node: { id: string, title: string, status: CouponTemplateStatus } }> } };

export type AdminUpdateInvitationRewardsMutationVariables = Exact<{
  input: UpdateInvitationRewardsInput;
}>;


export type AdminUpdateInvitationRewardsMutation = { updateInvitationRewards: { userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminMembershipSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMembershipSettingsQuery = { membershipLevels: Array<{ code: string, name: string, growthRequired: number, discountPercent: number, pointsMultiplierPercent: number, nameTranslations: { zhCN: string | null, enUS: string | null, ru: string | null, esES: string | null }, perkTranslations: Array<{ zhCN: string | null, enUS: string | null, ru: string | null, esES: string | null }> }>, membershipPlans: Array<{ code: string, name: string, months: number, priceFen: number, active: boolean }> };

export type AdminSaveMembershipLevelsMutationVariables = Exact<{
  input: SaveMembershipLevelsInput;
}>;


export type AdminSaveMembershipLevelsMutation = { saveMembershipLevels: { levels: Array<{ code: string }> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminSaveMembershipPlanMutationVariables = Exact<{
  input: SaveMembershipPlanInput;
}>;


export type AdminSaveMembershipPlanMutation = { saveMembershipPlan: { plan: { code: string, priceFen: number, active: boolean } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminPointsRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPointsRulesQuery = { pointsRules: { pointsPerYuan: number, reviewPoints: number, reviewPhotoPoints: number, fenPerPoint: number, maxDeductionPercent: number, validityMonths: number, reviewMinCharacters: number } };

export type AdminUpdatePointsRulesMutationVariables = Exact<{
  input: UpdatePointsRulesInput;
}>;


export type AdminUpdatePointsRulesMutation = { updatePointsRules: { rules: { pointsPerYuan: number, reviewPoints: number, reviewPhotoPoints: number, fenPerPoint: number, maxDeductionPercent: number, validityMonths: number } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminUserPointsQueryVariables = Exact<{
  userId: string | number;
}>;


export type AdminUserPointsQuery = { staffUserPoints: { balance: number, expiringPoints: number, expiringAt: string | null }, staffUserPointsEntries: { edges: Array<{ node: { id: string, points: number, description: string, orderNumber: string | null, at: string, balanceAfter: number } }> }, staffMembership: { active: boolean, validUntil: string | null, growth: number, level: { code: string, name: string } } };

export type AdminAdjustPointsMutationVariables = Exact<{
  input: AdjustPointsInput;
}>;


export type AdminAdjustPointsMutation = { adjustPoints: { balance: number | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type PartStockQueryVariables = Exact<{
  productId: string | number;
  first?: number | null | undefined;
}>;


export type PartStockQuery = { partStock: number | null, partStockHistory: { totalCount: number, edges: Array<{ node: { id: string, delta: number, stockAfter: number, reason: StockReason, reference: string | null, note: string | null, actorId: string | null, at: string } }> } };

export type AdjustStockMutationVariables = Exact<{
  input: AdjustStockInput;
}>;


export type AdjustStockMutation = { adjustStock: { stock: number | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AfterSaleOptionsQueryVariables = Exact<{
  orderId: string | number;
}>;


export type AfterSaleOptionsQuery = { afterSaleOptions: { orderId: string, orderNumber: string, eligible: boolean, ineligibleCode: string | null, noReasonReturnUntil: string | null, types: Array<AfterSaleType>, maxProofImages: number, reasons: Array<{ type: AfterSaleType, code: string, noReason: boolean }>, lines: Array<{ orderLineId: string, productId: string, mpn: string, brandName: string, package: string, boughtQuantity: number, availableQuantity: number, unitPriceMilli: number, paidShareFen: number }> } };

export type AfterSaleQuoteQueryVariables = Exact<{
  input: AfterSaleQuoteInput;
}>;


export type AfterSaleQuoteQuery = { afterSaleQuote: { refundFen: number, freightRefundFen: number } };

export type AfterSaleSummary_RequestFragment = { id: string, serviceNumber: string, type: AfterSaleType, status: AfterSaleStatus, orderId: string, orderNumber: string, refundFen: number, createdAt: string, updatedAt: string } & { ' $fragmentName'?: 'AfterSaleSummary_RequestFragment' };

export type MyAfterSaleRequestsQueryVariables = Exact<{
  statuses?: Array<AfterSaleStatus> | AfterSaleStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type MyAfterSaleRequestsQuery = { myAfterSaleRequests: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { ' $fragmentRefs'?: { 'AfterSaleSummary_RequestFragment': AfterSaleSummary_RequestFragment } } }> } };

export type AfterSaleDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AfterSaleDetailQuery = { afterSaleRequest: (
    { reasonCode: string, explanation: string | null, proofImageUrls: Array<string>, contactPhone: string, freightRefundFen: number, returnAddress: string | null, returnDeadlineAt: string | null, returnCarrier: string | null, returnWaybillNumber: string | null, returnShippedAt: string | null, replacementCarrier: string | null, replacementWaybillNumber: string | null, rejectReason: string | null, proofRequest: string | null, availableActions: Array<AfterSaleAction>, lines: Array<{ orderLineId: string, mpn: string, brandName: string, package: string, quantity: number, refundFen: number }>, refund: { id: string, amountFen: number, method: RefundMethod, status: RefundStatus, settledAt: string | null } | null, timeline: Array<{ at: string, action: AfterSaleAction, fromStatus: AfterSaleStatus | null, toStatus: AfterSaleStatus | null, actorKind: AfterSaleActorKind, note: string | null }> }
    & { ' $fragmentRefs'?: { 'AfterSaleSummary_RequestFragment': AfterSaleSummary_RequestFragment } }
  ) | null };

export type ShipAfterSaleReturnMutationVariables = Exact<{
  input: ShipAfterSaleInput;
}>;


export type ShipAfterSaleReturnMutation = { shipAfterSaleReturn: { afterSaleRequest: { id: string, status: AfterSaleStatus, availableActions: Array<AfterSaleAction> } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type CancelAfterSaleMutationVariables = Exact<{
  input: AfterSaleIdInput;
}>;


export type CancelAfterSaleMutation = { cancelAfterSale: { afterSaleRequest: { id: string, status: AfterSaleStatus, availableActions: Array<AfterSaleAction> } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ConfirmAfterSaleReplacementMutationVariables = Exact<{
  input: AfterSaleIdInput;
}>;


export type ConfirmAfterSaleReplacementMutation = { confirmAfterSaleReplacement: { afterSaleRequest: { id: string, status: AfterSaleStatus, availableActions: Array<AfterSaleAction> } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AfterSaleStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AfterSaleStatusChangedSubscription = { afterSaleStatusChanged: { id: string, serviceNumber: string, status: AfterSaleStatus } };

export type AfterSaleEligibilityQueryVariables = Exact<{
  orderId: string | number;
}>;


export type AfterSaleEligibilityQuery = { afterSaleOptions: { orderId: string, eligible: boolean } };

export type MyApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApiKeysQuery = { myApiKeys: Array<{ id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string | null, apiKey: { id: string } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { apiKey: { id: string, revokedAt: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type BargainOfferCard_OfferFragment = { id: string, quantity: number, startPriceMilli: number, floorPriceMilli: number, expectedCuts: number, timeLimitMinutes: number, perUserLimit: number, activity: { id: string, title: string, status: ActivityStatus, startsAt: string, endsAt: string }, part: { id: string, mpn: string, brandName: string, package: string, listPriceMilli: number } | null } & { ' $fragmentName'?: 'BargainOfferCard_OfferFragment' };

export type BargainView_BargainFragment = { id: string, status: BargainStatus, endReason: BargainEndReason | null, quantity: number, startPriceMilli: number, floorPriceMilli: number, currentPriceMilli: number, cutsMade: number, expectedCuts: number, startedAt: string, deadlineAt: string, ownerNickname: string, isMine: boolean, hasCut: boolean, canCut: boolean, availableActions: Array<BargainAction>, orderId: string | null, orderNumber: string | null, offer: { ' $fragmentRefs'?: { 'BargainOfferCard_OfferFragment': BargainOfferCard_OfferFragment } }, cuts: Array<{ id: string, sequence: number, nickname: string, amountMilli: number, priceAfterMilli: number, cutAt: string }> } & { ' $fragmentName'?: 'BargainView_BargainFragment' };

export type BargainOffersQueryVariables = Exact<{
  signedIn: boolean;
}>;


export type BargainOffersQuery = { bargainOffers: Array<{ ' $fragmentRefs'?: { 'BargainOfferCard_OfferFragment': BargainOfferCard_OfferFragment } }>, myBargains?: Array<{ id: string, status: BargainStatus, currentPriceMilli: number, deadlineAt: string, offer: { id: string, activity: { id: string, title: string } } }> };

export type BargainQueryVariables = Exact<{
  id: string | number;
}>;


export type BargainQuery = { bargain: { ' $fragmentRefs'?: { 'BargainView_BargainFragment': BargainView_BargainFragment } } };

export type BargainChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type BargainChangedSubscription = { bargainChanged: { ' $fragmentRefs'?: { 'BargainView_BargainFragment': BargainView_BargainFragment } } };

export type StartBargainMutationVariables = Exact<{
  input: StartBargainInput;
}>;


export type StartBargainMutation = { startBargain: { bargain: { id: string } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type CutBargainMutationVariables = Exact<{
  input: BargainIdInput;
}>;


export type CutBargainMutation = { cutBargain: { cutAmountMilli: number | null, bargain: { ' $fragmentRefs'?: { 'BargainView_BargainFragment': BargainView_BargainFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type BuyBargainMutationVariables = Exact<{
  input: BuyBargainInput;
}>;


export type BuyBargainMutation = { buyBargain: { order: { id: string, number: string, payableFen: number, status: string } | null, bargain: { ' $fragmentRefs'?: { 'BargainView_BargainFragment': BargainView_BargainFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type CancelBargainMutationVariables = Exact<{
  input: BargainIdInput;
}>;


export type CancelBargainMutation = { cancelBargain: { bargain: { ' $fragmentRefs'?: { 'BargainView_BargainFragment': BargainView_BargainFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type MatchBomMutationVariables = Exact<{
  input: BomLinesInput;
}>;


export type MatchBomMutation = { matchBom: { quote: { ' $fragmentRefs'?: { 'BomQuoteTable_QuoteFragment': BomQuoteTable_QuoteFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AddBomToCartMutationVariables = Exact<{
  input: BomLinesInput;
}>;


export type AddBomToCartMutation = { addBomToCart: { addedCount: number | null, skippedReferences: Array<string> | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type ExportBomQuoteMutationVariables = Exact<{
  input: ExportBomQuoteInput;
}>;


export type ExportBomQuoteMutation = { exportBomQuote: { ' $fragmentRefs'?: { 'DownloadFile_PayloadFragment': DownloadFile_PayloadFragment } } };

export type MyBomProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBomProjectsQuery = { myBomProjects: Array<{ id: string, name: string, boards: number, lineCount: number, updatedAt: string }> };

export type BomProjectQueryVariables = Exact<{
  id: string | number;
}>;


export type BomProjectQuery = { bomProject: { id: string, name: string, boards: number, lines: Array<{ reference: string, mpn: string, manufacturer: string, quantity: number, designators: string, value: string, package: string, description: string, productId: string | null, customerReference: string, quantityText: string, quantityIssue: BomQuantityIssue | null, exclusion: BomExclusion | null }> } };

export type SaveBomProjectMutationVariables = Exact<{
  input: SaveBomProjectInput;
}>;


export type SaveBomProjectMutation = { saveBomProject: { project: { id: string, name: string } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type DeleteBomProjectMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBomProjectMutation = { deleteBomProject: { deleted: boolean | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type BomPartSearchQueryVariables = Exact<{
  query: string;
}>;


export type BomPartSearchQuery = { products: { edges: Array<{ node: { id: string, mpn: string, package: string, stock: number, manufacturer: { id: string, name: string } } }> } };

export type BomQuoteTable_QuoteFragment = { boards: number, totalFen: number, matchedCount: number, suggestedCount: number, unmatchedCount: number, excludedCount: number, lines: Array<{ status: BomLineStatus, reason: BomMatchReason | null, requiredQuantity: number, orderQuantity: number | null, lineTotalFen: number | null, line: { reference: string, mpn: string, value: string, package: string, designators: string, quantity: number, quantityIssue: BomQuantityIssue | null, exclusion: BomExclusion | null }, product: { id: string, mpn: string, package: string, stock: number, leadTimeDays: number, manufacturer: { id: string, name: string } } | null, alternatives: Array<{ id: string, mpn: string, package: string, manufacturer: { id: string, name: string } }>, priceBreak: { minQty: number, unitPriceMilli: number } | null, nextBreakHint: { quantity: number, savingFen: number } | null, problem: { message: string } | null, notes: Array<{ code: ErrorCode, message: string }> }> } & { ' $fragmentName'?: 'BomQuoteTable_QuoteFragment' };

export type ExportBomProjectMutationVariables = Exact<{
  input: ExportBomProjectInput;
}>;


export type ExportBomProjectMutation = { exportBomProject: { ' $fragmentRefs'?: { 'DownloadFile_PayloadFragment': DownloadFile_PayloadFragment } } };

export type ExportSharedBomQuoteMutationVariables = Exact<{
  input: ExportSharedBomQuoteInput;
}>;


export type ExportSharedBomQuoteMutation = { exportSharedBomQuote: { ' $fragmentRefs'?: { 'DownloadFile_PayloadFragment': DownloadFile_PayloadFragment } } };

export type BomSavedQuotePanel_ProjectFragment = { id: string, name: string, shareToken: string | null, quote: { ' $fragmentRefs'?: { 'BomSavedQuoteView_QuoteFragment': BomSavedQuoteView_QuoteFragment } } | null } & { ' $fragmentName'?: 'BomSavedQuotePanel_ProjectFragment' };

export type BomSavedQuotePanel_PayloadFragment = { project: { ' $fragmentRefs'?: { 'BomSavedQuotePanel_ProjectFragment': BomSavedQuotePanel_ProjectFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } & { ' $fragmentName'?: 'BomSavedQuotePanel_PayloadFragment' };

export type BomSavedQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type BomSavedQuoteQuery = { bomProject: { ' $fragmentRefs'?: { 'BomSavedQuotePanel_ProjectFragment': BomSavedQuotePanel_ProjectFragment } } };

export type RepriceBomProjectMutationVariables = Exact<{
  input: RepriceBomProjectInput;
}>;


export type RepriceBomProjectMutation = { repriceBomProject: { ' $fragmentRefs'?: { 'BomSavedQuotePanel_PayloadFragment': BomSavedQuotePanel_PayloadFragment } } };

export type ShareBomProjectMutationVariables = Exact<{
  input: ShareBomProjectInput;
}>;


export type ShareBomProjectMutation = { shareBomProject: { ' $fragmentRefs'?: { 'BomSavedQuotePanel_PayloadFragment': BomSavedQuotePanel_PayloadFragment } } };

export type RevokeBomProjectShareMutationVariables = Exact<{
  input: RevokeBomProjectShareInput;
}>;


export type RevokeBomProjectShareMutation = { revokeBomProjectShare: { ' $fragmentRefs'?: { 'BomSavedQuotePanel_PayloadFragment': BomSavedQuotePanel_PayloadFragment } } };

export type RenameBomProjectMutationVariables = Exact<{
  input: RenameBomProjectInput;
}>;


export type RenameBomProjectMutation = { renameBomProject: { ' $fragmentRefs'?: { 'BomSavedQuotePanel_PayloadFragment': BomSavedQuotePanel_PayloadFragment } } };

export type BomSavedQuoteView_QuoteFragment = { pricedAt: string, totalFen: number, previousPricedAt: string | null, previousTotalFen: number | null, totalChangeFen: number | null, changedLineCount: number, lines: Array<{ reference: string, designators: string, requested: string, changes: Array<BomLineChange>, current: { status: BomLineStatus, mpn: string, manufacturer: string, orderQuantity: number | null, unitPriceMilli: number | null, lineTotalFen: number | null, stock: number | null, lifecycle: Lifecycle | null }, previous: { mpn: string, unitPriceMilli: number | null, lineTotalFen: number | null, stock: number | null, lifecycle: Lifecycle | null } | null }> } & { ' $fragmentName'?: 'BomSavedQuoteView_QuoteFragment' };

export type DownloadFile_PayloadFragment = { filename: string | null, contentType: string | null, base64: string | null, userErrors: Array<{ code: ErrorCode, message: string }> } & { ' $fragmentName'?: 'DownloadFile_PayloadFragment' };

export type BrandHall_BrandFragment = { id: string, name: string, country: string, productCount: number } & { ' $fragmentName'?: 'BrandHall_BrandFragment' };

export type BrandDirectory_BrandFragment = { id: string, name: string, country: string, featured: boolean, productCount: number } & { ' $fragmentName'?: 'BrandDirectory_BrandFragment' };

export type BrandProfile_BrandFragment = { id: string, name: string, country: string, website: string | null, description: string, productCount: number } & { ' $fragmentName'?: 'BrandProfile_BrandFragment' };

export type CartLineRow_CartLineFragment = { id: string, quantity: number, selected: boolean, unitPriceMilli: number, lineTotalFen: number, quotedInquiryNumber: string | null, quoteValidUntil: string | null, customerReference: string | null, priceBreak: { minQty: number }, problem: { code: ErrorCode, message: string } | null, product: { id: string, mpn: string, package: string, imageUrl: string, moq: number, orderIncrement: number, status: ProductStatus, manufacturer: { id: string, name: string } } } & { ' $fragmentName'?: 'CartLineRow_CartLineFragment' };

export type HeaderCartCountQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderCartCountQuery = { cartCount: number };

export type MyCartQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCartQuery = { myCart: (
    { lineCount: number }
    & { ' $fragmentRefs'?: { 'CartView_CartFragment': CartView_CartFragment } }
  ) };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { cart: (
      { lineCount: number }
      & { ' $fragmentRefs'?: { 'CartView_CartFragment': CartView_CartFragment } }
    ) | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, lineIds: Array<string> | null }> } };

export type UpdateCartLineMutationVariables = Exact<{
  input: UpdateCartLineInput;
}>;


export type UpdateCartLineMutation = { updateCartLine: { cart: (
      { lineCount: number }
      & { ' $fragmentRefs'?: { 'CartView_CartFragment': CartView_CartFragment } }
    ) | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, lineIds: Array<string> | null }> } };

export type SelectCartLinesMutationVariables = Exact<{
  input: SelectCartLinesInput;
}>;


export type SelectCartLinesMutation = { selectCartLines: { cart: (
      { lineCount: number }
      & { ' $fragmentRefs'?: { 'CartView_CartFragment': CartView_CartFragment } }
    ) | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, lineIds: Array<string> | null }> } };

export type RemoveCartLinesMutationVariables = Exact<{
  input: RemoveCartLinesInput;
}>;


export type RemoveCartLinesMutation = { removeCartLines: { removedCount: number | null, cart: (
      { lineCount: number }
      & { ' $fragmentRefs'?: { 'CartView_CartFragment': CartView_CartFragment } }
    ) | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, lineIds: Array<string> | null }> } };

export type MoveCartLinesToFavouritesMutationVariables = Exact<{
  input: RemoveCartLinesInput;
}>;


export type MoveCartLinesToFavouritesMutation = { moveCartLinesToFavourites: { removedCount: number | null, cart: (
      { lineCount: number }
      & { ' $fragmentRefs'?: { 'CartView_CartFragment': CartView_CartFragment } }
    ) | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, lineIds: Array<string> | null }> } };

export type CartView_CartFragment = { selectedSubtotalFen: number, selectedCount: number, lines: Array<(
    { id: string, selected: boolean }
    & { ' $fragmentRefs'?: { 'CartLineRow_CartLineFragment': CartLineRow_CartLineFragment } }
  )> } & { ' $fragmentName'?: 'CartView_CartFragment' };

export type CategoryTree_CategoryFragment = { id: string, name: string, parentId: string | null, position: number, productCount: number } & { ' $fragmentName'?: 'CategoryTree_CategoryFragment' };

export type ParameterFacets_FacetFragment = { name: string, valueCount: number, values: Array<{ value: string, count: number, siNumber: number | null }> } & { ' $fragmentName'?: 'ParameterFacets_FacetFragment' };

export type PartKeyFacts_ProductFragment = { id: string, lifecycle: Lifecycle, rohs: RohsStatus, onOrderQuantity: number, onOrderExpectedAt: string | null, parameters: Array<{ name: string, value: string }> } & { ' $fragmentName'?: 'PartKeyFacts_ProductFragment' };

export type ProductCard_ProductFragment = { id: string, mpn: string, package: string, description: string, stock: number, moq: number, listPriceMilli: number, imageUrl: string, manufacturer: { id: string, name: string } } & { ' $fragmentName'?: 'ProductCard_ProductFragment' };

export type CatalogCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogCategoriesQuery = { categories: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'CategoryTree_CategoryFragment': CategoryTree_CategoryFragment } }
  )> };

export type ChatConversation_ConversationFragment = { id: string, state: ConversationState, customerId: string, customerName: string, customerVip: number, customerSince: string, agentId: string | null, agentName: string | null, contextProductId: string | null, contextProductMpn: string | null, contextOrderId: string | null, updatedAt: string } & { ' $fragmentName'?: 'ChatConversation_ConversationFragment' };

export type ChatMessage_MessageFragment = { id: string, conversationId: string, senderName: string, role: ChatRole, text: string | null, imageUrl: string | null, systemEvent: ChatSystemEvent | null, createdAt: string, deliveredAt: string | null, readAt: string | null } & { ' $fragmentName'?: 'ChatMessage_MessageFragment' };

export type MyChatConversationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyChatConversationQuery = { myChatConversation: { ' $fragmentRefs'?: { 'ChatConversation_ConversationFragment': ChatConversation_ConversationFragment } } | null };

export type ChatMessagesQueryVariables = Exact<{
  conversationId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ChatMessagesQuery = { chatMessages: { edges: Array<{ node: { ' $fragmentRefs'?: { 'ChatMessage_MessageFragment': ChatMessage_MessageFragment } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OpenChatConversationMutationVariables = Exact<{
  input?: OpenChatInput | null | undefined;
}>;


export type OpenChatConversationMutation = { openChatConversation: { conversation: { ' $fragmentRefs'?: { 'ChatConversation_ConversationFragment': ChatConversation_ConversationFragment } } | null, userErrors: Array<{ message: string }> } };

export type SendChatMessageMutationVariables = Exact<{
  input: SendChatMessageInput;
}>;


export type SendChatMessageMutation = { sendChatMessage: { message: { ' $fragmentRefs'?: { 'ChatMessage_MessageFragment': ChatMessage_MessageFragment } } | null, userErrors: Array<{ message: string }> } };

export type MarkChatMessagesMutationVariables = Exact<{
  input: MarkChatMessagesInput;
}>;


export type MarkChatMessagesMutation = { markChatMessages: { userErrors: Array<{ message: string }> } };

export type SetChatTypingMutationVariables = Exact<{
  input: ChatConversationInput;
}>;


export type SetChatTypingMutation = { setChatTyping: boolean };

export type ChatEventsSubscriptionVariables = Exact<{
  conversationId: string | number;
}>;


export type ChatEventsSubscription = { chatEvents: { kind: ChatEventKind, actorRole: ChatRole, message: { ' $fragmentRefs'?: { 'ChatMessage_MessageFragment': ChatMessage_MessageFragment } } | null, receipt: { readerRole: ChatRole, upToMessageId: string, deliveredAt: string, readAt: string | null } | null, conversation: { ' $fragmentRefs'?: { 'ChatConversation_ConversationFragment': ChatConversation_ConversationFragment } } | null } };

export type ChatQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatQueueQuery = { chatQueue: Array<{ ' $fragmentRefs'?: { 'ChatConversation_ConversationFragment': ChatConversation_ConversationFragment } }>, myChatAssignments: Array<{ ' $fragmentRefs'?: { 'ChatConversation_ConversationFragment': ChatConversation_ConversationFragment } }> };

export type ChatQueueChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ChatQueueChangedSubscription = { chatQueueChanged: { id: string, state: ConversationState } };

export type ClaimChatConversationMutationVariables = Exact<{
  input: ChatConversationInput;
}>;


export type ClaimChatConversationMutation = { claimChatConversation: { conversation: { ' $fragmentRefs'?: { 'ChatConversation_ConversationFragment': ChatConversation_ConversationFragment } } | null, userErrors: Array<{ message: string }> } };

export type TransferChatConversationMutationVariables = Exact<{
  input: TransferChatInput;
}>;


export type TransferChatConversationMutation = { transferChatConversation: { conversation: { ' $fragmentRefs'?: { 'ChatConversation_ConversationFragment': ChatConversation_ConversationFragment } } | null, userErrors: Array<{ message: string }> } };

export type CloseChatConversationMutationVariables = Exact<{
  input: ChatConversationInput;
}>;


export type CloseChatConversationMutation = { closeChatConversation: { conversation: { ' $fragmentRefs'?: { 'ChatConversation_ConversationFragment': ChatConversation_ConversationFragment } } | null, userErrors: Array<{ message: string }> } };

export type ChatCustomerAfterSalesQueryVariables = Exact<{
  customerId: string | number;
}>;


export type ChatCustomerAfterSalesQuery = { staffAfterSaleRequests: { totalCount: number, edges: Array<{ node: { id: string, serviceNumber: string, type: AfterSaleType, status: AfterSaleStatus, orderNumber: string } }> } };

export type ChatCustomerCartQueryVariables = Exact<{
  customerId: string | number;
}>;


export type ChatCustomerCartQuery = { customerCart: { lineCount: number, selectedSubtotalFen: number, lines: Array<{ id: string, quantity: number, lineTotalFen: number, product: { id: string, mpn: string } }> } };

export type AlternativePartsQueryVariables = Exact<{
  id: string | number;
}>;


export type AlternativePartsQuery = { product: { id: string, alternatives: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
    )> } | null };

export type AddFavouriteMutationVariables = Exact<{
  productId: string | number;
}>;


export type AddFavouriteMutation = { addFavourite: { product: { id: string, isFavourite: boolean } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type RemoveFavouriteMutationVariables = Exact<{
  productId: string | number;
}>;


export type RemoveFavouriteMutation = { removeFavourite: { removed: boolean | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type RecordFootprintMutationVariables = Exact<{
  productId: string | number;
}>;


export type RecordFootprintMutation = { recordFootprint: { recorded: boolean | null } };

export type ContactChannelQueryVariables = Exact<{
  id: string | number;
}>;


export type ContactChannelQuery = { channel: { id: string, telephone: string, phone: string, email: string, addressZh: string, addressEn: string } | null };

export type SaveContentMutationVariables = Exact<{
  input: SaveContentInput;
}>;


export type SaveContentMutation = { saveContent: { item: { id: string, published: boolean } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type StaffContentQueryVariables = Exact<{
  kind: ContentKind;
}>;


export type StaffContentQuery = { staffContent: Array<{ id: string, category: FaqCategory | null, published: boolean, publishedAt: string | null, title: { zhCN: string | null, enUS: string | null, ru: string | null, esES: string | null }, summary: { zhCN: string | null, enUS: string | null, ru: string | null, esES: string | null }, body: { zhCN: string | null, enUS: string | null, ru: string | null, esES: string | null } }> };

export type SetContentPublishedMutationVariables = Exact<{
  input: SetContentPublishedInput;
}>;


export type SetContentPublishedMutation = { setContentPublished: { item: { id: string, published: boolean } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type StaffFeedbackQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffFeedbackQuery = { staffFeedback: Array<{ id: string, type: FeedbackType, content: string, contact: string | null, screenshotUrls: Array<string>, createdAt: string, reply: string | null }> };

export type ReplyToFeedbackMutationVariables = Exact<{
  input: ReplyToFeedbackInput;
}>;


export type ReplyToFeedbackMutation = { replyToFeedback: { feedback: { id: string, reply: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type OfferTicket_OfferFragment = { id: string, title: string, description: string, discountKind: CouponDiscountKind, amountOffFen: number | null, percentOff: number | null, maxDiscountFen: number | null, thresholdFen: number, validFrom: string | null, validUntil: string | null, validDays: number | null, claimEndsAt: string | null, remaining: number | null, claimedByMe: number, canClaim: boolean, scope: { summary: string } } & { ' $fragmentName'?: 'OfferTicket_OfferFragment' };

export type CouponOffersQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  productId?: string | number | null | undefined;
}>;


export type CouponOffersQuery = { couponOffers: { edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'OfferTicket_OfferFragment': OfferTicket_OfferFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ClaimCouponMutationVariables = Exact<{
  input: ClaimCouponInput;
}>;


export type ClaimCouponMutation = { claimCoupon: { coupon: { id: string, status: CouponStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type RedeemDiscountCodeMutationVariables = Exact<{
  input: RedeemDiscountCodeInput;
}>;


export type RedeemDiscountCodeMutation = { redeemDiscountCode: { coupon: { id: string, title: string } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type MyCouponTicket_CouponFragment = { id: string, title: string, description: string, discountKind: CouponDiscountKind, amountOffFen: number | null, percentOff: number | null, maxDiscountFen: number | null, thresholdFen: number, status: CouponStatus, source: CouponSource, claimedAt: string, validFrom: string, validUntil: string, usedAt: string | null, orderId: string | null, orderNumber: string | null, expiresSoon: boolean, scope: { summary: string, kind: CouponScopeKind, categories: Array<{ id: string }>, manufacturers: Array<{ id: string }>, products: Array<{ id: string }> } } & { ' $fragmentName'?: 'MyCouponTicket_CouponFragment' };

export type MyCouponsQueryVariables = Exact<{
  status: CouponStatus;
  after?: string | null | undefined;
}>;


export type MyCouponsQuery = { myCoupons: { edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'MyCouponTicket_CouponFragment': MyCouponTicket_CouponFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, myCouponCounts: { unused: number, used: number, expired: number } };

export type MyDistributorQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyDistributorQuery = { myDistributor: { id: string, userId: string, userName: string, status: DistributorStatus, realName: string, phone: string, channel: string, rateBp: number | null, effectiveRateBp: number, rejectReason: string | null, submittedAt: string, decidedAt: string | null, totals: { pendingFen: number, settledFen: number, reversedFen: number } } | null, myDistributorInvitees: { totalCount: number, edges: Array<{ node: { id: string, maskedName: string, joinedAt: string, orderCount: number, commissionFen: number } }> }, myCommissions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, inviteeName: string, orderNumber: string, orderPayableFen: number, orderStatus: string | null, rateBp: number, amountFen: number, status: CommissionStatus, settleAt: string | null, createdAt: string } }> } };

export type ApplyDistributorMutationVariables = Exact<{
  input: ApplyDistributorInput;
}>;


export type ApplyDistributorMutation = { applyDistributor: { distributor: { id: string, userId: string, userName: string, status: DistributorStatus, realName: string, phone: string, channel: string, rateBp: number | null, effectiveRateBp: number, rejectReason: string | null, submittedAt: string, decidedAt: string | null, totals: { pendingFen: number, settledFen: number, reversedFen: number } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type StaffDistributorsQueryVariables = Exact<{
  status?: DistributorStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StaffDistributorsQuery = { staffDistributors: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, userId: string, userName: string, status: DistributorStatus, realName: string, phone: string, channel: string, rateBp: number | null, effectiveRateBp: number, rejectReason: string | null, submittedAt: string, decidedAt: string | null, totals: { pendingFen: number, settledFen: number, reversedFen: number } } }> }, commissionSettings: { defaultRateBp: number } };

export type StaffCommissionsQueryVariables = Exact<{
  distributorId?: string | number | null | undefined;
  first?: number | null | undefined;
}>;


export type StaffCommissionsQuery = { staffCommissions: { totalCount: number, edges: Array<{ node: { id: string, inviteeName: string, orderNumber: string, orderPayableFen: number, orderStatus: string | null, rateBp: number, amountFen: number, status: CommissionStatus, settleAt: string | null, createdAt: string } }> } };

export type ApproveDistributorMutationVariables = Exact<{
  input: DistributorIdInput;
}>;


export type ApproveDistributorMutation = { approveDistributor: { distributor: { id: string, userId: string, userName: string, status: DistributorStatus, realName: string, phone: string, channel: string, rateBp: number | null, effectiveRateBp: number, rejectReason: string | null, submittedAt: string, decidedAt: string | null, totals: { pendingFen: number, settledFen: number, reversedFen: number } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type RejectDistributorMutationVariables = Exact<{
  input: RejectDistributorInput;
}>;


export type RejectDistributorMutation = { rejectDistributor: { distributor: { id: string, userId: string, userName: string, status: DistributorStatus, realName: string, phone: string, channel: string, rateBp: number | null, effectiveRateBp: number, rejectReason: string | null, submittedAt: string, decidedAt: string | null, totals: { pendingFen: number, settledFen: number, reversedFen: number } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type SetDistributorRateMutationVariables = Exact<{
  input: SetDistributorRateInput;
}>;


export type SetDistributorRateMutation = { setDistributorRate: { distributor: { id: string, userId: string, userName: string, status: DistributorStatus, realName: string, phone: string, channel: string, rateBp: number | null, effectiveRateBp: number, rejectReason: string | null, submittedAt: string, decidedAt: string | null, totals: { pendingFen: number, settledFen: number, reversedFen: number } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type SetCommissionDefaultRateMutationVariables = Exact<{
  input: SetCommissionDefaultRateInput;
}>;


export type SetCommissionDefaultRateMutation = { setCommissionDefaultRate: { settings: { defaultRateBp: number } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type FlashSaleSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FlashSaleSessionsQuery = { flashSaleSessions: Array<{ id: string, title: string, state: FlashSaleState, startsAt: string, endsAt: string, myReminder: FlashSaleReminderStatus | null, items: Array<{ id: string, salePriceMilli: number, listPriceMilli: number, soldPercent: number, perUserLimit: number, state: FlashSaleState, myBought: number | null, part: { productId: string, mpn: string, brandName: string } }> }> };

export type FlashSaleChangedSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type FlashSaleChangedSubscription = { flashSaleChanged: { id: string, title: string, state: FlashSaleState, startsAt: string, endsAt: string, items: Array<{ id: string, salePriceMilli: number, soldPercent: number, sold: number, stock: number, state: FlashSaleState }> } };

export type FlashSaleActivityChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FlashSaleActivityChangedSubscription = { activityChanged: { activityId: string, status: ActivityStatus } };

export type BuyFlashSaleMutationVariables = Exact<{
  input: BuyFlashSaleInput;
}>;


export type BuyFlashSaleMutation = { buyFlashSale: { order: { id: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type SetFlashSaleReminderMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type SetFlashSaleReminderMutation = { setFlashSaleReminder: { session: { id: string, myReminder: FlashSaleReminderStatus | null } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type CancelFlashSaleReminderMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type CancelFlashSaleReminderMutation = { cancelFlashSaleReminder: { session: { id: string, myReminder: FlashSaleReminderStatus | null } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type FlashSaleServerTimeSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FlashSaleServerTimeSubscription = { serverTime: string };

export type GroupBuyOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupBuyOffersQuery = { groupBuyOffers: Array<{ id: string, groupPriceMilli: number, quantity: number, groupSize: number, timeLimitMinutes: number, perUserLimit: number, activity: { id: string, title: string, status: ActivityStatus, startsAt: string, endsAt: string }, product: { id: string, mpn: string, package: string, listPriceMilli: number, manufacturer: { id: string, name: string } } | null, openGroups: Array<{ id: string, leaderName: string, leaderAvatarUrl: string | null, placesLeft: number, deadlineAt: string }> }> };

export type GroupBuyQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupBuyQuery = { groupBuy: { id: string, status: GroupBuyStatus, groupSize: number, memberCount: number, paidCount: number, placesLeft: number, deadlineAt: string, completedAt: string | null, cancelledAt: string | null, viewerOrderId: string | null, viewerPaid: boolean, offer: { id: string, groupPriceMilli: number, quantity: number, groupSize: number, timeLimitMinutes: number, perUserLimit: number, activity: { id: string, title: string, status: ActivityStatus, startsAt: string, endsAt: string }, product: { id: string, mpn: string, package: string, listPriceMilli: number, manufacturer: { id: string, name: string } } | null }, members: Array<{ displayName: string, avatarUrl: string | null, leader: boolean, paid: boolean, joinedAt: string }> } };

export type GroupBuyChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type GroupBuyChangedSubscription = { groupBuyChanged: { groupId: string } };

export type StartGroupBuyMutationVariables = Exact<{
  input: StartGroupBuyInput;
}>;


export type StartGroupBuyMutation = { startGroupBuy: { groupBuy: { id: string } | null, order: { id: string, status: string } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type JoinGroupBuyMutationVariables = Exact<{
  input: JoinGroupBuyInput;
}>;


export type JoinGroupBuyMutation = { joinGroupBuy: { groupBuy: { id: string } | null, order: { id: string, status: string } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type StaffGroupBuyOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffGroupBuyOffersQuery = { staffGroupBuyOffers: Array<{ groupsOpen: number, groupsCompleted: number, groupsCancelled: number, membersPaid: number, offer: { id: string, groupPriceMilli: number, quantity: number, groupSize: number, timeLimitMinutes: number, perUserLimit: number, activity: { id: string, title: string, status: ActivityStatus, startsAt: string, endsAt: string }, product: { id: string, mpn: string } | null } }> };

export type CreateGroupBuyOfferMutationVariables = Exact<{
  input: CreateGroupBuyOfferInput;
}>;


export type CreateGroupBuyOfferMutation = { createGroupBuyOffer: { offer: { offer: { id: string } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type UpdateGroupBuyOfferMutationVariables = Exact<{
  input: UpdateGroupBuyOfferInput;
}>;


export type UpdateGroupBuyOfferMutation = { updateGroupBuyOffer: { offer: { offer: { id: string } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type FeaturedBrands_BrandFragment = { id: string, name: string, country: string, description: string } & { ' $fragmentName'?: 'FeaturedBrands_BrandFragment' };

export type HomeShowcaseQueryVariables = Exact<{
  newestCount: number;
}>;


export type HomeShowcaseQuery = { products: { edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
      ) }> }, brands: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'FeaturedBrands_BrandFragment': FeaturedBrands_BrandFragment } }
  )>, announcements: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'LatestAnnouncements_AnnouncementFragment': LatestAnnouncements_AnnouncementFragment } }
  )> };

export type LatestAnnouncements_AnnouncementFragment = { id: string, title: string, body: string, publishedAt: string } & { ' $fragmentName'?: 'LatestAnnouncements_AnnouncementFragment' };

export type InquiryDetail_InquiryFragment = { id: string, number: string, projectName: string, annualUsage: number, targetUnitPriceMilli: number | null, companyName: string, companyAddress: string, contactName: string, contactPhone: string, message: string, state: InquiryState, reply: string | null, salesSpecialist: string | null, claimedAt: string | null, repliedAt: string | null, createdAt: string, validUntil: string | null, quoteValid: boolean, claimedByMe: boolean, quantity: number | null, product: { id: string, mpn: string } | null, serviceRequest: { ' $fragmentRefs'?: { 'ServiceRequestSummary_ServiceRequestFragment': ServiceRequestSummary_ServiceRequestFragment } } | null, attachment: { filename: string, size: number } | null, quoteLines: Array<{ mpn: string, description: string, quantity: number, unitPriceMilli: number, lineTotalFen: number, productId: string | null, leadTime: string }>, replyAttachments: Array<{ id: string, filename: string, size: number }> } & { ' $fragmentName'?: 'InquiryDetail_InquiryFragment' };

export type InquiryMyListQueryVariables = Exact<{
  state?: InquiryState | null | undefined;
}>;


export type InquiryMyListQuery = { myInquiries: Array<{ id: string, number: string, projectName: string, companyName: string, state: InquiryState, createdAt: string, repliedAt: string | null, validUntil: string | null, quoteValid: boolean, salesSpecialist: string | null }> };

export type InquiryDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type InquiryDetailQuery = { inquiry: { ' $fragmentRefs'?: { 'InquiryDetail_InquiryFragment': InquiryDetail_InquiryFragment } } };

export type InquiryCreateMutationVariables = Exact<{
  input: CreateInquiryInput;
}>;


export type InquiryCreateMutation = { createInquiry: { inquiry: { id: string, number: string } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type InquiryPartQueryVariables = Exact<{
  id: string | number;
}>;


export type InquiryPartQuery = { product: { id: string, mpn: string, stock: number } | null };

export type InquiryAddQuoteToCartMutationVariables = Exact<{
  id: string | number;
}>;


export type InquiryAddQuoteToCartMutation = { addInquiryQuoteToCart: { addedCount: number | null, skippedMpns: Array<string> | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type InquiryQueueQueryVariables = Exact<{
  state?: InquiryState | null | undefined;
  scope?: InquiryQueueScope | null | undefined;
  search?: string | null | undefined;
}>;


export type InquiryQueueQuery = { inquiryQueue: Array<{ id: string, number: string, projectName: string, companyName: string, state: InquiryState, createdAt: string, salesSpecialist: string | null, claimedAt: string | null, attachment: { filename: string } | null }> };

export type InquiryClaimMutationVariables = Exact<{
  id: string | number;
}>;


export type InquiryClaimMutation = { claimInquiry: { inquiry: { ' $fragmentRefs'?: { 'InquiryDetail_InquiryFragment': InquiryDetail_InquiryFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type InquiryBomDraftQueryVariables = Exact<{
  id: string | number;
}>;


export type InquiryBomDraftQuery = { inquiryBomDraft: Array<{ reference: string, status: string, reason: string | null, mpn: string, description: string, quantity: number, unitPriceMilli: number, productId: string | null, leadTime: string }> };

export type MyInvitationQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyInvitationQuery = { myInvitation: { code: string, link: string, posterUrl: string, invitedCount: number, rewardedCount: number, invitees: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, maskedName: string, joinedAt: string, rewarded: boolean } }> } }, invitationRewards: { kind: InvitationRewardKind, points: number | null, couponTitle: string | null } };

export type LoginWithCodeMutationVariables = Exact<{
  input: LoginWithCodeInput;
}>;


export type LoginWithCodeMutation = { loginWithCode: { token: string | null, viewer: { ' $fragmentRefs'?: { 'SessionUser_ViewerFragment': SessionUser_ViewerFragment } } | null, secondFactor: { challenge: string, enrolmentRequired: boolean } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type LoginWithPasswordMutationVariables = Exact<{
  input: LoginWithPasswordInput;
}>;


export type LoginWithPasswordMutation = { loginWithPassword: { token: string | null, viewer: { ' $fragmentRefs'?: { 'SessionUser_ViewerFragment': SessionUser_ViewerFragment } } | null, secondFactor: { challenge: string, enrolmentRequired: boolean } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { token: string | null, viewer: { ' $fragmentRefs'?: { 'SessionUser_ViewerFragment': SessionUser_ViewerFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { passwordReset: boolean | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type StartStaffTotpEnrolmentMutationVariables = Exact<{
  challenge?: string | null | undefined;
}>;


export type StartStaffTotpEnrolmentMutation = { startStaffTotpEnrolment: { enrolment: { secret: string, qrCodeSvg: string } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type CompleteStaffSignInMutationVariables = Exact<{
  input: CompleteStaffSignInInput;
}>;


export type CompleteStaffSignInMutation = { completeStaffSignIn: { token: string | null, viewer: { ' $fragmentRefs'?: { 'SessionUser_ViewerFragment': SessionUser_ViewerFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type SendVerificationCodeMutationVariables = Exact<{
  input: SendVerificationCodeInput;
}>;


export type SendVerificationCodeMutation = { sendVerificationCode: { resendInSeconds: number | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type LuckyDrawPrize_PrizeFragment = { id: string, kind: LuckyDrawPrizeKind, title: string, quantity: number, points: number | null, weight: number, oddsPpm: number, stock: number, initialStock: number, product: { id: string, mpn: string, package: string, imageUrl: string, manufacturer: { id: string, name: string } } | null } & { ' $fragmentName'?: 'LuckyDrawPrize_PrizeFragment' };

export type LuckyDrawRecord_RecordFragment = { id: string, drawKind: LuckyDrawKind, activityId: string, activityTitle: string, prizeId: string, prizeKind: LuckyDrawPrizeKind, prizeTitle: string, points: number | null, couponId: string | null, orderId: string | null, orderNumber: string | null, status: LuckyDrawRecordStatus, createdAt: string } & { ' $fragmentName'?: 'LuckyDrawRecord_RecordFragment' };

export type FreeOrderCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type FreeOrderCampaignsQuery = { freeOrderCampaigns: Array<{ id: string, description: string, dailyLimit: number, totalLimit: number | null, chancesLeftToday: number | null, activity: { id: string, title: string, status: ActivityStatus, startsAt: string, endsAt: string }, parts: Array<{ ' $fragmentRefs'?: { 'LuckyDrawPrize_PrizeFragment': LuckyDrawPrize_PrizeFragment } }> }> };

export type BlindBoxesQueryVariables = Exact<{ [key: string]: never; }>;


export type BlindBoxesQuery = { blindBoxes: Array<{ id: string, description: string, dailyLimit: number, totalLimit: number | null, pricePerOpenFen: number, opensLeftToday: number | null, activity: { id: string, title: string, status: ActivityStatus, startsAt: string, endsAt: string }, prizes: Array<{ ' $fragmentRefs'?: { 'LuckyDrawPrize_PrizeFragment': LuckyDrawPrize_PrizeFragment } }> }> };

export type LuckyDrawAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type LuckyDrawAddressesQuery = { myAddresses: Array<{ id: string, consignee: string, province: string, city: string, district: string | null, detail: string, isDefault: boolean }> };

export type MyLuckyDrawPrizesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyLuckyDrawPrizesQuery = { myLuckyDrawPrizes: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { ' $fragmentRefs'?: { 'LuckyDrawRecord_RecordFragment': LuckyDrawRecord_RecordFragment } } }> } };

export type ClaimFreeOrderMutationVariables = Exact<{
  input: ClaimFreeOrderInput;
}>;


export type ClaimFreeOrderMutation = { claimFreeOrder: { record: { ' $fragmentRefs'?: { 'LuckyDrawRecord_RecordFragment': LuckyDrawRecord_RecordFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type OpenBlindBoxMutationVariables = Exact<{
  input: OpenBlindBoxInput;
}>;


export type OpenBlindBoxMutation = { openBlindBox: { record: { ' $fragmentRefs'?: { 'LuckyDrawRecord_RecordFragment': LuckyDrawRecord_RecordFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ReceiveLuckyDrawPrizeMutationVariables = Exact<{
  input: ReceiveLuckyDrawPrizeInput;
}>;


export type ReceiveLuckyDrawPrizeMutation = { receiveLuckyDrawPrize: { record: { ' $fragmentRefs'?: { 'LuckyDrawRecord_RecordFragment': LuckyDrawRecord_RecordFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type StaffLuckyDrawsQueryVariables = Exact<{
  kind: LuckyDrawKind;
}>;


export type StaffLuckyDrawsQuery = { staffLuckyDraws: Array<{ ' $fragmentRefs'?: { 'StaffLuckyDraw_DrawFragment': StaffLuckyDraw_DrawFragment } }> };

export type StaffLuckyDraw_DrawFragment = { id: string, kind: LuckyDrawKind, description: string, dailyLimit: number, totalLimit: number | null, pricePerOpenFen: number, activity: { id: string, title: string, status: ActivityStatus, startsAt: string, endsAt: string }, prizes: Array<{ id: string, kind: LuckyDrawPrizeKind, title: string, quantity: number, points: number | null, weight: number, oddsPpm: number, stock: number, initialStock: number, couponTemplateId: string | null, product: { id: string, mpn: string } | null }>, progress: { records: number, participants: number, awarded: number, prizesLeft: number } } & { ' $fragmentName'?: 'StaffLuckyDraw_DrawFragment' };

export type CreateFreeOrderCampaignMutationVariables = Exact<{
  input: CreateFreeOrderCampaignInput;
}>;


export type CreateFreeOrderCampaignMutation = { createFreeOrderCampaign: { luckyDraw: { ' $fragmentRefs'?: { 'StaffLuckyDraw_DrawFragment': StaffLuckyDraw_DrawFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type UpdateFreeOrderCampaignMutationVariables = Exact<{
  input: UpdateFreeOrderCampaignInput;
}>;


export type UpdateFreeOrderCampaignMutation = { updateFreeOrderCampaign: { luckyDraw: { ' $fragmentRefs'?: { 'StaffLuckyDraw_DrawFragment': StaffLuckyDraw_DrawFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type CreateBlindBoxMutationVariables = Exact<{
  input: CreateBlindBoxInput;
}>;


export type CreateBlindBoxMutation = { createBlindBox: { luckyDraw: { ' $fragmentRefs'?: { 'StaffLuckyDraw_DrawFragment': StaffLuckyDraw_DrawFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type UpdateBlindBoxMutationVariables = Exact<{
  input: UpdateBlindBoxInput;
}>;


export type UpdateBlindBoxMutation = { updateBlindBox: { luckyDraw: { ' $fragmentRefs'?: { 'StaffLuckyDraw_DrawFragment': StaffLuckyDraw_DrawFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type FreeOrderActivityChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FreeOrderActivityChangedSubscription = { activityChanged: { activityId: string, status: ActivityStatus } };

export type BlindBoxActivityChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BlindBoxActivityChangedSubscription = { activityChanged: { activityId: string, status: ActivityStatus } };

export type MembershipLevelsTable_LevelFragment = { code: string, name: string, growthRequired: number, discountPercent: number, pointsMultiplierPercent: number, perks: Array<string> } & { ' $fragmentName'?: 'MembershipLevelsTable_LevelFragment' };

export type MyMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMembershipQuery = { me: (
    { id: string }
    & { ' $fragmentRefs'?: { 'SessionUser_ViewerFragment': SessionUser_ViewerFragment } }
  ), myMembership: { active: boolean, validUntil: string | null, growth: number, growthToNext: number | null, level: { code: string, name: string, growthRequired: number, discountPercent: number }, nextLevel: { code: string, name: string, growthRequired: number } | null }, membershipPlans: Array<{ code: string, months: number, priceFen: number, active: boolean }>, membershipLevels: Array<(
    { code: string }
    & { ' $fragmentRefs'?: { 'MembershipLevelsTable_LevelFragment': MembershipLevelsTable_LevelFragment } }
  )> };

export type BuyMembershipMutationVariables = Exact<{
  input: BuyMembershipInput;
}>;


export type BuyMembershipMutation = { buyMembership: { orderId: string | null, orderNumber: string | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type MarkAllMessagesReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllMessagesReadMutation = { markAllMessagesRead: { markedCount: number | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type MessageItem_MessageFragment = { id: string, kind: MessageKind, title: string, body: string, link: string | null, createdAt: string, readAt: string | null } & { ' $fragmentName'?: 'MessageItem_MessageFragment' };

export type MarkMessageReadMutationVariables = Exact<{
  input: MarkMessageReadInput;
}>;


export type MarkMessageReadMutation = { markMessageRead: { message: { id: string, readAt: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type MessageListQueryVariables = Exact<{
  kind: MessageKind;
  first: number;
  after?: string | null | undefined;
}>;


export type MessageListQuery = { myMessages: { edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'MessageItem_MessageFragment': MessageItem_MessageFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type DeleteMessageMutationVariables = Exact<{
  input: DeleteMessageInput;
}>;


export type DeleteMessageMutation = { deleteMessage: { deletedMessageId: string | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type MessagePushedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessagePushedSubscription = { messagePushed: { title: string, body: string, link: string | null } };

export type UnreadMessageCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountsQuery = { unreadMessageCounts: { all: number, system: number, platform: number, other: number } };

export type UnreadMessageCountsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountsChangedSubscription = { unreadMessageCountsChanged: { all: number, system: number, platform: number, other: number } };

export type OrderDocumentsFormQueryVariables = Exact<{
  orderId: string | number;
}>;


export type OrderDocumentsFormQuery = { orderDocumentForm: { orderId: string, buyerCompany: string, buyerAddress: string, taxNumber: string | null, contactName: string, contactPhone: string, contactEmail: string | null, incoterm: string | null, paymentTerms: string | null, deliveryTerms: string | null } };

export type OrderDocumentsSaveFormMutationVariables = Exact<{
  input: SaveOrderDocumentFormInput;
}>;


export type OrderDocumentsSaveFormMutation = { saveOrderDocumentForm: { downloadUrl: string | null, form: { orderId: string, buyerCompany: string, buyerAddress: string, taxNumber: string | null, contactName: string, contactPhone: string, contactEmail: string | null, incoterm: string | null, paymentTerms: string | null, deliveryTerms: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type OrderDocumentsInvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderDocumentsInvoiceQuery = { order: { id: string, status: OrderStatus, invoiceType: InvoiceType, invoiceTitle: string | null, invoiceTaxNumber: string | null, canRequestInvoice: boolean, invoiceRequest: { id: string, type: InvoiceType, title: string, taxNumber: string | null, email: string, status: InvoiceRequestStatus, requestedAt: string, issuedAt: string | null, invoiceNumber: string | null, pdfUrl: string | null } | null } };

export type OrderDocumentsRequestInvoiceMutationVariables = Exact<{
  input: RequestInvoiceInput;
}>;


export type OrderDocumentsRequestInvoiceMutation = { requestInvoice: { invoiceRequest: { id: string, status: InvoiceRequestStatus } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type OrderReviewPageQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderReviewPageQuery = { order: { id: string, number: string, status: OrderStatus, lines: Array<{ id: string, mpn: string, brandName: string, quantity: number }> }, orderReview: { id: string, rating: number, content: string, photoUrls: Array<string>, anonymous: boolean, createdAt: string } | null };

export type ProductReviewsListQueryVariables = Exact<{
  productId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProductReviewsListQuery = { productRating: { count: number, average: number | null }, productReviews: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, rating: number, content: string, photoUrls: Array<string>, anonymous: boolean, authorName: string, createdAt: string } }> } };

export type CheckoutChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutChoicesQuery = { myAddresses: Array<{ id: string, consignee: string, areaCode: string, phone: string, province: string, city: string, district: string | null, detail: string, isDefault: boolean }>, pickupPoints: Array<{ id: string, name: string, address: string }>, myPickupPersons: Array<{ id: string, name: string, phone: string }>, checkoutOptions: { pickupDates: Array<string>, timeSlots: Array<string> } };

export type CheckoutQuoteQueryVariables = Exact<{
  deliveryMethod: DeliveryMethod;
  source?: CheckoutSourceInput | null | undefined;
  promotions?: CheckoutPromotionsInput | null | undefined;
}>;


export type CheckoutQuoteQuery = { checkoutQuote: { itemsFen: number, memberDiscountFen: number, couponDeductionFen: number, pointsDeductionFen: number, freightFen: number, payableFen: number, selectedCouponId: string | null, coupons: Array<{ couponId: string, title: string, usable: boolean, deductionFen: number, validUntil: string, reason: { code: ErrorCode, message: string } | null }>, points: { balance: number, maxUsable: number, used: number, fenPerPoint: number } | null, lines: Array<{ productId: string, mpn: string, brandName: string, quantity: number, unitPriceMilli: number, lineTotalFen: number, problem: { code: ErrorCode, message: string } | null }> } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { order: { id: string, number: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, lineIds: Array<string> | null }> } };

export type OrderSummary_OrderFragment = { id: string, number: string, kind: OrderKind, title: string | null, status: OrderStatus, displayStatus: OrderDisplayStatus, createdAt: string, expiresAt: string, payableFen: number, availableActions: Array<OrderAction>, review: { id: string } | null, lines: Array<{ id: string, mpn: string, brandName: string, quantity: number, unitPriceMilli: number, lineTotalFen: number, customerReference: string | null }> } & { ' $fragmentName'?: 'OrderSummary_OrderFragment' };

export type MyOrdersQueryVariables = Exact<{
  tab?: OrderTab | null | undefined;
}>;


export type MyOrdersQuery = { myOrders: { totalCount: number, edges: Array<{ node: { ' $fragmentRefs'?: { 'OrderSummary_OrderFragment': OrderSummary_OrderFragment } } }> }, orderTabCounts: { all: number, pendingPayment: number, pendingShipment: number, pendingReceipt: number, pendingReview: number } };

export type OrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderDetailQuery = { order: (
    { itemsFen: number, memberDiscountFen: number, couponDeductionFen: number, couponTitle: string | null, pointsDeductionFen: number, pointsSpent: number, freightFen: number, paidFen: number | null, paymentMethod: PaymentMethod | null, paidAt: string | null, remark: string | null, invoiceType: InvoiceType, invoiceTitle: string | null, invoiceTaxNumber: string | null, deliveryMethod: DeliveryMethod, cancelReason: string | null, carrier: string | null, waybillNumber: string | null, shippedAt: string | null, receivedAt: string | null, autoConfirmAt: string | null, address: { consignee: string, areaCode: string, phone: string, province: string, city: string, district: string | null, detail: string } | null, pickup: { pointName: string, pointAddress: string, date: string, timeSlot: string, personName: string, personPhone: string } | null, events: Array<{ id: string, kind: OrderEventKind, at: string, action: string | null, toStatus: OrderStatus | null, description: string | null }> }
    & { ' $fragmentRefs'?: { 'OrderSummary_OrderFragment': OrderSummary_OrderFragment } }
  ) };

export type CancelOrderMutationVariables = Exact<{
  input: CancelOrderInput;
}>;


export type CancelOrderMutation = { cancelOrder: { order: { id: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type DeleteOrderMutationVariables = Exact<{
  input: OrderIdInput;
}>;


export type DeleteOrderMutation = { deleteOrder: { deletedOrderId: string | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type RemindToShipMutationVariables = Exact<{
  input: OrderIdInput;
}>;


export type RemindToShipMutation = { remindToShip: { order: { id: string } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type ConfirmReceiptMutationVariables = Exact<{
  input: OrderIdInput;
}>;


export type ConfirmReceiptMutation = { confirmReceipt: { order: { id: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type BuyAgainMutationVariables = Exact<{
  input: OrderIdInput;
}>;


export type BuyAgainMutation = { buyAgain: { addedCount: number | null, skippedCount: number | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type PayOrderWithBalanceMutationVariables = Exact<{
  input: PayOrderWithBalanceInput;
}>;


export type PayOrderWithBalanceMutation = { payOrderWithBalance: { order: { id: string, status: OrderStatus } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type OrderStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OrderStatusChangedSubscription = { orderStatusChanged: { orderId: string, status: OrderStatus } };

export type MyBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBalanceQuery = { myBalanceFen: number };

export type CashierQueryVariables = Exact<{
  orderId: string | number;
}>;


export type CashierQuery = { cashier: { orderId: string, orderNumber: string, payableFen: number, expiresAt: string, onlineMethods: Array<OnlinePaymentMethod> }, myRemittance: { id: string, status: RemittanceStatus, rejectReason: string | null } | null };

export type FriendPayOrderQueryVariables = Exact<{
  token: string;
}>;


export type FriendPayOrderQuery = { friendPayOrder: { orderId: string, orderNumber: string, payableFen: number, expiresAt: string, onlineMethods: Array<OnlinePaymentMethod> } };

export type PaymentResultQueryVariables = Exact<{
  orderId: string | number;
}>;


export type PaymentResultQuery = { paymentResult: { status: PaymentResultStatus, method: string | null, amountFen: number | null, reason: string | null } };

export type CreatePaymentMutationVariables = Exact<{
  input: CreatePaymentInput;
}>;


export type CreatePaymentMutation = { createPayment: { payment: { orderId: string, payUrl: string, qrCodeSvg: string } | null, userErrors: Array<{ message: string }> } };

export type CreateFriendPayLinkMutationVariables = Exact<{
  input: CreateFriendPayLinkInput;
}>;


export type CreateFriendPayLinkMutation = { createFriendPayLink: { link: { path: string } | null, userErrors: Array<{ message: string }> } };

export type PointsRulesPanel_RulesFragment = { pointsPerYuan: number, reviewPoints: number, reviewPhotoPoints: number, reviewMinCharacters: number, fenPerPoint: number, maxDeductionPercent: number, validityMonths: number } & { ' $fragmentName'?: 'PointsRulesPanel_RulesFragment' };

export type MyPointsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MyPointsQuery = { myPoints: { balance: number, expiringPoints: number, expiringAt: string | null }, myPointsEntries: { edges: Array<{ cursor: string, node: { id: string, points: number, kind: PointsEntryKind, description: string, orderId: string | null, orderNumber: string | null, at: string, balanceAfter: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, pointsRules: { ' $fragmentRefs'?: { 'PointsRulesPanel_RulesFragment': PointsRulesPanel_RulesFragment } } };

export type OrderQuantityPanel_ProductFragment = { id: string, moq: number, orderIncrement: number, stock: number, purchaseLimit: number | null, priceBreaks: Array<(
    { minQty: number, unitPriceMilli: number }
    & { ' $fragmentRefs'?: { 'PriceBreakTable_PriceBreakFragment': PriceBreakTable_PriceBreakFragment } }
  )> } & { ' $fragmentName'?: 'OrderQuantityPanel_ProductFragment' };

export type ParametersTable_ProductParameterFragment = { name: string, value: string } & { ' $fragmentName'?: 'ParametersTable_ProductParameterFragment' };

export type ParametersTable_SupplyFragment = { id: string, packaging: PartPackaging, packagingQuantity: number | null, rohs: RohsStatus, lifecycle: Lifecycle, onOrderQuantity: number, onOrderExpectedAt: string | null } & { ' $fragmentName'?: 'ParametersTable_SupplyFragment' };

export type PriceBreakTable_PriceBreakFragment = { minQty: number, unitPriceMilli: number } & { ' $fragmentName'?: 'PriceBreakTable_PriceBreakFragment' };

export type ProductDetail_ProductFragment = (
  { id: string, mpn: string, package: string, material: string | null, description: string, leadTimeDays: number, listPriceMilli: number, stock: number, moq: number, orderIncrement: number, batchNumber: string, purchaseLimit: number | null, datasheetUrl: string | null, imageUrl: string, status: ProductStatus, isFavourite: boolean, manufacturer: { id: string, name: string, country: string }, category: { id: string, name: string }, parameters: Array<{ ' $fragmentRefs'?: { 'ParametersTable_ProductParameterFragment': ParametersTable_ProductParameterFragment } }>, images: Array<{ id: string, url: string }> }
  & { ' $fragmentRefs'?: { 'ParametersTable_SupplyFragment': ParametersTable_SupplyFragment;'OrderQuantityPanel_ProductFragment': OrderQuantityPanel_ProductFragment } }
) & { ' $fragmentName'?: 'ProductDetail_ProductFragment' };

export type ProfileFields_ViewerFragment = { id: string, displayName: string, vip: number, nickName: string | null, avatarUrl: string | null, gender: Gender, birthday: string | null, location: string | null, firstName: string | null, lastName: string | null, companyName: string | null, companyPosition: string | null, email: string | null, phone: string | null, inviteCode: string, wechatBound: boolean } & { ' $fragmentName'?: 'ProfileFields_ViewerFragment' };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { me: { ' $fragmentRefs'?: { 'ProfileFields_ViewerFragment': ProfileFields_ViewerFragment } } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { viewer: { ' $fragmentRefs'?: { 'ProfileFields_ViewerFragment': ProfileFields_ViewerFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type RecommendedPartsQueryVariables = Exact<{
  excludeProductId?: string | number | null | undefined;
}>;


export type RecommendedPartsQuery = { recommendedParts: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )> };

export type SearchSuggestionsQueryVariables = Exact<{
  query: string;
  first: number;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: Array<{ kind: SearchSuggestionKind, text: string, productId: string | null, brandId: string | null, categoryId: string | null }> };

export type DidYouMeanQueryVariables = Exact<{
  query: string;
  first: number;
}>;


export type DidYouMeanQuery = { searchSuggestions: Array<{ kind: SearchSuggestionKind, text: string, productId: string | null, brandId: string | null, categoryId: string | null }> };

export type MySearchHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type MySearchHistoryQuery = { mySearchHistory: Array<string> };

export type RecordSearchMutationVariables = Exact<{
  query: string;
}>;


export type RecordSearchMutation = { recordSearch: { recorded: boolean | null } };

export type ClearSearchHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearSearchHistoryMutation = { clearSearchHistory: { clearedCount: number | null } };

export type RequestAccountCancellationMutationVariables = Exact<{
  input: RequestAccountCancellationInput;
}>;


export type RequestAccountCancellationMutation = { requestAccountCancellation: { request: { id: string, status: AccountCancellationStatus } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type WithdrawAccountCancellationMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawAccountCancellationMutation = { withdrawAccountCancellation: { request: { id: string, status: AccountCancellationStatus } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type BindAccountAddressMutationVariables = Exact<{
  input: BindAccountAddressInput;
}>;


export type BindAccountAddressMutation = { bindAccountAddress: { viewer: { id: string, email: string | null, phone: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { done: boolean | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type SetPaymentPasswordMutationVariables = Exact<{
  input: SetPaymentPasswordInput;
}>;


export type SetPaymentPasswordMutation = { setPaymentPassword: { done: boolean | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ChangePaymentPasswordMutationVariables = Exact<{
  input: ChangePaymentPasswordInput;
}>;


export type ChangePaymentPasswordMutation = { changePaymentPassword: { done: boolean | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ResetPaymentPasswordMutationVariables = Exact<{
  input: ResetPaymentPasswordInput;
}>;


export type ResetPaymentPasswordMutation = { resetPaymentPassword: { done: boolean | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type PreferencesSection_PreferencesFragment = { locale: Language | null, notifyOrderUpdates: boolean, notifyPromotions: boolean, notifyMessages: boolean, personalisedRecommendations: boolean } & { ' $fragmentName'?: 'PreferencesSection_PreferencesFragment' };

export type UpdatePreferencesMutationVariables = Exact<{
  input: UpdatePreferencesInput;
}>;


export type UpdatePreferencesMutation = { updatePreferences: { preferences: { ' $fragmentRefs'?: { 'PreferencesSection_PreferencesFragment': PreferencesSection_PreferencesFragment } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type VerifyRealNameMutationVariables = Exact<{
  input: VerifyRealNameInput;
}>;


export type VerifyRealNameMutation = { verifyRealName: { accountSecurity: { realName: string | null, idNumber: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type StaffTotpStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffTotpStatusQuery = { staffTotpStatus: { enrolled: boolean, required: boolean } };

export type StartOwnStaffTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartOwnStaffTotpEnrolmentMutation = { startStaffTotpEnrolment: { enrolment: { secret: string, qrCodeSvg: string } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type ConfirmStaffTotpMutationVariables = Exact<{
  input: ConfirmStaffTotpInput;
}>;


export type ConfirmStaffTotpMutation = { confirmStaffTotp: { enrolled: boolean | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type SavedLocaleQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedLocaleQuery = { myPreferences: { locale: Language | null } };

export type ServicesOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServicesOptionsQuery = { serviceOptions: { pcbLayers: Array<number>, pcbThicknessesMm: Array<number>, pcbCopperWeightsOz: Array<number>, pcbMinDimensionMm: number, pcbMaxDimensionMm: number, pcbMaxQuantity: number, aluminiumMaxLayers: number, assemblyMaxBoards: number, assemblyMaxSmtJoints: number, assemblyMaxThtJoints: number, customMaxQuantity: number, customDescriptionMinChars: number, customDescriptionMaxChars: number } };

export type ServicesPcbQuoteQueryVariables = Exact<{
  spec: PcbSpecInput;
}>;


export type ServicesPcbQuoteQuery = { pcbQuote: { quote: { setupFen: number, boardsFen: number, totalFen: number, quantityBreakPerMille: number } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ServicesAssemblyQuoteQueryVariables = Exact<{
  spec: AssemblySpecInput;
}>;


export type ServicesAssemblyQuoteQuery = { assemblyQuote: { quote: { setupFen: number, jointsFen: number, totalFen: number } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ServicesBomProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServicesBomProjectsQuery = { myBomProjects: Array<{ id: string, name: string }> };

export type ServicesSubmitPcbMutationVariables = Exact<{
  input: SubmitPcbRequestInput;
}>;


export type ServicesSubmitPcbMutation = { submitPcbRequest: { inquiry: { id: string, number: string } | null, serviceRequest: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ServiceRequestSummary_ServiceRequestFragment': ServiceRequestSummary_ServiceRequestFragment } }
    ) | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ServicesSubmitAssemblyMutationVariables = Exact<{
  input: SubmitAssemblyRequestInput;
}>;


export type ServicesSubmitAssemblyMutation = { submitAssemblyRequest: { inquiry: { id: string, number: string } | null, serviceRequest: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ServiceRequestSummary_ServiceRequestFragment': ServiceRequestSummary_ServiceRequestFragment } }
    ) | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ServicesSubmitCustomMutationVariables = Exact<{
  input: SubmitCustomRequestInput;
}>;


export type ServicesSubmitCustomMutation = { submitCustomRequest: { inquiry: { id: string, number: string } | null, serviceRequest: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ServiceRequestSummary_ServiceRequestFragment': ServiceRequestSummary_ServiceRequestFragment } }
    ) | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type AdminServicesFormulaQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminServicesFormulaQuery = { servicePriceFormula: { updatedAt: string | null, pcb: { setupFen: number, layerBands: Array<{ maxLayers: number, fenPerSquareMetre: number }>, thickness: Array<{ option: string, perMille: number }>, material: Array<{ option: string, perMille: number }>, surfaceFinish: Array<{ option: string, perMille: number }>, copperWeight: Array<{ option: string, perMille: number }>, solderMaskColour: Array<{ option: string, perMille: number }>, quantityBreaks: Array<{ minQuantity: number, perMille: number }> }, assembly: { setupFen: number, fenPerThousandSmtJoints: number, fenPerThousandThtJoints: number, doubleSidedPerMille: number } } };

export type AdminServicesUpdateFormulaMutationVariables = Exact<{
  input: UpdateServicePriceFormulaInput;
}>;


export type AdminServicesUpdateFormulaMutation = { updateServicePriceFormula: { formula: { updatedAt: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ServiceRequestSummary_ServiceRequestFragment = { id: string, kind: ServiceKind, indicativePriceFen: number | null, pcb: { layers: number, widthMm: number, heightMm: number, quantity: number, thicknessMm: number, material: PcbMaterial, surfaceFinish: SurfaceFinish, solderMaskColour: SolderMaskColour, silkscreenColour: SilkscreenColour, copperWeightOz: number } | null, assembly: { boards: number, smtJoints: number, thtJoints: number, sides: AssemblySides, bomProjectId: string | null, bomProjectName: string | null } | null, custom: { description: string, quantity: number, budgetFen: number | null } | null } & { ' $fragmentName'?: 'ServiceRequestSummary_ServiceRequestFragment' };

export type SessionUser_ViewerFragment = { id: string, displayName: string, vip: number } & { ' $fragmentName'?: 'SessionUser_ViewerFragment' };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { loggedOut: boolean | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type SessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionUserQuery = { me: { ' $fragmentRefs'?: { 'SessionUser_ViewerFragment': SessionUser_ViewerFragment } } };

export type StaffPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffPermissionsQuery = { me: { id: string, permissions: Array<Permission> } };

export type TopUpSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TopUpSettingsQuery = { topUpSettings: { minimumFen: number, maximumFen: number, dailyLimitFen: number, methods: Array<OnlinePaymentMethod> } };

export type StartTopUpMutationVariables = Exact<{
  input: StartTopUpInput;
}>;


export type StartTopUpMutation = { startTopUp: { start: { payUrl: string, qrCodeSvg: string, topUp: { id: string, amountFen: number, method: OnlinePaymentMethod, status: TopUpStatus } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type MyTopUpQueryVariables = Exact<{
  id: string | number;
}>;


export type MyTopUpQuery = { myTopUp: { id: string, amountFen: number, status: TopUpStatus } };

export type SpecialTopic_TopicFragment = { slug: string, title: string, description: string, partCount: number, parts: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
  )> } & { ' $fragmentName'?: 'SpecialTopic_TopicFragment' };

export type WalletRecordsQueryVariables = Exact<{
  kind?: BalanceEntryKind | null | undefined;
  month?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type WalletRecordsQuery = { myBalanceFen: number, myBalanceRecords: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, amountFen: number, kind: BalanceEntryKind, reference: string | null, orderId: string | null, reason: string, at: string } }> } };

export type MyWithdrawalsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWithdrawalsQuery = { myWithdrawals: { totalCount: number, edges: Array<{ node: { id: string, userId: string, userName: string, amountFen: number, feeFen: number, status: WithdrawalStatus, createdAt: string, decidedAt: string | null, rejectReason: string | null, payoutReference: string | null, actions: Array<WithdrawalAction>, account: { id: string, type: PayoutAccountType, institution: string, numberMasked: string, holderMasked: string } } }> } };

export type WithdrawFormQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawFormQuery = { myBalanceFen: number, withdrawalSettings: { minimumFen: number, dailyLimitFen: number, feeBasisPoints: number, minimumFeeFen: number }, myPayoutAccounts: Array<{ id: string, type: PayoutAccountType, institution: string, numberMasked: string, holderMasked: string }> };

export type RequestWithdrawalMutationVariables = Exact<{
  input: RequestWithdrawalInput;
}>;


export type RequestWithdrawalMutation = { requestWithdrawal: { withdrawal: { id: string, userId: string, userName: string, amountFen: number, feeFen: number, status: WithdrawalStatus, createdAt: string, decidedAt: string | null, rejectReason: string | null, payoutReference: string | null, actions: Array<WithdrawalAction>, account: { id: string, type: PayoutAccountType, institution: string, numberMasked: string, holderMasked: string } } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type CancelWithdrawalMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelWithdrawalMutation = { cancelWithdrawal: { withdrawal: { id: string, userId: string, userName: string, amountFen: number, feeFen: number, status: WithdrawalStatus, createdAt: string, decidedAt: string | null, rejectReason: string | null, payoutReference: string | null, actions: Array<WithdrawalAction>, account: { id: string, type: PayoutAccountType, institution: string, numberMasked: string, holderMasked: string } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type PayoutAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutAccountsQuery = { myPayoutAccounts: Array<{ id: string, type: PayoutAccountType, institution: string, numberMasked: string, holderMasked: string, createdAt: string }> };

export type BindPayoutAccountMutationVariables = Exact<{
  input: BindPayoutAccountInput;
}>;


export type BindPayoutAccountMutation = { bindPayoutAccount: { account: { id: string } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type UnbindPayoutAccountMutationVariables = Exact<{
  id: string | number;
}>;


export type UnbindPayoutAccountMutation = { unbindPayoutAccount: { removedId: string | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type WithdrawalQueueQueryVariables = Exact<{
  status?: WithdrawalStatus | null | undefined;
}>;


export type WithdrawalQueueQuery = { withdrawalQueue: { totalCount: number, edges: Array<{ node: { id: string, userId: string, userName: string, amountFen: number, feeFen: number, status: WithdrawalStatus, createdAt: string, decidedAt: string | null, rejectReason: string | null, payoutReference: string | null, actions: Array<WithdrawalAction>, account: { id: string, type: PayoutAccountType, institution: string, numberMasked: string, holderMasked: string } } }> } };

export type StartWithdrawalReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type StartWithdrawalReviewMutation = { startWithdrawalReview: { withdrawal: { id: string, userId: string, userName: string, amountFen: number, feeFen: number, status: WithdrawalStatus, createdAt: string, decidedAt: string | null, rejectReason: string | null, payoutReference: string | null, actions: Array<WithdrawalAction>, account: { id: string, type: PayoutAccountType, institution: string, numberMasked: string, holderMasked: string } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type ApproveWithdrawalMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveWithdrawalMutation = { approveWithdrawal: { withdrawal: { id: string, userId: string, userName: string, amountFen: number, feeFen: number, status: WithdrawalStatus, createdAt: string, decidedAt: string | null, rejectReason: string | null, payoutReference: string | null, actions: Array<WithdrawalAction>, account: { id: string, type: PayoutAccountType, institution: string, numberMasked: string, holderMasked: string } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type RejectWithdrawalMutationVariables = Exact<{
  input: RejectWithdrawalInput;
}>;


export type RejectWithdrawalMutation = { rejectWithdrawal: { withdrawal: { id: string, userId: string, userName: string, amountFen: number, feeFen: number, status: WithdrawalStatus, createdAt: string, decidedAt: string | null, rejectReason: string | null, payoutReference: string | null, actions: Array<WithdrawalAction>, account: { id: string, type: PayoutAccountType, institution: string, numberMasked: string, holderMasked: string } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type LedgerReconciliationQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type LedgerReconciliationQuery = { ledgerReconciliation: { balanced: boolean, walletsTotalFen: number, ledgerTotalFen: number, mismatchedUsers: number, days: Array<{ day: string, openingFen: number, creditsFen: number, debitsFen: number, closingFen: number, entries: number, balanced: boolean }> } };

export type WithdrawalStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WithdrawalStatusChangedSubscription = { withdrawalStatusChanged: { withdrawalId: string, status: WithdrawalStatus } };

export type IsPartWatchedQueryVariables = Exact<{
  productId: string | number;
}>;


export type IsPartWatchedQuery = { isPartWatched: boolean };

export type WatchPartMutationVariables = Exact<{
  productId: string | number;
}>;


export type WatchPartMutation = { watchPart: { watching: boolean | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type UnwatchPartMutationVariables = Exact<{
  productId: string | number;
}>;


export type UnwatchPartMutation = { unwatchPart: { watching: boolean | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type MyWebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWebhookEndpointsQuery = { myWebhookEndpoints: Array<{ id: string, url: string, events: Array<WebhookEvent>, createdAt: string, deliveries: Array<{ id: string, eventName: string, status: WebhookDeliveryStatus, attempts: number, responseStatus: number | null, durationMs: number | null, lastError: string | null, createdAt: string }> }> };

export type RegisterWebhookEndpointMutationVariables = Exact<{
  input: RegisterWebhookEndpointInput;
}>;


export type RegisterWebhookEndpointMutation = { registerWebhookEndpoint: { secret: string | null, endpoint: { id: string } | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: { deletedId: string | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: { delivery: { id: string } | null, userErrors: Array<{ code: ErrorCode, message: string }> } };

export type AnnouncementDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AnnouncementDetailQuery = { announcement: { id: string, title: string, bodyHtml: string, publishedAt: string } | null };

export type AnnouncementListQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnouncementListQuery = { announcementList: { totalCount: number, items: Array<{ id: string, title: string, body: string, publishedAt: string }> } };

export type SharedBomQuoteQueryVariables = Exact<{
  token: string;
}>;


export type SharedBomQuoteQuery = { sharedBomQuote: { name: string, boards: number, quote: { ' $fragmentRefs'?: { 'BomSavedQuoteView_QuoteFragment': BomSavedQuoteView_QuoteFragment } } } };

export type GoodsDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type GoodsDetailQuery = { product: (
    { id: string, mpn: string }
    & { ' $fragmentRefs'?: { 'ProductDetail_ProductFragment': ProductDetail_ProductFragment } }
  ) | null };

export type GoodsListQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  facetValues?: number | null | undefined;
}>;


export type GoodsListQuery = { products: { totalCount: number, totalCountCapped: boolean, facets: Array<{ ' $fragmentRefs'?: { 'ParameterFacets_FacetFragment': ParameterFacets_FacetFragment } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: (
        { id: string, moq: number, orderIncrement: number, stock: number, purchaseLimit: number | null, status: ProductStatus }
        & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment;'PartKeyFacts_ProductFragment': PartKeyFacts_ProductFragment } }
      ) }> } };

export type ArticleListQueryVariables = Exact<{ [key: string]: never; }>;


export type ArticleListQuery = { articles: { totalCount: number, items: Array<{ id: string, title: string, summary: string, body: string, publishedAt: string }> } };

export type ArticleDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleDetailQuery = { article: { id: string, title: string, bodyHtml: string, publishedAt: string } | null };

export type HomeBrandDetailsQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type HomeBrandDetailsQuery = { brand: (
    { id: string, name: string }
    & { ' $fragmentRefs'?: { 'BrandProfile_BrandFragment': BrandProfile_BrandFragment } }
  ) | null, products: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
      ) }> } };

export type HomeBrandQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeBrandQuery = { brands: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'BrandDirectory_BrandFragment': BrandDirectory_BrandFragment } }
  )> };

export type HelpCentreQueryVariables = Exact<{
  category?: FaqCategory | null | undefined;
  search?: string | null | undefined;
}>;


export type HelpCentreQuery = { faqs: Array<{ id: string, title: string, body: string, category: FaqCategory }> };

export type MyFeedbackQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFeedbackQuery = { myFeedback: Array<{ id: string, type: FeedbackType, content: string, contact: string | null, screenshotUrls: Array<string>, createdAt: string, reply: string | null, repliedAt: string | null }> };

export type HelpEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type HelpEntryQuery = { faq: { id: string, title: string, bodyHtml: string } | null };

export type RegistrationAgreementQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationAgreementQuery = { registrationAgreement: { id: string, title: string, bodyHtml: string, publishedAt: string } | null };

export type BrandHallPageQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandHallPageQuery = { brands: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'BrandHall_BrandFragment': BrandHall_BrandFragment } }
  )> };

export type SpecialTopicsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SpecialTopicsPageQuery = { specialTopics: Array<(
    { slug: string }
    & { ' $fragmentRefs'?: { 'SpecialTopic_TopicFragment': SpecialTopic_TopicFragment } }
  )> };

export type UserAddressPageQueryVariables = Exact<{ [key: string]: never; }>;


export type UserAddressPageQuery = { deliveryCountries: Array<string>, myAddresses: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'AddressCard_AddressFragment': AddressCard_AddressFragment } }
  )>, myPickupPersons: Array<{ id: string, name: string, areaCode: string, phone: string }>, pickupPoints: Array<{ id: string, name: string, address: string, openingHours: string, phone: string }> };

export type DeleteAddressMutationVariables = Exact<{
  input: DeleteAddressInput;
}>;


export type DeleteAddressMutation = { deleteAddress: { addresses: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'AddressCard_AddressFragment': AddressCard_AddressFragment } }
    )> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type SetDefaultAddressMutationVariables = Exact<{
  input: SetDefaultAddressInput;
}>;


export type SetDefaultAddressMutation = { setDefaultAddress: { addresses: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'AddressCard_AddressFragment': AddressCard_AddressFragment } }
    )> | null, userErrors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type MyFavouritesQueryVariables = Exact<{
  first: number;
}>;


export type MyFavouritesQuery = { myFavourites: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
      ) }> } };

export type MyFootprintsQueryVariables = Exact<{
  first: number;
}>;


export type MyFootprintsQuery = { myFootprints: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'ProductCard_ProductFragment': ProductCard_ProductFragment } }
      ) }> } };

export type ClearFootprintsMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearFootprintsMutation = { clearFootprints: { clearedCount: number | null } };

export type UserSecurityPageQueryVariables = Exact<{ [key: string]: never; }>;


export type UserSecurityPageQuery = { me: { id: string, email: string | null, phone: string | null, permissions: Array<Permission> }, accountSecurity: { hasPassword: boolean, hasPaymentPassword: boolean, paymentLockedUntil: string | null, realName: string | null, idNumber: string | null }, myPreferences: { ' $fragmentRefs'?: { 'PreferencesSection_PreferencesFragment': PreferencesSection_PreferencesFragment } }, myAccountCancellation: { id: string, status: AccountCancellationStatus } | null };

export type UserPageQueryVariables = Exact<{ [key: string]: never; }>;


export type UserPageQuery = { me: (
    { id: string, permissions: Array<Permission> }
    & { ' $fragmentRefs'?: { 'ProfileSummary_ViewerFragment': ProfileSummary_ViewerFragment;'InvitationCard_ViewerFragment': InvitationCard_ViewerFragment } }
  ) };

export const InvitationCard_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationCard_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}}]} as unknown as DocumentNode<InvitationCard_ViewerFragment, unknown>;
export const ProfileSummary_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSummary_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<ProfileSummary_ViewerFragment, unknown>;
export const SessionCard_SessionInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionCard_sessionInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]} as unknown as DocumentNode<SessionCard_SessionInfoFragment, unknown>;
export const AddressCard_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressCard_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<AddressCard_AddressFragment, unknown>;
export const StaffPartFields_PartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPartFields_part"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"batchNumber"}},{"kind":"Field","name":{"kind":"Name","value":"datasheetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}}]} as unknown as DocumentNode<StaffPartFields_PartFragment, unknown>;
export const StaffCategoryFields_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCategoryFields_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<StaffCategoryFields_CategoryFragment, unknown>;
export const StaffMakerFields_MakerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMakerFields_maker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMaker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}}]}}]} as unknown as DocumentNode<StaffMakerFields_MakerFragment, unknown>;
export const CatalogImportConsole_ImportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogImportConsole_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"headerRow"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]}}]} as unknown as DocumentNode<CatalogImportConsole_ImportFragment, unknown>;
export const StaffRefund_RefundFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRefund_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferProofUrls"}}]}}]} as unknown as DocumentNode<StaffRefund_RefundFragment, unknown>;
export const StaffCustomerDetail_DetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCustomerDetail_detail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCustomerDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceFen"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}}]}}]}}]} as unknown as DocumentNode<StaffCustomerDetail_DetailFragment, unknown>;
export const StaffMemberRow_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}}]}}]} as unknown as DocumentNode<StaffMemberRow_MemberFragment, unknown>;
export const CouponTemplateDetail_TemplateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponTemplateDetail_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountKind"}},{"kind":"Field","name":{"kind":"Name","value":"amountOffFen"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdFen"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manufacturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"validDays"}},{"kind":"Field","name":{"kind":"Name","value":"claimStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"claimedCount"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"publicClaim"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CouponTemplateDetail_TemplateFragment, unknown>;
export const AfterSaleSummary_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AfterSaleSummary_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AfterSaleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundFen"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AfterSaleSummary_RequestFragment, unknown>;
export const BargainOfferCard_OfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BargainOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}}]}}]} as unknown as DocumentNode<BargainOfferCard_OfferFragment, unknown>;
export const BargainView_BargainFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainView_bargain"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bargain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutsMade"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerNickname"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"hasCut"}},{"kind":"Field","name":{"kind":"Name","value":"canCut"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainOfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"amountMilli"}},{"kind":"Field","name":{"kind":"Name","value":"priceAfterMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BargainOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}}]}}]} as unknown as DocumentNode<BargainView_BargainFragment, unknown>;
export const BomQuoteTable_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomQuoteTable_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"excludedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityIssue"}},{"kind":"Field","name":{"kind":"Name","value":"exclusion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"alternatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"nextBreakHint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"savingFen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BomQuoteTable_QuoteFragment, unknown>;
export const BomSavedQuoteView_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomSavedQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"previousPricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalChangeFen"}},{"kind":"Field","name":{"kind":"Name","value":"changedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}}]}}]}}]} as unknown as DocumentNode<BomSavedQuoteView_QuoteFragment, unknown>;
export const BomSavedQuotePanel_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuoteView_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomSavedQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"previousPricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalChangeFen"}},{"kind":"Field","name":{"kind":"Name","value":"changedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}}]}}]}}]} as unknown as DocumentNode<BomSavedQuotePanel_ProjectFragment, unknown>;
export const BomSavedQuotePanel_PayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProjectPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomSavedQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"previousPricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalChangeFen"}},{"kind":"Field","name":{"kind":"Name","value":"changedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuoteView_quote"}}]}}]}}]} as unknown as DocumentNode<BomSavedQuotePanel_PayloadFragment, unknown>;
export const DownloadFile_PayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadFile_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportBomQuotePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DownloadFile_PayloadFragment, unknown>;
export const BrandHall_BrandFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandHall_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<BrandHall_BrandFragment, unknown>;
export const BrandDirectory_BrandFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandDirectory_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<BrandDirectory_BrandFragment, unknown>;
export const BrandProfile_BrandFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandProfile_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<BrandProfile_BrandFragment, unknown>;
export const CartLineRow_CartLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"quotedInquiryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CartLineRow_CartLineFragment, unknown>;
export const CartView_CartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectedSubtotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_cartLine"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"quotedInquiryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CartView_CartFragment, unknown>;
export const CategoryTree_CategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTree_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<CategoryTree_CategoryFragment, unknown>;
export const ParameterFacets_FacetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFacets_facet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParameterFacet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"siNumber"}}]}}]}}]} as unknown as DocumentNode<ParameterFacets_FacetFragment, unknown>;
export const PartKeyFacts_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartKeyFacts_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}},{"kind":"Field","name":{"kind":"Name","value":"rohs"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderExpectedAt"}}]}}]} as unknown as DocumentNode<PartKeyFacts_ProductFragment, unknown>;
export const ChatConversation_ConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerVip"}},{"kind":"Field","name":{"kind":"Name","value":"customerSince"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductId"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductMpn"}},{"kind":"Field","name":{"kind":"Name","value":"contextOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ChatConversation_ConversationFragment, unknown>;
export const ChatMessage_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"systemEvent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<ChatMessage_MessageFragment, unknown>;
export const OfferTicket_OfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferTicket_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountKind"}},{"kind":"Field","name":{"kind":"Name","value":"amountOffFen"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdFen"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"validDays"}},{"kind":"Field","name":{"kind":"Name","value":"claimEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"canClaim"}}]}}]} as unknown as DocumentNode<OfferTicket_OfferFragment, unknown>;
export const MyCouponTicket_CouponFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyCouponTicket_coupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCoupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountKind"}},{"kind":"Field","name":{"kind":"Name","value":"amountOffFen"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdFen"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manufacturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}}]}}]} as unknown as DocumentNode<MyCouponTicket_CouponFragment, unknown>;
export const FeaturedBrands_BrandFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeaturedBrands_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<FeaturedBrands_BrandFragment, unknown>;
export const LatestAnnouncements_AnnouncementFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LatestAnnouncements_announcement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<LatestAnnouncements_AnnouncementFragment, unknown>;
export const ServiceRequestSummary_ServiceRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"indicativePriceFen"}},{"kind":"Field","name":{"kind":"Name","value":"pcb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layers"}},{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceFinish"}},{"kind":"Field","name":{"kind":"Name","value":"solderMaskColour"}},{"kind":"Field","name":{"kind":"Name","value":"silkscreenColour"}},{"kind":"Field","name":{"kind":"Name","value":"copperWeightOz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assembly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"smtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"thtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"custom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFen"}}]}}]}}]} as unknown as DocumentNode<ServiceRequestSummary_ServiceRequestFragment, unknown>;
export const InquiryDetail_InquiryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InquiryDetail_inquiry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"annualUsage"}},{"kind":"Field","name":{"kind":"Name","value":"targetUnitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"salesSpecialist"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValid"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quoteLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"leadTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyAttachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"indicativePriceFen"}},{"kind":"Field","name":{"kind":"Name","value":"pcb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layers"}},{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceFinish"}},{"kind":"Field","name":{"kind":"Name","value":"solderMaskColour"}},{"kind":"Field","name":{"kind":"Name","value":"silkscreenColour"}},{"kind":"Field","name":{"kind":"Name","value":"copperWeightOz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assembly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"smtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"thtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"custom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFen"}}]}}]}}]} as unknown as DocumentNode<InquiryDetail_InquiryFragment, unknown>;
export const LuckyDrawPrize_PrizeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LuckyDrawPrize_prize"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawPrize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPpm"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"initialStock"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<LuckyDrawPrize_PrizeFragment, unknown>;
export const LuckyDrawRecord_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LuckyDrawRecord_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawKind"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"prizeId"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKind"}},{"kind":"Field","name":{"kind":"Name","value":"prizeTitle"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LuckyDrawRecord_RecordFragment, unknown>;
export const StaffLuckyDraw_DrawFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLuckyDraw_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLuckyDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerOpenFen"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPpm"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"initialStock"}},{"kind":"Field","name":{"kind":"Name","value":"couponTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"prizesLeft"}}]}}]}}]} as unknown as DocumentNode<StaffLuckyDraw_DrawFragment, unknown>;
export const MembershipLevelsTable_LevelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipLevelsTable_level"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"growthRequired"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"pointsMultiplierPercent"}},{"kind":"Field","name":{"kind":"Name","value":"perks"}}]}}]} as unknown as DocumentNode<MembershipLevelsTable_LevelFragment, unknown>;
export const MessageItem_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageItem_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<MessageItem_MessageFragment, unknown>;
export const OrderSummary_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}}]}}]}}]} as unknown as DocumentNode<OrderSummary_OrderFragment, unknown>;
export const PointsRulesPanel_RulesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PointsRulesPanel_rules"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PointsRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsPerYuan"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPoints"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPhotoPoints"}},{"kind":"Field","name":{"kind":"Name","value":"reviewMinCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"fenPerPoint"}},{"kind":"Field","name":{"kind":"Name","value":"maxDeductionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"validityMonths"}}]}}]} as unknown as DocumentNode<PointsRulesPanel_RulesFragment, unknown>;
export const ParametersTable_ProductParameterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParametersTable_productParameter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductParameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]} as unknown as DocumentNode<ParametersTable_ProductParameterFragment, unknown>;
export const ParametersTable_SupplyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParametersTable_supply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"packagingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"rohs"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderExpectedAt"}}]}}]} as unknown as DocumentNode<ParametersTable_SupplyFragment, unknown>;
export const PriceBreakTable_PriceBreakFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceBreakTable_priceBreak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}}]}}]} as unknown as DocumentNode<PriceBreakTable_PriceBreakFragment, unknown>;
export const OrderQuantityPanel_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuantityPanel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceBreakTable_priceBreak"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceBreakTable_priceBreak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}}]}}]} as unknown as DocumentNode<OrderQuantityPanel_ProductFragment, unknown>;
export const ProductDetail_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParametersTable_productParameter"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParametersTable_supply"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"batchNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseLimit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderQuantityPanel_product"}},{"kind":"Field","name":{"kind":"Name","value":"datasheetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceBreakTable_priceBreak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParametersTable_productParameter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductParameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParametersTable_supply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"packagingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"rohs"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderExpectedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuantityPanel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceBreakTable_priceBreak"}}]}}]}}]} as unknown as DocumentNode<ProductDetail_ProductFragment, unknown>;
export const ProfileFields_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyPosition"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"wechatBound"}}]}}]} as unknown as DocumentNode<ProfileFields_ViewerFragment, unknown>;
export const PreferencesSection_PreferencesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesSection_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOrderUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPromotions"}},{"kind":"Field","name":{"kind":"Name","value":"notifyMessages"}},{"kind":"Field","name":{"kind":"Name","value":"personalisedRecommendations"}}]}}]} as unknown as DocumentNode<PreferencesSection_PreferencesFragment, unknown>;
export const SessionUser_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}}]}}]} as unknown as DocumentNode<SessionUser_ViewerFragment, unknown>;
export const ProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<ProductCard_ProductFragment, unknown>;
export const SpecialTopic_TopicFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpecialTopic_topic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<SpecialTopic_TopicFragment, unknown>;
export const SiteFooterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteFooter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"addressZh"}},{"kind":"Field","name":{"kind":"Name","value":"addressEn"}}]}}]}}]} as unknown as DocumentNode<SiteFooterQuery, SiteFooterQueryVariables>;
export const StaffCancellationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCancellations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountCancellationStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCancellationRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userDisplayName"}}]}}]}}]} as unknown as DocumentNode<StaffCancellationsQuery, StaffCancellationsQueryVariables>;
export const StaffDecideCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffDecideCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideAccountCancellationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideAccountCancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StaffDecideCancellationMutation, StaffDecideCancellationMutationVariables>;
export const AccountFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCouponCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unused"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AccountFiguresQuery, AccountFiguresQueryVariables>;
export const AccountSecurityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionCard_sessionInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionCard_sessionInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]} as unknown as DocumentNode<AccountSecurityQuery, AccountSecurityQueryVariables>;
export const RevokeOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeOtherSessionsMutation, RevokeOtherSessionsMutationVariables>;
export const AddAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressCard_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressCard_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<AddAddressMutation, AddAddressMutationVariables>;
export const UpdateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressCard_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressCard_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const AddPickupPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPickupPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPickupPersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPickupPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupPerson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AddPickupPersonMutation, AddPickupPersonMutationVariables>;
export const UpdatePickupPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePickupPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePickupPersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePickupPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupPerson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePickupPersonMutation, UpdatePickupPersonMutationVariables>;
export const DeletePickupPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePickupPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePickupPersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePickupPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedPickupPersonId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePickupPersonMutation, DeletePickupPersonMutationVariables>;
export const ActivityPartSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityPartSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mpns"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partsByMpn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mpns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mpns"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"exact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}}]} as unknown as DocumentNode<ActivityPartSearchQuery, ActivityPartSearchQueryVariables>;
export const StaffActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"abnormalReason"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<StaffActivitiesQuery, StaffActivitiesQueryVariables>;
export const StartActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartActivityMutation, StartActivityMutationVariables>;
export const PauseActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PauseActivityMutation, PauseActivityMutationVariables>;
export const ResumeActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeActivityMutation, ResumeActivityMutationVariables>;
export const EndActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EndActivityMutation, EndActivityMutationVariables>;
export const StaffActivityChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StaffActivityChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StaffActivityChangedSubscription, StaffActivityChangedSubscriptionVariables>;
export const StaffBargainOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffBargainOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffBargainOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"bought"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cuts"}}]}}]}}]}}]} as unknown as DocumentNode<StaffBargainOffersQuery, StaffBargainOffersQueryVariables>;
export const BargainPanelPartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BargainPanelPart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mpns"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partsByMpn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mpns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mpns"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"exact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}}]}}]} as unknown as DocumentNode<BargainPanelPartQuery, BargainPanelPartQueryVariables>;
export const CreateBargainOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBargainOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBargainOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBargainOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBargainOfferMutation, CreateBargainOfferMutationVariables>;
export const UpdateBargainOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBargainOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBargainOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBargainOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBargainOfferMutation, UpdateBargainOfferMutationVariables>;
export const StaffFlashSaleSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffFlashSaleSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffFlashSaleSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salePriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"soldPercent"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remindersSet"}}]}}]}}]} as unknown as DocumentNode<StaffFlashSaleSessionQuery, StaffFlashSaleSessionQueryVariables>;
export const StaffFlashSaleProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StaffFlashSaleProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flashSaleChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"soldPercent"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<StaffFlashSaleProgressSubscription, StaffFlashSaleProgressSubscriptionVariables>;
export const CreateFlashSaleSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFlashSaleSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFlashSaleSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFlashSaleSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateFlashSaleSessionMutation, CreateFlashSaleSessionMutationVariables>;
export const UpdateFlashSaleSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFlashSaleSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFlashSaleSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFlashSaleSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFlashSaleSessionMutation, UpdateFlashSaleSessionMutationVariables>;
export const AdminAfterSaleQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAfterSaleQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAfterSaleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffAfterSaleRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundFen"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminAfterSaleQueueQuery, AdminAfterSaleQueueQueryVariables>;
export const AdminAfterSaleDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAfterSaleDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLineId"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"refundFen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"proofImageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"refundFen"}},{"kind":"Field","name":{"kind":"Name","value":"freightRefundFen"}},{"kind":"Field","name":{"kind":"Name","value":"returnAddress"}},{"kind":"Field","name":{"kind":"Name","value":"returnDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnCarrier"}},{"kind":"Field","name":{"kind":"Name","value":"returnWaybillNumber"}},{"kind":"Field","name":{"kind":"Name","value":"returnShippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replacementCarrier"}},{"kind":"Field","name":{"kind":"Name","value":"replacementWaybillNumber"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"proofRequest"}},{"kind":"Field","name":{"kind":"Name","value":"goodsFine"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAfterSaleDetailQuery, AdminAfterSaleDetailQueryVariables>;
export const AdminApproveAfterSaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveAfterSale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AfterSaleIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAfterSale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApproveAfterSaleMutation, AdminApproveAfterSaleMutationVariables>;
export const AdminRejectAfterSaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectAfterSale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectAfterSaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectAfterSale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectAfterSaleMutation, AdminRejectAfterSaleMutationVariables>;
export const AdminRequestAfterSaleProofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRequestAfterSaleProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestAfterSaleProofInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAfterSaleProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRequestAfterSaleProofMutation, AdminRequestAfterSaleProofMutationVariables>;
export const AdminReceiveAfterSaleReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReceiveAfterSaleReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiveAfterSaleReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveAfterSaleReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReceiveAfterSaleReturnMutation, AdminReceiveAfterSaleReturnMutationVariables>;
export const AdminIssueAfterSaleRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminIssueAfterSaleRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AfterSaleIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueAfterSaleRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminIssueAfterSaleRefundMutation, AdminIssueAfterSaleRefundMutationVariables>;
export const AdminShipAfterSaleReplacementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminShipAfterSaleReplacement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipAfterSaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipAfterSaleReplacement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminShipAfterSaleReplacementMutation, AdminShipAfterSaleReplacementMutationVariables>;
export const AdminCustomerChatHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomerChatHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerChatHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"systemEvent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCustomerChatHistoryQuery, AdminCustomerChatHistoryQueryVariables>;
export const AdminAfterSaleQueueChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminAfterSaleQueueChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleQueueChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminAfterSaleQueueChangedSubscription, AdminAfterSaleQueueChangedSubscriptionVariables>;
export const StaffAuditEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAuditEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffAuditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffAuditEntriesQuery, StaffAuditEntriesQueryVariables>;
export const AuditStaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditStaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<AuditStaffMembersQuery, AuditStaffMembersQueryVariables>;
export const CustomerBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceFen"}}]}}]}}]} as unknown as DocumentNode<CustomerBalanceQuery, CustomerBalanceQueryVariables>;
export const BalanceCustomerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BalanceCustomerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BalanceCustomerSearchQuery, BalanceCustomerSearchQueryVariables>;
export const BalanceAdjustmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BalanceAdjustments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceAdjustments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BalanceAdjustmentsQuery, BalanceAdjustmentsQueryVariables>;
export const AdjustCustomerBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustCustomerBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustBalanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceFen"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdjustCustomerBalanceMutation, AdjustCustomerBalanceMutationVariables>;
export const BroadcastAudienceSizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BroadcastAudienceSize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BroadcastAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"broadcastAudienceSize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}}]}]}}]} as unknown as DocumentNode<BroadcastAudienceSizeQuery, BroadcastAudienceSizeQueryVariables>;
export const SentBroadcastsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SentBroadcasts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"broadcasts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"orderedWithinDays"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SentBroadcastsQuery, SentBroadcastsQueryVariables>;
export const SendBroadcastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendBroadcast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendBroadcastInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBroadcast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"broadcast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SendBroadcastMutation, SendBroadcastMutationVariables>;
export const AdminStaffPartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaffParts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPartFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffParts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminStaffPartsQuery, AdminStaffPartsQueryVariables>;
export const AdminStaffPartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaffPart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffPart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffPartFields_part"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPartFields_part"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"batchNumber"}},{"kind":"Field","name":{"kind":"Name","value":"datasheetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStaffPartQuery, AdminStaffPartQueryVariables>;
export const AdminCatalogReferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCatalogReferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCategoryFields_category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffMakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMakerFields_maker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCategoryFields_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMakerFields_maker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMaker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}}]}}]} as unknown as DocumentNode<AdminCatalogReferencesQuery, AdminCatalogReferencesQueryVariables>;
export const AdminSavePartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSavePart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStaffPart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffPartFields_part"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPartFields_part"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"batchNumber"}},{"kind":"Field","name":{"kind":"Name","value":"datasheetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSavePartMutation, AdminSavePartMutationVariables>;
export const AdminSetPartShelfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetPartShelf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPartShelfInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffPartShelf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetPartShelfMutation, AdminSetPartShelfMutationVariables>;
export const AdminReorderPartImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReorderPartImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderPartImagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderStaffPartImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReorderPartImagesMutation, AdminReorderPartImagesMutationVariables>;
export const AdminRemovePartImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemovePartImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemovePartImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStaffPartImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRemovePartImageMutation, AdminRemovePartImageMutationVariables>;
export const AdminCreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCategoryFields_category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCategoryFields_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<AdminCreateCategoryMutation, AdminCreateCategoryMutationVariables>;
export const AdminRenameCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRenameCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameStaffCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCategoryFields_category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCategoryFields_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<AdminRenameCategoryMutation, AdminRenameCategoryMutationVariables>;
export const AdminMoveCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMoveCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveStaffCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCategoryFields_category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCategoryFields_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<AdminMoveCategoryMutation, AdminMoveCategoryMutationVariables>;
export const AdminSetCategoryParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetCategoryParameters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCategoryParametersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffCategoryParameters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCategoryFields_category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCategoryFields_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<AdminSetCategoryParametersMutation, AdminSetCategoryParametersMutationVariables>;
export const AdminSaveMakerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveMaker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveMakerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStaffMaker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMakerFields_maker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMakerFields_maker"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMaker"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}}]}}]} as unknown as DocumentNode<AdminSaveMakerMutation, AdminSaveMakerMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ordersPlaced"}},{"kind":"Field","name":{"kind":"Name","value":"ordersPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidShare"}},{"kind":"Field","name":{"kind":"Name","value":"revenueFen"}},{"kind":"Field","name":{"kind":"Name","value":"inquiriesReceived"}},{"kind":"Field","name":{"kind":"Name","value":"inquiriesReplied"}},{"kind":"Field","name":{"kind":"Name","value":"averageReplySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chatsOpened"}},{"kind":"Field","name":{"kind":"Name","value":"chatsClaimed"}},{"kind":"Field","name":{"kind":"Name","value":"averageChatWaitSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersPlaced"}},{"kind":"Field","name":{"kind":"Name","value":"ordersPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidShare"}},{"kind":"Field","name":{"kind":"Name","value":"revenueFen"}},{"kind":"Field","name":{"kind":"Name","value":"inquiriesReceived"}},{"kind":"Field","name":{"kind":"Name","value":"inquiriesReplied"}},{"kind":"Field","name":{"kind":"Name","value":"averageReplySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chatsOpened"}},{"kind":"Field","name":{"kind":"Name","value":"chatsClaimed"}},{"kind":"Field","name":{"kind":"Name","value":"averageChatWaitSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersPlaced"}},{"kind":"Field","name":{"kind":"Name","value":"ordersPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidShare"}},{"kind":"Field","name":{"kind":"Name","value":"revenueFen"}},{"kind":"Field","name":{"kind":"Name","value":"inquiriesReceived"}},{"kind":"Field","name":{"kind":"Name","value":"inquiriesReplied"}},{"kind":"Field","name":{"kind":"Name","value":"averageReplySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chatsOpened"}},{"kind":"Field","name":{"kind":"Name","value":"chatsClaimed"}},{"kind":"Field","name":{"kind":"Name","value":"averageChatWaitSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unansweredInquiries"}},{"kind":"Field","name":{"kind":"Name","value":"chatsWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"longestChatWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockTotal"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockParts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const CatalogImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogImportConsole_import"}},{"kind":"Field","name":{"kind":"Name","value":"headRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogImportConsole_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"headerRow"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]}}]} as unknown as DocumentNode<CatalogImportQuery, CatalogImportQueryVariables>;
export const CatalogImportPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogImportPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogImportPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogImportPreviewQuery, CatalogImportPreviewQueryVariables>;
export const MapCatalogImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapCatalogImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapCatalogImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapCatalogImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogImportConsole_import"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogImportConsole_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"headerRow"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]}}]} as unknown as DocumentNode<MapCatalogImportMutation, MapCatalogImportMutationVariables>;
export const StartCatalogImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCatalogImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCatalogImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogImportConsole_import"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogImportConsole_import"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"headerRow"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]}}]} as unknown as DocumentNode<StartCatalogImportMutation, StartCatalogImportMutationVariables>;
export const StaffInvoiceRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffInvoiceRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInvoiceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffInvoiceRequestsQuery, StaffInvoiceRequestsQueryVariables>;
export const StaffIssueInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffIssueInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<StaffIssueInvoiceMutation, StaffIssueInvoiceMutationVariables>;
export const AdminOrdersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrdersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moneyToReturn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"moneyToReturn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moneyToReturn"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstMpn"}},{"kind":"Field","name":{"kind":"Name","value":"moneyToReturnFen"}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrdersListQuery, AdminOrdersListQueryVariables>;
export const AdminOrderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffActions"}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"itemsFen"}},{"kind":"Field","name":{"kind":"Name","value":"memberDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"couponDeductionFen"}},{"kind":"Field","name":{"kind":"Name","value":"pointsDeductionFen"}},{"kind":"Field","name":{"kind":"Name","value":"freightFen"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"paidFen"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointName"}},{"kind":"Field","name":{"kind":"Name","value":"pointAddress"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"personPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"moneyToReturnFen"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"transactionRef"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"returnReason"}},{"kind":"Field","name":{"kind":"Name","value":"toReturn"}},{"kind":"Field","name":{"kind":"Name","value":"returning"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remittances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrls"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrderDetailQuery, AdminOrderDetailQueryVariables>;
export const AdminApproveOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApproveOrderMutation, AdminApproveOrderMutationVariables>;
export const AdminRejectOrderApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectOrderApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectOrderApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectOrderApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectOrderApprovalMutation, AdminRejectOrderApprovalMutationVariables>;
export const AdminShipOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminShipOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminShipOrderMutation, AdminShipOrderMutationVariables>;
export const AdminAddTrackingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddTracking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddLogisticsEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLogisticsEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAddTrackingMutation, AdminAddTrackingMutationVariables>;
export const AdminConfirmRemittanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminConfirmRemittance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmRemittanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRemittance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remittance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminConfirmRemittanceMutation, AdminConfirmRemittanceMutationVariables>;
export const AdminRejectRemittanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectRemittance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectRemittanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRemittance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remittance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectRemittanceMutation, AdminRejectRemittanceMutationVariables>;
export const ChatCustomerRecentOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatCustomerRecentOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerRecentOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"firstMpn"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}}]}}]} as unknown as DocumentNode<ChatCustomerRecentOrdersQuery, ChatCustomerRecentOrdersQueryVariables>;
export const AdminOrderRefundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderRefunds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderRefunds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRefund_refund"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRefund_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferProofUrls"}}]}}]} as unknown as DocumentNode<AdminOrderRefundsQuery, AdminOrderRefundsQueryVariables>;
export const AdminRefundsToTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRefundsToTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRefunds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffRefund_refund"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffRefund_refund"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferProofUrls"}}]}}]} as unknown as DocumentNode<AdminRefundsToTransferQuery, AdminRefundsToTransferQueryVariables>;
export const AdminCancelPaidOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelPaidOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPaidOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPaidOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCancelPaidOrderMutation, AdminCancelPaidOrderMutationVariables>;
export const StaffCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffCustomersQuery, StaffCustomersQueryVariables>;
export const StaffCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCustomerDetail_detail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCustomerDetail_detail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCustomerDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceFen"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}}]}}]}}]} as unknown as DocumentNode<StaffCustomerQuery, StaffCustomerQueryVariables>;
export const DisableCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAccountStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCustomerDetail_detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCustomerDetail_detail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCustomerDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceFen"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}}]}}]}}]} as unknown as DocumentNode<DisableCustomerMutation, DisableCustomerMutationVariables>;
export const EnableCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAccountStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCustomerDetail_detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCustomerDetail_detail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCustomerDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceFen"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}}]}}]}}]} as unknown as DocumentNode<EnableCustomerMutation, EnableCustomerMutationVariables>;
export const StaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberRow_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}}]}}]} as unknown as DocumentNode<StaffMembersQuery, StaffMembersQueryVariables>;
export const CreateStaffAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaffAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStaffAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberRow_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}}]}}]} as unknown as DocumentNode<CreateStaffAccountMutation, CreateStaffAccountMutationVariables>;
export const SetStaffRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetStaffRolesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberRow_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}}]}}]} as unknown as DocumentNode<SetStaffRolesMutation, SetStaffRolesMutationVariables>;
export const DisableStaffAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableStaffAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableStaffAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberRow_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}}]}}]} as unknown as DocumentNode<DisableStaffAccountMutation, DisableStaffAccountMutationVariables>;
export const EnableStaffAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableStaffAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableStaffAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberRow_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnrolled"}}]}}]} as unknown as DocumentNode<EnableStaffAccountMutation, EnableStaffAccountMutationVariables>;
export const AdminCouponTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCouponTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponTemplateStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCouponTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"claimedCount"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"publicClaim"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCouponTemplatesQuery, AdminCouponTemplatesQueryVariables>;
export const AdminCouponTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCouponTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCouponTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponTemplateDetail_template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponTemplateDetail_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountKind"}},{"kind":"Field","name":{"kind":"Name","value":"amountOffFen"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdFen"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manufacturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"validDays"}},{"kind":"Field","name":{"kind":"Name","value":"claimStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"claimedCount"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"publicClaim"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCouponTemplateQuery, AdminCouponTemplateQueryVariables>;
export const AdminSaveCouponTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveCouponTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCouponTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCouponTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponTemplateDetail_template"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponTemplateDetail_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountKind"}},{"kind":"Field","name":{"kind":"Name","value":"amountOffFen"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdFen"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manufacturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"validDays"}},{"kind":"Field","name":{"kind":"Name","value":"claimStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"claimedCount"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"publicClaim"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminSaveCouponTemplateMutation, AdminSaveCouponTemplateMutationVariables>;
export const AdminSetCouponTemplateStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetCouponTemplateStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCouponTemplateStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCouponTemplateStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetCouponTemplateStatusMutation, AdminSetCouponTemplateStatusMutationVariables>;
export const AdminIssueCouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminIssueCoupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueCouponsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueCoupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issuedCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminIssueCouponsMutation, AdminIssueCouponsMutationVariables>;
export const AdminCreateDiscountCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateDiscountCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDiscountCodesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDiscountCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateDiscountCodesMutation, AdminCreateDiscountCodesMutationVariables>;
export const AdminDiscountCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDiscountCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffDiscountCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"singleUse"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminDiscountCodesQuery, AdminDiscountCodesQueryVariables>;
export const AdminCouponClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCouponClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCouponClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCouponClaimsQuery, AdminCouponClaimsQueryVariables>;
export const AdminCouponScopeChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCouponScopeChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminCouponScopeChoicesQuery, AdminCouponScopeChoicesQueryVariables>;
export const AdminCouponScopePartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCouponScopePart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mpns"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partsByMpn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mpns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mpns"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"exact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCouponScopePartQuery, AdminCouponScopePartQueryVariables>;
export const AdminInvitationRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvitationRewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationRewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"couponTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"couponTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffCouponTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminInvitationRewardsQuery, AdminInvitationRewardsQueryVariables>;
export const AdminUpdateInvitationRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateInvitationRewards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInvitationRewardsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvitationRewards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateInvitationRewardsMutation, AdminUpdateInvitationRewardsMutationVariables>;
export const AdminMembershipSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembershipSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"growthRequired"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"pointsMultiplierPercent"}},{"kind":"Field","name":{"kind":"Name","value":"nameTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"perkTranslations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"priceFen"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<AdminMembershipSettingsQuery, AdminMembershipSettingsQueryVariables>;
export const AdminSaveMembershipLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveMembershipLevels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveMembershipLevelsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMembershipLevels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSaveMembershipLevelsMutation, AdminSaveMembershipLevelsMutationVariables>;
export const AdminSaveMembershipPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveMembershipPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveMembershipPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMembershipPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"priceFen"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSaveMembershipPlanMutation, AdminSaveMembershipPlanMutationVariables>;
export const AdminPointsRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPointsRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsPerYuan"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPoints"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPhotoPoints"}},{"kind":"Field","name":{"kind":"Name","value":"fenPerPoint"}},{"kind":"Field","name":{"kind":"Name","value":"maxDeductionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"validityMonths"}},{"kind":"Field","name":{"kind":"Name","value":"reviewMinCharacters"}}]}}]}}]} as unknown as DocumentNode<AdminPointsRulesQuery, AdminPointsRulesQueryVariables>;
export const AdminUpdatePointsRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePointsRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePointsRulesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePointsRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsPerYuan"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPoints"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPhotoPoints"}},{"kind":"Field","name":{"kind":"Name","value":"fenPerPoint"}},{"kind":"Field","name":{"kind":"Name","value":"maxDeductionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"validityMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdatePointsRulesMutation, AdminUpdatePointsRulesMutationVariables>;
export const AdminUserPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUserPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"expiringPoints"}},{"kind":"Field","name":{"kind":"Name","value":"expiringAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffUserPointsEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"growth"}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUserPointsQuery, AdminUserPointsQueryVariables>;
export const AdminAdjustPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdjustPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustPointsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAdjustPointsMutation, AdminAdjustPointsMutationVariables>;
export const PartStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}]},{"kind":"Field","name":{"kind":"Name","value":"partStockHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"delta"}},{"kind":"Field","name":{"kind":"Name","value":"stockAfter"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PartStockQuery, PartStockQueryVariables>;
export const AdjustStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustStockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdjustStockMutation, AdjustStockMutationVariables>;
export const AfterSaleOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AfterSaleOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"ineligibleCode"}},{"kind":"Field","name":{"kind":"Name","value":"noReasonReturnUntil"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"maxProofImages"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"noReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLineId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"boughtQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"availableQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"paidShareFen"}}]}}]}}]}}]} as unknown as DocumentNode<AfterSaleOptionsQuery, AfterSaleOptionsQueryVariables>;
export const AfterSaleQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AfterSaleQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AfterSaleQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundFen"}},{"kind":"Field","name":{"kind":"Name","value":"freightRefundFen"}}]}}]}}]} as unknown as DocumentNode<AfterSaleQuoteQuery, AfterSaleQuoteQueryVariables>;
export const MyAfterSaleRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAfterSaleRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AfterSaleStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAfterSaleRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AfterSaleSummary_request"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AfterSaleSummary_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AfterSaleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundFen"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyAfterSaleRequestsQuery, MyAfterSaleRequestsQueryVariables>;
export const AfterSaleDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AfterSaleDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AfterSaleSummary_request"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLineId"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"refundFen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"proofImageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"freightRefundFen"}},{"kind":"Field","name":{"kind":"Name","value":"returnAddress"}},{"kind":"Field","name":{"kind":"Name","value":"returnDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnCarrier"}},{"kind":"Field","name":{"kind":"Name","value":"returnWaybillNumber"}},{"kind":"Field","name":{"kind":"Name","value":"returnShippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replacementCarrier"}},{"kind":"Field","name":{"kind":"Name","value":"replacementWaybillNumber"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"proofRequest"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AfterSaleSummary_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AfterSaleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundFen"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AfterSaleDetailQuery, AfterSaleDetailQueryVariables>;
export const ShipAfterSaleReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShipAfterSaleReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipAfterSaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipAfterSaleReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ShipAfterSaleReturnMutation, ShipAfterSaleReturnMutationVariables>;
export const CancelAfterSaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAfterSale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AfterSaleIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAfterSale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CancelAfterSaleMutation, CancelAfterSaleMutationVariables>;
export const ConfirmAfterSaleReplacementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmAfterSaleReplacement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AfterSaleIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmAfterSaleReplacement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmAfterSaleReplacementMutation, ConfirmAfterSaleReplacementMutationVariables>;
export const AfterSaleStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AfterSaleStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AfterSaleStatusChangedSubscription, AfterSaleStatusChangedSubscriptionVariables>;
export const AfterSaleEligibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AfterSaleEligibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSaleOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}}]}}]}}]} as unknown as DocumentNode<AfterSaleEligibilityQuery, AfterSaleEligibilityQueryVariables>;
export const MyApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<MyApiKeysQuery, MyApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const BargainOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BargainOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signedIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bargainOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainOfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myBargains"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signedIn"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BargainOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}}]}}]} as unknown as DocumentNode<BargainOffersQuery, BargainOffersQueryVariables>;
export const BargainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bargain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bargain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainView_bargain"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BargainOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainView_bargain"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bargain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutsMade"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerNickname"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"hasCut"}},{"kind":"Field","name":{"kind":"Name","value":"canCut"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainOfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"amountMilli"}},{"kind":"Field","name":{"kind":"Name","value":"priceAfterMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutAt"}}]}}]}}]} as unknown as DocumentNode<BargainQuery, BargainQueryVariables>;
export const BargainChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BargainChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bargainChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainView_bargain"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BargainOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainView_bargain"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bargain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutsMade"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerNickname"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"hasCut"}},{"kind":"Field","name":{"kind":"Name","value":"canCut"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainOfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"amountMilli"}},{"kind":"Field","name":{"kind":"Name","value":"priceAfterMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutAt"}}]}}]}}]} as unknown as DocumentNode<BargainChangedSubscription, BargainChangedSubscriptionVariables>;
export const StartBargainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBargain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartBargainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBargain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bargain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartBargainMutation, StartBargainMutationVariables>;
export const CutBargainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CutBargain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BargainIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutBargain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutAmountMilli"}},{"kind":"Field","name":{"kind":"Name","value":"bargain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainView_bargain"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BargainOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainView_bargain"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bargain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutsMade"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerNickname"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"hasCut"}},{"kind":"Field","name":{"kind":"Name","value":"canCut"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainOfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"amountMilli"}},{"kind":"Field","name":{"kind":"Name","value":"priceAfterMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutAt"}}]}}]}}]} as unknown as DocumentNode<CutBargainMutation, CutBargainMutationVariables>;
export const BuyBargainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyBargain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyBargainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyBargain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bargain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainView_bargain"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BargainOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainView_bargain"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bargain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutsMade"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerNickname"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"hasCut"}},{"kind":"Field","name":{"kind":"Name","value":"canCut"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainOfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"amountMilli"}},{"kind":"Field","name":{"kind":"Name","value":"priceAfterMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutAt"}}]}}]}}]} as unknown as DocumentNode<BuyBargainMutation, BuyBargainMutationVariables>;
export const CancelBargainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBargain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BargainIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBargain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bargain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainView_bargain"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BargainOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BargainView_bargain"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bargain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"startPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"floorPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"currentPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutsMade"}},{"kind":"Field","name":{"kind":"Name","value":"expectedCuts"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerNickname"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"hasCut"}},{"kind":"Field","name":{"kind":"Name","value":"canCut"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BargainOfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"amountMilli"}},{"kind":"Field","name":{"kind":"Name","value":"priceAfterMilli"}},{"kind":"Field","name":{"kind":"Name","value":"cutAt"}}]}}]}}]} as unknown as DocumentNode<CancelBargainMutation, CancelBargainMutationVariables>;
export const MatchBomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MatchBom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BomLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchBom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomQuoteTable_quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomQuoteTable_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"excludedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityIssue"}},{"kind":"Field","name":{"kind":"Name","value":"exclusion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"alternatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"nextBreakHint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"savingFen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MatchBomMutation, MatchBomMutationVariables>;
export const AddBomToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBomToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BomLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBomToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addedCount"}},{"kind":"Field","name":{"kind":"Name","value":"skippedReferences"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddBomToCartMutation, AddBomToCartMutationVariables>;
export const ExportBomQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportBomQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportBomQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportBomQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadFile_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadFile_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportBomQuotePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ExportBomQuoteMutation, ExportBomQuoteMutationVariables>;
export const MyBomProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBomProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBomProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<MyBomProjectsQuery, MyBomProjectsQueryVariables>;
export const BomProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BomProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bomProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"quantityText"}},{"kind":"Field","name":{"kind":"Name","value":"quantityIssue"}},{"kind":"Field","name":{"kind":"Name","value":"exclusion"}}]}}]}}]}}]} as unknown as DocumentNode<BomProjectQuery, BomProjectQueryVariables>;
export const SaveBomProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBomProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveBomProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBomProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveBomProjectMutation, SaveBomProjectMutationVariables>;
export const DeleteBomProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBomProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBomProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteBomProjectMutation, DeleteBomProjectMutationVariables>;
export const BomPartSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BomPartSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BomPartSearchQuery, BomPartSearchQueryVariables>;
export const ExportBomProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportBomProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportBomProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportBomProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadFile_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadFile_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportBomQuotePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ExportBomProjectMutation, ExportBomProjectMutationVariables>;
export const ExportSharedBomQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportSharedBomQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportSharedBomQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportSharedBomQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadFile_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadFile_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportBomQuotePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ExportSharedBomQuoteMutation, ExportSharedBomQuoteMutationVariables>;
export const BomSavedQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BomSavedQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bomProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_project"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomSavedQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"previousPricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalChangeFen"}},{"kind":"Field","name":{"kind":"Name","value":"changedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuoteView_quote"}}]}}]}}]} as unknown as DocumentNode<BomSavedQuoteQuery, BomSavedQuoteQueryVariables>;
export const RepriceBomProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepriceBomProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RepriceBomProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repriceBomProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomSavedQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"previousPricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalChangeFen"}},{"kind":"Field","name":{"kind":"Name","value":"changedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuoteView_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProjectPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RepriceBomProjectMutation, RepriceBomProjectMutationVariables>;
export const ShareBomProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareBomProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareBomProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareBomProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomSavedQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"previousPricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalChangeFen"}},{"kind":"Field","name":{"kind":"Name","value":"changedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuoteView_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProjectPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ShareBomProjectMutation, ShareBomProjectMutationVariables>;
export const RevokeBomProjectShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeBomProjectShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeBomProjectShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeBomProjectShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomSavedQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"previousPricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalChangeFen"}},{"kind":"Field","name":{"kind":"Name","value":"changedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuoteView_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProjectPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RevokeBomProjectShareMutation, RevokeBomProjectShareMutationVariables>;
export const RenameBomProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameBomProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameBomProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameBomProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomSavedQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"previousPricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalChangeFen"}},{"kind":"Field","name":{"kind":"Name","value":"changedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuoteView_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuotePanel_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomProjectPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuotePanel_project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RenameBomProjectMutation, RenameBomProjectMutationVariables>;
export const HeaderCartCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderCartCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartCount"}}]}}]} as unknown as DocumentNode<HeaderCartCountQuery, HeaderCartCountQueryVariables>;
export const MyCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"quotedInquiryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectedSubtotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_cartLine"}}]}}]}}]} as unknown as DocumentNode<MyCartQuery, MyCartQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"quotedInquiryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectedSubtotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_cartLine"}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const UpdateCartLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCartLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCartLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"quotedInquiryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectedSubtotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_cartLine"}}]}}]}}]} as unknown as DocumentNode<UpdateCartLineMutation, UpdateCartLineMutationVariables>;
export const SelectCartLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelectCartLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectCartLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectCartLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"quotedInquiryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectedSubtotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_cartLine"}}]}}]}}]} as unknown as DocumentNode<SelectCartLinesMutation, SelectCartLinesMutationVariables>;
export const RemoveCartLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCartLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveCartLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCartLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedCount"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"quotedInquiryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectedSubtotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_cartLine"}}]}}]}}]} as unknown as DocumentNode<RemoveCartLinesMutation, RemoveCartLinesMutationVariables>;
export const MoveCartLinesToFavouritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveCartLinesToFavourites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveCartLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCartLinesToFavourites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedCount"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineRow_cartLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"quotedInquiryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectedSubtotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineRow_cartLine"}}]}}]}}]} as unknown as DocumentNode<MoveCartLinesToFavouritesMutation, MoveCartLinesToFavouritesMutationVariables>;
export const CatalogCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTree_category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTree_category"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<CatalogCategoriesQuery, CatalogCategoriesQueryVariables>;
export const MyChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyChatConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myChatConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation_conversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerVip"}},{"kind":"Field","name":{"kind":"Name","value":"customerSince"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductId"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductMpn"}},{"kind":"Field","name":{"kind":"Name","value":"contextOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyChatConversationQuery, MyChatConversationQueryVariables>;
export const ChatMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage_message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"systemEvent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const OpenChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenChatConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenChatInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation_conversation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerVip"}},{"kind":"Field","name":{"kind":"Name","value":"customerSince"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductId"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductMpn"}},{"kind":"Field","name":{"kind":"Name","value":"contextOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OpenChatConversationMutation, OpenChatConversationMutationVariables>;
export const SendChatMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendChatMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendChatMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendChatMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage_message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"systemEvent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const MarkChatMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkChatMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkChatMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markChatMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkChatMessagesMutation, MarkChatMessagesMutationVariables>;
export const SetChatTypingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChatTyping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChatTyping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SetChatTypingMutation, SetChatTypingMutationVariables>;
export const ChatEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChatEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessage_message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerRole"}},{"kind":"Field","name":{"kind":"Name","value":"upToMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation_conversation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessage_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"systemEvent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerVip"}},{"kind":"Field","name":{"kind":"Name","value":"customerSince"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductId"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductMpn"}},{"kind":"Field","name":{"kind":"Name","value":"contextOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ChatEventsSubscription, ChatEventsSubscriptionVariables>;
export const ChatQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation_conversation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myChatAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation_conversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerVip"}},{"kind":"Field","name":{"kind":"Name","value":"customerSince"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductId"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductMpn"}},{"kind":"Field","name":{"kind":"Name","value":"contextOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ChatQueueQuery, ChatQueueQueryVariables>;
export const ChatQueueChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChatQueueChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatQueueChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ChatQueueChangedSubscription, ChatQueueChangedSubscriptionVariables>;
export const ClaimChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimChatConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation_conversation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerVip"}},{"kind":"Field","name":{"kind":"Name","value":"customerSince"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductId"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductMpn"}},{"kind":"Field","name":{"kind":"Name","value":"contextOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClaimChatConversationMutation, ClaimChatConversationMutationVariables>;
export const TransferChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferChatConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferChatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation_conversation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerVip"}},{"kind":"Field","name":{"kind":"Name","value":"customerSince"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductId"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductMpn"}},{"kind":"Field","name":{"kind":"Name","value":"contextOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TransferChatConversationMutation, TransferChatConversationMutationVariables>;
export const CloseChatConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseChatConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeChatConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatConversation_conversation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatConversation_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatConversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerVip"}},{"kind":"Field","name":{"kind":"Name","value":"customerSince"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agentName"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductId"}},{"kind":"Field","name":{"kind":"Name","value":"contextProductMpn"}},{"kind":"Field","name":{"kind":"Name","value":"contextOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CloseChatConversationMutation, CloseChatConversationMutationVariables>;
export const ChatCustomerAfterSalesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatCustomerAfterSales"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffAfterSaleRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChatCustomerAfterSalesQuery, ChatCustomerAfterSalesQueryVariables>;
export const ChatCustomerCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatCustomerCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"selectedSubtotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChatCustomerCartQuery, ChatCustomerCartQueryVariables>;
export const AlternativePartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlternativeParts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alternatives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<AlternativePartsQuery, AlternativePartsQueryVariables>;
export const AddFavouriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFavourite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFavourite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddFavouriteMutation, AddFavouriteMutationVariables>;
export const RemoveFavouriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFavourite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFavourite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveFavouriteMutation, RemoveFavouriteMutationVariables>;
export const RecordFootprintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordFootprint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFootprint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recorded"}}]}}]}}]} as unknown as DocumentNode<RecordFootprintMutation, RecordFootprintMutationVariables>;
export const ContactChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"addressZh"}},{"kind":"Field","name":{"kind":"Name","value":"addressEn"}}]}}]}}]} as unknown as DocumentNode<ContactChannelQuery, ContactChannelQueryVariables>;
export const SaveContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveContentMutation, SaveContentMutationVariables>;
export const StaffContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zhCN"}},{"kind":"Field","name":{"kind":"Name","value":"enUS"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"esES"}}]}}]}}]}}]} as unknown as DocumentNode<StaffContentQuery, StaffContentQueryVariables>;
export const SetContentPublishedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContentPublished"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetContentPublishedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContentPublished"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetContentPublishedMutation, SetContentPublishedMutationVariables>;
export const StaffFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}}]}}]}}]} as unknown as DocumentNode<StaffFeedbackQuery, StaffFeedbackQueryVariables>;
export const ReplyToFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyToFeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReplyToFeedbackMutation, ReplyToFeedbackMutationVariables>;
export const CouponOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferTicket_offer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferTicket_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountKind"}},{"kind":"Field","name":{"kind":"Name","value":"amountOffFen"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdFen"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"validDays"}},{"kind":"Field","name":{"kind":"Name","value":"claimEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"canClaim"}}]}}]} as unknown as DocumentNode<CouponOffersQuery, CouponOffersQueryVariables>;
export const ClaimCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimCouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ClaimCouponMutation, ClaimCouponMutationVariables>;
export const RedeemDiscountCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemDiscountCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemDiscountCodeMutation, RedeemDiscountCodeMutationVariables>;
export const MyCouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCoupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCoupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyCouponTicket_coupon"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCouponCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unused"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyCouponTicket_coupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCoupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountKind"}},{"kind":"Field","name":{"kind":"Name","value":"amountOffFen"}},{"kind":"Field","name":{"kind":"Name","value":"percentOff"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdFen"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manufacturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}}]}}]} as unknown as DocumentNode<MyCouponsQuery, MyCouponsQueryVariables>;
export const MyDistributorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDistributor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDistributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingFen"}},{"kind":"Field","name":{"kind":"Name","value":"settledFen"}},{"kind":"Field","name":{"kind":"Name","value":"reversedFen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myDistributorInvitees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maskedName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFen"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCommissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteeName"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderPayableFen"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settleAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyDistributorQuery, MyDistributorQueryVariables>;
export const ApplyDistributorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyDistributor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyDistributorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyDistributor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingFen"}},{"kind":"Field","name":{"kind":"Name","value":"settledFen"}},{"kind":"Field","name":{"kind":"Name","value":"reversedFen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyDistributorMutation, ApplyDistributorMutationVariables>;
export const StaffDistributorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDistributors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DistributorStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffDistributors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingFen"}},{"kind":"Field","name":{"kind":"Name","value":"settledFen"}},{"kind":"Field","name":{"kind":"Name","value":"reversedFen"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultRateBp"}}]}}]}}]} as unknown as DocumentNode<StaffDistributorsQuery, StaffDistributorsQueryVariables>;
export const StaffCommissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCommissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCommissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"distributorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteeName"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderPayableFen"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settleAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffCommissionsQuery, StaffCommissionsQueryVariables>;
export const ApproveDistributorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveDistributor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DistributorIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveDistributor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingFen"}},{"kind":"Field","name":{"kind":"Name","value":"settledFen"}},{"kind":"Field","name":{"kind":"Name","value":"reversedFen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveDistributorMutation, ApproveDistributorMutationVariables>;
export const RejectDistributorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectDistributor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectDistributorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectDistributor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingFen"}},{"kind":"Field","name":{"kind":"Name","value":"settledFen"}},{"kind":"Field","name":{"kind":"Name","value":"reversedFen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RejectDistributorMutation, RejectDistributorMutationVariables>;
export const SetDistributorRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDistributorRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDistributorRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDistributorRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingFen"}},{"kind":"Field","name":{"kind":"Name","value":"settledFen"}},{"kind":"Field","name":{"kind":"Name","value":"reversedFen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SetDistributorRateMutation, SetDistributorRateMutationVariables>;
export const SetCommissionDefaultRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCommissionDefaultRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCommissionDefaultRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCommissionDefaultRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultRateBp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SetCommissionDefaultRateMutation, SetCommissionDefaultRateMutationVariables>;
export const FlashSaleSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlashSaleSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flashSaleSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"myReminder"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"part"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salePriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"soldPercent"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"myBought"}}]}}]}}]}}]} as unknown as DocumentNode<FlashSaleSessionsQuery, FlashSaleSessionsQueryVariables>;
export const FlashSaleChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FlashSaleChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flashSaleChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salePriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"soldPercent"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<FlashSaleChangedSubscription, FlashSaleChangedSubscriptionVariables>;
export const FlashSaleActivityChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FlashSaleActivityChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"FLASH_SALE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FlashSaleActivityChangedSubscription, FlashSaleActivityChangedSubscriptionVariables>;
export const BuyFlashSaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyFlashSale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyFlashSaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyFlashSale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BuyFlashSaleMutation, BuyFlashSaleMutationVariables>;
export const SetFlashSaleReminderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFlashSaleReminder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFlashSaleReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myReminder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetFlashSaleReminderMutation, SetFlashSaleReminderMutationVariables>;
export const CancelFlashSaleReminderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelFlashSaleReminder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelFlashSaleReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myReminder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelFlashSaleReminderMutation, CancelFlashSaleReminderMutationVariables>;
export const FlashSaleServerTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FlashSaleServerTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTime"}}]}}]} as unknown as DocumentNode<FlashSaleServerTimeSubscription, FlashSaleServerTimeSubscriptionVariables>;
export const GroupBuyOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupBuyOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBuyOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"openGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaderName"}},{"kind":"Field","name":{"kind":"Name","value":"leaderAvatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]}}]}}]} as unknown as DocumentNode<GroupBuyOffersQuery, GroupBuyOffersQueryVariables>;
export const GroupBuyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupBuy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBuy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerPaid"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"leader"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}}]}}]} as unknown as DocumentNode<GroupBuyQuery, GroupBuyQueryVariables>;
export const GroupBuyChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupBuyChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBuyChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]}}]} as unknown as DocumentNode<GroupBuyChangedSubscription, GroupBuyChangedSubscriptionVariables>;
export const StartGroupBuyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartGroupBuy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartGroupBuyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startGroupBuy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBuy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartGroupBuyMutation, StartGroupBuyMutationVariables>;
export const JoinGroupBuyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinGroupBuy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinGroupBuyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinGroupBuy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBuy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<JoinGroupBuyMutation, JoinGroupBuyMutationVariables>;
export const StaffGroupBuyOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffGroupBuyOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffGroupBuyOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupsOpen"}},{"kind":"Field","name":{"kind":"Name","value":"groupsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"groupsCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"membersPaid"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffGroupBuyOffersQuery, StaffGroupBuyOffersQueryVariables>;
export const CreateGroupBuyOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroupBuyOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupBuyOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroupBuyOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateGroupBuyOfferMutation, CreateGroupBuyOfferMutationVariables>;
export const UpdateGroupBuyOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroupBuyOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGroupBuyOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroupBuyOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateGroupBuyOfferMutation, UpdateGroupBuyOfferMutationVariables>;
export const HomeShowcaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeShowcase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newestCount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newestCount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"featured"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeaturedBrands_brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LatestAnnouncements_announcement"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeaturedBrands_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LatestAnnouncements_announcement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<HomeShowcaseQuery, HomeShowcaseQueryVariables>;
export const InquiryMyListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InquiryMyList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValid"}},{"kind":"Field","name":{"kind":"Name","value":"salesSpecialist"}}]}}]}}]} as unknown as DocumentNode<InquiryMyListQuery, InquiryMyListQueryVariables>;
export const InquiryDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InquiryDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InquiryDetail_inquiry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"indicativePriceFen"}},{"kind":"Field","name":{"kind":"Name","value":"pcb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layers"}},{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceFinish"}},{"kind":"Field","name":{"kind":"Name","value":"solderMaskColour"}},{"kind":"Field","name":{"kind":"Name","value":"silkscreenColour"}},{"kind":"Field","name":{"kind":"Name","value":"copperWeightOz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assembly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"smtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"thtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"custom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFen"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InquiryDetail_inquiry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"annualUsage"}},{"kind":"Field","name":{"kind":"Name","value":"targetUnitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"salesSpecialist"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValid"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quoteLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"leadTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyAttachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<InquiryDetailQuery, InquiryDetailQueryVariables>;
export const InquiryCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InquiryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<InquiryCreateMutation, InquiryCreateMutationVariables>;
export const InquiryPartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InquiryPart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<InquiryPartQuery, InquiryPartQueryVariables>;
export const InquiryAddQuoteToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InquiryAddQuoteToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInquiryQuoteToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addedCount"}},{"kind":"Field","name":{"kind":"Name","value":"skippedMpns"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<InquiryAddQuoteToCartMutation, InquiryAddQuoteToCartMutationVariables>;
export const InquiryQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InquiryQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryQueueScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiryQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"salesSpecialist"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]}}]} as unknown as DocumentNode<InquiryQueueQuery, InquiryQueueQueryVariables>;
export const InquiryClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InquiryClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InquiryDetail_inquiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"indicativePriceFen"}},{"kind":"Field","name":{"kind":"Name","value":"pcb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layers"}},{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceFinish"}},{"kind":"Field","name":{"kind":"Name","value":"solderMaskColour"}},{"kind":"Field","name":{"kind":"Name","value":"silkscreenColour"}},{"kind":"Field","name":{"kind":"Name","value":"copperWeightOz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assembly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"smtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"thtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"custom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFen"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InquiryDetail_inquiry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"annualUsage"}},{"kind":"Field","name":{"kind":"Name","value":"targetUnitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"salesSpecialist"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValid"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quoteLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"leadTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyAttachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<InquiryClaimMutation, InquiryClaimMutationVariables>;
export const InquiryBomDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InquiryBomDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiryBomDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"leadTime"}}]}}]}}]} as unknown as DocumentNode<InquiryBomDraftQuery, InquiryBomDraftQueryVariables>;
export const MyInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invitedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rewardedCount"}},{"kind":"Field","name":{"kind":"Name","value":"invitees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maskedName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewarded"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationRewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"couponTitle"}}]}}]}}]} as unknown as DocumentNode<MyInvitationQuery, MyInvitationQueryVariables>;
export const LoginWithCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginWithCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}}]}}]} as unknown as DocumentNode<LoginWithCodeMutation, LoginWithCodeMutationVariables>;
export const LoginWithPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginWithPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"enrolmentRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}}]}}]} as unknown as DocumentNode<LoginWithPasswordMutation, LoginWithPasswordMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordReset"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const StartStaffTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartStaffTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStaffTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartStaffTotpEnrolmentMutation, StartStaffTotpEnrolmentMutationVariables>;
export const CompleteStaffSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteStaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteStaffSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeStaffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}}]}}]} as unknown as DocumentNode<CompleteStaffSignInMutation, CompleteStaffSignInMutationVariables>;
export const SendVerificationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendVerificationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendVerificationCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SendVerificationCodeMutation, SendVerificationCodeMutationVariables>;
export const FreeOrderCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FreeOrderCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeOrderCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalLimit"}},{"kind":"Field","name":{"kind":"Name","value":"chancesLeftToday"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LuckyDrawPrize_prize"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LuckyDrawPrize_prize"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawPrize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPpm"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"initialStock"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<FreeOrderCampaignsQuery, FreeOrderCampaignsQueryVariables>;
export const BlindBoxesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlindBoxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blindBoxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerOpenFen"}},{"kind":"Field","name":{"kind":"Name","value":"opensLeftToday"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LuckyDrawPrize_prize"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LuckyDrawPrize_prize"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawPrize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPpm"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"initialStock"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BlindBoxesQuery, BlindBoxesQueryVariables>;
export const LuckyDrawAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<LuckyDrawAddressesQuery, LuckyDrawAddressesQueryVariables>;
export const MyLuckyDrawPrizesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLuckyDrawPrizes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLuckyDrawPrizes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LuckyDrawRecord_record"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LuckyDrawRecord_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawKind"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"prizeId"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKind"}},{"kind":"Field","name":{"kind":"Name","value":"prizeTitle"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyLuckyDrawPrizesQuery, MyLuckyDrawPrizesQueryVariables>;
export const ClaimFreeOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimFreeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimFreeOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimFreeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LuckyDrawRecord_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LuckyDrawRecord_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawKind"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"prizeId"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKind"}},{"kind":"Field","name":{"kind":"Name","value":"prizeTitle"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClaimFreeOrderMutation, ClaimFreeOrderMutationVariables>;
export const OpenBlindBoxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenBlindBox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenBlindBoxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openBlindBox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LuckyDrawRecord_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LuckyDrawRecord_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawKind"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"prizeId"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKind"}},{"kind":"Field","name":{"kind":"Name","value":"prizeTitle"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OpenBlindBoxMutation, OpenBlindBoxMutationVariables>;
export const ReceiveLuckyDrawPrizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiveLuckyDrawPrize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiveLuckyDrawPrizeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveLuckyDrawPrize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LuckyDrawRecord_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LuckyDrawRecord_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawKind"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"prizeId"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKind"}},{"kind":"Field","name":{"kind":"Name","value":"prizeTitle"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReceiveLuckyDrawPrizeMutation, ReceiveLuckyDrawPrizeMutationVariables>;
export const StaffLuckyDrawsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffLuckyDraws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffLuckyDraws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLuckyDraw_draw"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLuckyDraw_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLuckyDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerOpenFen"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPpm"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"initialStock"}},{"kind":"Field","name":{"kind":"Name","value":"couponTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"prizesLeft"}}]}}]}}]} as unknown as DocumentNode<StaffLuckyDrawsQuery, StaffLuckyDrawsQueryVariables>;
export const CreateFreeOrderCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFreeOrderCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFreeOrderCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFreeOrderCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"luckyDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLuckyDraw_draw"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLuckyDraw_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLuckyDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerOpenFen"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPpm"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"initialStock"}},{"kind":"Field","name":{"kind":"Name","value":"couponTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"prizesLeft"}}]}}]}}]} as unknown as DocumentNode<CreateFreeOrderCampaignMutation, CreateFreeOrderCampaignMutationVariables>;
export const UpdateFreeOrderCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFreeOrderCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFreeOrderCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFreeOrderCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"luckyDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLuckyDraw_draw"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLuckyDraw_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLuckyDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerOpenFen"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPpm"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"initialStock"}},{"kind":"Field","name":{"kind":"Name","value":"couponTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"prizesLeft"}}]}}]}}]} as unknown as DocumentNode<UpdateFreeOrderCampaignMutation, UpdateFreeOrderCampaignMutationVariables>;
export const CreateBlindBoxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBlindBox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBlindBoxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBlindBox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"luckyDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLuckyDraw_draw"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLuckyDraw_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLuckyDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerOpenFen"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPpm"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"initialStock"}},{"kind":"Field","name":{"kind":"Name","value":"couponTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"prizesLeft"}}]}}]}}]} as unknown as DocumentNode<CreateBlindBoxMutation, CreateBlindBoxMutationVariables>;
export const UpdateBlindBoxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBlindBox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBlindBoxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBlindBox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"luckyDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLuckyDraw_draw"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLuckyDraw_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLuckyDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerOpenFen"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"oddsPpm"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"initialStock"}},{"kind":"Field","name":{"kind":"Name","value":"couponTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"prizesLeft"}}]}}]}}]} as unknown as DocumentNode<UpdateBlindBoxMutation, UpdateBlindBoxMutationVariables>;
export const FreeOrderActivityChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FreeOrderActivityChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"FREE_ORDER"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FreeOrderActivityChangedSubscription, FreeOrderActivityChangedSubscriptionVariables>;
export const BlindBoxActivityChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BlindBoxActivityChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"BLIND_BOX"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BlindBoxActivityChangedSubscription, BlindBoxActivityChangedSubscriptionVariables>;
export const MyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"growth"}},{"kind":"Field","name":{"kind":"Name","value":"growthToNext"}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"growthRequired"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"growthRequired"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"priceFen"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membershipLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipLevelsTable_level"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipLevelsTable_level"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"growthRequired"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"pointsMultiplierPercent"}},{"kind":"Field","name":{"kind":"Name","value":"perks"}}]}}]} as unknown as DocumentNode<MyMembershipQuery, MyMembershipQueryVariables>;
export const BuyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BuyMembershipMutation, BuyMembershipMutationVariables>;
export const MarkAllMessagesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllMessagesRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllMessagesRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markedCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkAllMessagesReadMutation, MarkAllMessagesReadMutationVariables>;
export const MarkMessageReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkMessageRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkMessageReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markMessageRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkMessageReadMutation, MarkMessageReadMutationVariables>;
export const MessageListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageItem_message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageItem_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<MessageListQuery, MessageListQueryVariables>;
export const DeleteMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMessageMutation, DeleteMessageMutationVariables>;
export const MessagePushedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessagePushed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagePushed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<MessagePushedSubscription, MessagePushedSubscriptionVariables>;
export const UnreadMessageCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadMessageCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}}]}}]} as unknown as DocumentNode<UnreadMessageCountsQuery, UnreadMessageCountsQueryVariables>;
export const UnreadMessageCountsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UnreadMessageCountsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCountsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}}]}}]} as unknown as DocumentNode<UnreadMessageCountsChangedSubscription, UnreadMessageCountsChangedSubscriptionVariables>;
export const OrderDocumentsFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDocumentsForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderDocumentForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"buyerCompany"}},{"kind":"Field","name":{"kind":"Name","value":"buyerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"incoterm"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTerms"}}]}}]}}]} as unknown as DocumentNode<OrderDocumentsFormQuery, OrderDocumentsFormQueryVariables>;
export const OrderDocumentsSaveFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderDocumentsSaveForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveOrderDocumentFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveOrderDocumentForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"buyerCompany"}},{"kind":"Field","name":{"kind":"Name","value":"buyerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"incoterm"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTerms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<OrderDocumentsSaveFormMutation, OrderDocumentsSaveFormMutationVariables>;
export const OrderDocumentsInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDocumentsInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]}}]} as unknown as DocumentNode<OrderDocumentsInvoiceQuery, OrderDocumentsInvoiceQueryVariables>;
export const OrderDocumentsRequestInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderDocumentsRequestInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<OrderDocumentsRequestInvoiceMutation, OrderDocumentsRequestInvoiceMutationVariables>;
export const OrderReviewPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderReviewPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrls"}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<OrderReviewPageQuery, OrderReviewPageQueryVariables>;
export const ProductReviewsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductReviewsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productRating"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"average"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrls"}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductReviewsListQuery, ProductReviewsListQueryVariables>;
export const CheckoutChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPickupPersons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkoutOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupDates"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}}]}}]}}]} as unknown as DocumentNode<CheckoutChoicesQuery, CheckoutChoicesQueryVariables>;
export const CheckoutQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryMethod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryMethod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutSourceInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promotions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutPromotionsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryMethod"}}},{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"promotions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promotions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemsFen"}},{"kind":"Field","name":{"kind":"Name","value":"memberDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"couponDeductionFen"}},{"kind":"Field","name":{"kind":"Name","value":"pointsDeductionFen"}},{"kind":"Field","name":{"kind":"Name","value":"freightFen"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"coupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"deductionFen"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedCouponId"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsable"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"fenPerPoint"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutQuoteQuery, CheckoutQuoteQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tab"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTab"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tab"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tab"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_order"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderTabCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayment"}},{"kind":"Field","name":{"kind":"Name","value":"pendingShipment"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReceipt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}}]}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const OrderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_order"}},{"kind":"Field","name":{"kind":"Name","value":"itemsFen"}},{"kind":"Field","name":{"kind":"Name","value":"memberDiscountFen"}},{"kind":"Field","name":{"kind":"Name","value":"couponDeductionFen"}},{"kind":"Field","name":{"kind":"Name","value":"couponTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pointsDeductionFen"}},{"kind":"Field","name":{"kind":"Name","value":"pointsSpent"}},{"kind":"Field","name":{"kind":"Name","value":"freightFen"}},{"kind":"Field","name":{"kind":"Name","value":"paidFen"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"autoConfirmAt"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointName"}},{"kind":"Field","name":{"kind":"Name","value":"pointAddress"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"personPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"availableActions"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}}]}}]}}]} as unknown as DocumentNode<OrderDetailQuery, OrderDetailQueryVariables>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const DeleteOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteOrderMutation, DeleteOrderMutationVariables>;
export const RemindToShipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemindToShip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remindToShip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemindToShipMutation, RemindToShipMutationVariables>;
export const ConfirmReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmReceiptMutation, ConfirmReceiptMutationVariables>;
export const BuyAgainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyAgain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addedCount"}},{"kind":"Field","name":{"kind":"Name","value":"skippedCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BuyAgainMutation, BuyAgainMutationVariables>;
export const PayOrderWithBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayOrderWithBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayOrderWithBalanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payOrderWithBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<PayOrderWithBalanceMutation, PayOrderWithBalanceMutationVariables>;
export const OrderStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OrderStatusChangedSubscription, OrderStatusChangedSubscriptionVariables>;
export const MyBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBalanceFen"}}]}}]} as unknown as DocumentNode<MyBalanceQuery, MyBalanceQueryVariables>;
export const CashierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cashier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"onlineMethods"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRemittance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode<CashierQuery, CashierQueryVariables>;
export const FriendPayOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FriendPayOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"friendPayOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payableFen"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"onlineMethods"}}]}}]}}]} as unknown as DocumentNode<FriendPayOrderQuery, FriendPayOrderQueryVariables>;
export const PaymentResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<PaymentResultQuery, PaymentResultQueryVariables>;
export const CreatePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePaymentMutation, CreatePaymentMutationVariables>;
export const CreateFriendPayLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFriendPayLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFriendPayLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFriendPayLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateFriendPayLinkMutation, CreateFriendPayLinkMutationVariables>;
export const MyPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"expiringPoints"}},{"kind":"Field","name":{"kind":"Name","value":"expiringAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPointsEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PointsRulesPanel_rules"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PointsRulesPanel_rules"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PointsRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsPerYuan"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPoints"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPhotoPoints"}},{"kind":"Field","name":{"kind":"Name","value":"reviewMinCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"fenPerPoint"}},{"kind":"Field","name":{"kind":"Name","value":"maxDeductionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"validityMonths"}}]}}]} as unknown as DocumentNode<MyPointsQuery, MyPointsQueryVariables>;
export const ProfilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyPosition"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"wechatBound"}}]}}]} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"nickName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyPosition"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"wechatBound"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const RecommendedPartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecommendedParts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeProductId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendedParts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}},{"kind":"Argument","name":{"kind":"Name","value":"excludeProductId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeProductId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<RecommendedPartsQuery, RecommendedPartsQueryVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const DidYouMeanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DidYouMean"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}}]}}]}}]} as unknown as DocumentNode<DidYouMeanQuery, DidYouMeanQueryVariables>;
export const MySearchHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySearchHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySearchHistory"}}]}}]} as unknown as DocumentNode<MySearchHistoryQuery, MySearchHistoryQueryVariables>;
export const RecordSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recorded"}}]}}]}}]} as unknown as DocumentNode<RecordSearchMutation, RecordSearchMutationVariables>;
export const ClearSearchHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearSearchHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearSearchHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearedCount"}}]}}]}}]} as unknown as DocumentNode<ClearSearchHistoryMutation, ClearSearchHistoryMutationVariables>;
export const RequestAccountCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAccountCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestAccountCancellationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccountCancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RequestAccountCancellationMutation, RequestAccountCancellationMutationVariables>;
export const WithdrawAccountCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawAccountCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawAccountCancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawAccountCancellationMutation, WithdrawAccountCancellationMutationVariables>;
export const BindAccountAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindAccountAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindAccountAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindAccountAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<BindAccountAddressMutation, BindAccountAddressMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SetPaymentPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPaymentPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPaymentPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SetPaymentPasswordMutation, SetPaymentPasswordMutationVariables>;
export const ChangePaymentPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePaymentPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePaymentPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePaymentPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePaymentPasswordMutation, ChangePaymentPasswordMutationVariables>;
export const ResetPaymentPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPaymentPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPaymentPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPaymentPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPaymentPasswordMutation, ResetPaymentPasswordMutationVariables>;
export const UpdatePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferencesSection_preferences"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesSection_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOrderUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPromotions"}},{"kind":"Field","name":{"kind":"Name","value":"notifyMessages"}},{"kind":"Field","name":{"kind":"Name","value":"personalisedRecommendations"}}]}}]} as unknown as DocumentNode<UpdatePreferencesMutation, UpdatePreferencesMutationVariables>;
export const VerifyRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyRealName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyRealNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyRealNameMutation, VerifyRealNameMutationVariables>;
export const StaffTotpStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffTotpStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTotpStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode<StaffTotpStatusQuery, StaffTotpStatusQueryVariables>;
export const StartOwnStaffTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartOwnStaffTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStaffTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartOwnStaffTotpEnrolmentMutation, StartOwnStaffTotpEnrolmentMutationVariables>;
export const ConfirmStaffTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmStaffTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmStaffTotpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmStaffTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmStaffTotpMutation, ConfirmStaffTotpMutationVariables>;
export const SavedLocaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedLocale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<SavedLocaleQuery, SavedLocaleQueryVariables>;
export const ServicesOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pcbLayers"}},{"kind":"Field","name":{"kind":"Name","value":"pcbThicknessesMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcbCopperWeightsOz"}},{"kind":"Field","name":{"kind":"Name","value":"pcbMinDimensionMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcbMaxDimensionMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcbMaxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"aluminiumMaxLayers"}},{"kind":"Field","name":{"kind":"Name","value":"assemblyMaxBoards"}},{"kind":"Field","name":{"kind":"Name","value":"assemblyMaxSmtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"assemblyMaxThtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"customMaxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"customDescriptionMinChars"}},{"kind":"Field","name":{"kind":"Name","value":"customDescriptionMaxChars"}}]}}]}}]} as unknown as DocumentNode<ServicesOptionsQuery, ServicesOptionsQueryVariables>;
export const ServicesPcbQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesPcbQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spec"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PcbSpecInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pcbQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spec"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spec"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupFen"}},{"kind":"Field","name":{"kind":"Name","value":"boardsFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"quantityBreakPerMille"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ServicesPcbQuoteQuery, ServicesPcbQuoteQueryVariables>;
export const ServicesAssemblyQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesAssemblyQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spec"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssemblySpecInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assemblyQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"spec"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spec"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupFen"}},{"kind":"Field","name":{"kind":"Name","value":"jointsFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ServicesAssemblyQuoteQuery, ServicesAssemblyQuoteQueryVariables>;
export const ServicesBomProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesBomProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBomProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ServicesBomProjectsQuery, ServicesBomProjectsQueryVariables>;
export const ServicesSubmitPcbDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServicesSubmitPcb"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitPcbRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPcbRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"indicativePriceFen"}},{"kind":"Field","name":{"kind":"Name","value":"pcb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layers"}},{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceFinish"}},{"kind":"Field","name":{"kind":"Name","value":"solderMaskColour"}},{"kind":"Field","name":{"kind":"Name","value":"silkscreenColour"}},{"kind":"Field","name":{"kind":"Name","value":"copperWeightOz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assembly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"smtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"thtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"custom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFen"}}]}}]}}]} as unknown as DocumentNode<ServicesSubmitPcbMutation, ServicesSubmitPcbMutationVariables>;
export const ServicesSubmitAssemblyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServicesSubmitAssembly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitAssemblyRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitAssemblyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"indicativePriceFen"}},{"kind":"Field","name":{"kind":"Name","value":"pcb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layers"}},{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceFinish"}},{"kind":"Field","name":{"kind":"Name","value":"solderMaskColour"}},{"kind":"Field","name":{"kind":"Name","value":"silkscreenColour"}},{"kind":"Field","name":{"kind":"Name","value":"copperWeightOz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assembly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"smtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"thtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"custom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFen"}}]}}]}}]} as unknown as DocumentNode<ServicesSubmitAssemblyMutation, ServicesSubmitAssemblyMutationVariables>;
export const ServicesSubmitCustomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServicesSubmitCustom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitCustomRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCustomRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceRequestSummary_serviceRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"indicativePriceFen"}},{"kind":"Field","name":{"kind":"Name","value":"pcb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layers"}},{"kind":"Field","name":{"kind":"Name","value":"widthMm"}},{"kind":"Field","name":{"kind":"Name","value":"heightMm"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"thicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceFinish"}},{"kind":"Field","name":{"kind":"Name","value":"solderMaskColour"}},{"kind":"Field","name":{"kind":"Name","value":"silkscreenColour"}},{"kind":"Field","name":{"kind":"Name","value":"copperWeightOz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assembly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"smtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"thtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"bomProjectName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"custom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFen"}}]}}]}}]} as unknown as DocumentNode<ServicesSubmitCustomMutation, ServicesSubmitCustomMutationVariables>;
export const AdminServicesFormulaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminServicesFormula"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePriceFormula"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pcb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupFen"}},{"kind":"Field","name":{"kind":"Name","value":"layerBands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxLayers"}},{"kind":"Field","name":{"kind":"Name","value":"fenPerSquareMetre"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thickness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"perMille"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"perMille"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaceFinish"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"perMille"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copperWeight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"perMille"}}]}},{"kind":"Field","name":{"kind":"Name","value":"solderMaskColour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"perMille"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantityBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"perMille"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assembly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupFen"}},{"kind":"Field","name":{"kind":"Name","value":"fenPerThousandSmtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"fenPerThousandThtJoints"}},{"kind":"Field","name":{"kind":"Name","value":"doubleSidedPerMille"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminServicesFormulaQuery, AdminServicesFormulaQueryVariables>;
export const AdminServicesUpdateFormulaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminServicesUpdateFormula"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateServicePriceFormulaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServicePriceFormula"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formula"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminServicesUpdateFormulaMutation, AdminServicesUpdateFormulaMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loggedOut"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SessionUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}}]}}]} as unknown as DocumentNode<SessionUserQuery, SessionUserQueryVariables>;
export const StaffPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<StaffPermissionsQuery, StaffPermissionsQueryVariables>;
export const TopUpSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopUpSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topUpSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumFen"}},{"kind":"Field","name":{"kind":"Name","value":"maximumFen"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitFen"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}}]}}]}}]} as unknown as DocumentNode<TopUpSettingsQuery, TopUpSettingsQueryVariables>;
export const StartTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTopUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<StartTopUpMutation, StartTopUpMutationVariables>;
export const MyTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MyTopUpQuery, MyTopUpQueryVariables>;
export const WalletRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BalanceEntryKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBalanceFen"}},{"kind":"Field","name":{"kind":"Name","value":"myBalanceRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WalletRecordsQuery, WalletRecordsQueryVariables>;
export const MyWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWithdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"payoutReference"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"numberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"holderMasked"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>;
export const WithdrawFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBalanceFen"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumFen"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimitFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"minimumFeeFen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPayoutAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"numberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"holderMasked"}}]}}]}}]} as unknown as DocumentNode<WithdrawFormQuery, WithdrawFormQueryVariables>;
export const RequestWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"payoutReference"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"numberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"holderMasked"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>;
export const CancelWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"payoutReference"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"numberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"holderMasked"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelWithdrawalMutation, CancelWithdrawalMutationVariables>;
export const PayoutAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayoutAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"numberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"holderMasked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PayoutAccountsQuery, PayoutAccountsQueryVariables>;
export const BindPayoutAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindPayoutAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindPayoutAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindPayoutAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<BindPayoutAccountMutation, BindPayoutAccountMutationVariables>;
export const UnbindPayoutAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbindPayoutAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbindPayoutAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnbindPayoutAccountMutation, UnbindPayoutAccountMutationVariables>;
export const WithdrawalQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawalQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"payoutReference"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"numberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"holderMasked"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawalQueueQuery, WithdrawalQueueQueryVariables>;
export const StartWithdrawalReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartWithdrawalReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startWithdrawalReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"payoutReference"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"numberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"holderMasked"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartWithdrawalReviewMutation, StartWithdrawalReviewMutationVariables>;
export const ApproveWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"payoutReference"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"numberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"holderMasked"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveWithdrawalMutation, ApproveWithdrawalMutationVariables>;
export const RejectWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"payoutReference"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"numberMasked"}},{"kind":"Field","name":{"kind":"Name","value":"holderMasked"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RejectWithdrawalMutation, RejectWithdrawalMutationVariables>;
export const LedgerReconciliationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerReconciliation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerReconciliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanced"}},{"kind":"Field","name":{"kind":"Name","value":"walletsTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"mismatchedUsers"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"openingFen"}},{"kind":"Field","name":{"kind":"Name","value":"creditsFen"}},{"kind":"Field","name":{"kind":"Name","value":"debitsFen"}},{"kind":"Field","name":{"kind":"Name","value":"closingFen"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"balanced"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerReconciliationQuery, LedgerReconciliationQueryVariables>;
export const WithdrawalStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WithdrawalStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WithdrawalStatusChangedSubscription, WithdrawalStatusChangedSubscriptionVariables>;
export const IsPartWatchedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsPartWatched"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isPartWatched"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}]}]}}]} as unknown as DocumentNode<IsPartWatchedQuery, IsPartWatchedQueryVariables>;
export const WatchPartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchPart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchPart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watching"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WatchPartMutation, WatchPartMutationVariables>;
export const UnwatchPartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnwatchPart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unwatchPart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watching"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnwatchPartMutation, UnwatchPartMutationVariables>;
export const MyWebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<MyWebhookEndpointsQuery, MyWebhookEndpointsQueryVariables>;
export const RegisterWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterWebhookEndpointMutation, RegisterWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const AnnouncementDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnouncementDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<AnnouncementDetailQuery, AnnouncementDetailQueryVariables>;
export const AnnouncementListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnouncementList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcementList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AnnouncementListQuery, AnnouncementListQueryVariables>;
export const SharedBomQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedBomQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedBomQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BomSavedQuoteView_quote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BomSavedQuoteView_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BomSavedQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"previousPricedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalChangeFen"}},{"kind":"Field","name":{"kind":"Name","value":"changedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"designators"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"orderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalFen"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}}]}}]}}]}}]} as unknown as DocumentNode<SharedBomQuoteQuery, SharedBomQuoteQueryVariables>;
export const GoodsDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GoodsDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetail_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParametersTable_productParameter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductParameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParametersTable_supply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"packagingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"rohs"}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderExpectedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceBreakTable_priceBreak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuantityPanel_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minQty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMilli"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceBreakTable_priceBreak"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParametersTable_productParameter"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParametersTable_supply"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"batchNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseLimit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderQuantityPanel_product"}},{"kind":"Field","name":{"kind":"Name","value":"datasheetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}}]} as unknown as DocumentNode<GoodsDetailQuery, GoodsDetailQueryVariables>;
export const GoodsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GoodsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"facetValues"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountCapped"}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"valuesFirst"},"value":{"kind":"Variable","name":{"kind":"Name","value":"facetValues"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFacets_facet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"orderIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseLimit"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartKeyFacts_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFacets_facet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParameterFacet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueCount"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"siNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartKeyFacts_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lifecycle"}},{"kind":"Field","name":{"kind":"Name","value":"rohs"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"onOrderExpectedAt"}}]}}]} as unknown as DocumentNode<GoodsListQuery, GoodsListQueryVariables>;
export const ArticleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ArticleListQuery, ArticleListQueryVariables>;
export const ArticleDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<ArticleDetailQuery, ArticleDetailQueryVariables>;
export const HomeBrandDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBrandDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandProfile_brand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"brandId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandProfile_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<HomeBrandDetailsQuery, HomeBrandDetailsQueryVariables>;
export const HomeBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandDirectory_brand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandDirectory_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<HomeBrandQuery, HomeBrandQueryVariables>;
export const HelpCentreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpCentre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FaqCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<HelpCentreQuery, HelpCentreQueryVariables>;
export const MyFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}}]}}]} as unknown as DocumentNode<MyFeedbackQuery, MyFeedbackQueryVariables>;
export const HelpEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}}]}}]}}]} as unknown as DocumentNode<HelpEntryQuery, HelpEntryQueryVariables>;
export const RegistrationAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationAgreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationAgreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<RegistrationAgreementQuery, RegistrationAgreementQueryVariables>;
export const BrandHallPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandHallPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandHall_brand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandHall_brand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<BrandHallPageQuery, BrandHallPageQueryVariables>;
export const SpecialTopicsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpecialTopicsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"specialTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpecialTopic_topic"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpecialTopic_topic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"partCount"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]} as unknown as DocumentNode<SpecialTopicsPageQuery, SpecialTopicsPageQueryVariables>;
export const UserAddressPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserAddressPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressCard_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountries"}},{"kind":"Field","name":{"kind":"Name","value":"myPickupPersons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressCard_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<UserAddressPageQuery, UserAddressPageQueryVariables>;
export const DeleteAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressCard_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressCard_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const SetDefaultAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDefaultAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressCard_address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressCard_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignee"}},{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<SetDefaultAddressMutation, SetDefaultAddressMutationVariables>;
export const MyFavouritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFavourites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFavourites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MyFavouritesQuery, MyFavouritesQueryVariables>;
export const MyFootprintsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFootprints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFootprints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mpn"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"moq"}},{"kind":"Field","name":{"kind":"Name","value":"listPriceMilli"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MyFootprintsQuery, MyFootprintsQueryVariables>;
export const ClearFootprintsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearFootprints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearFootprints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearedCount"}}]}}]}}]} as unknown as DocumentNode<ClearFootprintsMutation, ClearFootprintsMutationVariables>;
export const UserSecurityPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSecurityPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"hasPaymentPassword"}},{"kind":"Field","name":{"kind":"Name","value":"paymentLockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferencesSection_preferences"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAccountCancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferencesSection_preferences"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"notifyOrderUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"notifyPromotions"}},{"kind":"Field","name":{"kind":"Name","value":"notifyMessages"}},{"kind":"Field","name":{"kind":"Name","value":"personalisedRecommendations"}}]}}]} as unknown as DocumentNode<UserSecurityPageQuery, UserSecurityPageQueryVariables>;
export const UserPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileSummary_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationCard_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSummary_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vip"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationCard_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}}]}}]} as unknown as DocumentNode<UserPageQuery, UserPageQueryVariables>;