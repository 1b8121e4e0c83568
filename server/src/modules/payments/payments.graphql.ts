import { Money } from '../../platform/graphql/money-scalar.js';
import {
  Arg,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import type { PaymentAction, PaymentChannel, ProviderName, WechatJsapiParams } from './payment-provider.js';
import { RemittanceStatus, type BankRemittance } from './payments.entities.js';
import type { PaymentResultStatus } from './payment-result.js';
import type { PaymentStartView, PaymentsService } from './payments.service.js';
import type { RemittanceService } from './remittance.service.js';

export const OnlinePaymentMethod = { WECHAT: 'wechat', ALIPAY: 'alipay' } as const satisfies Record<
  string,
  ProviderName
>;
registerEnumType(OnlinePaymentMethod, {
  name: 'OnlinePaymentMethod',
  description: 'Payment through a provider.',
  valuesConfig: { WECHAT: { description: 'WeChat Pay.' }, ALIPAY: { description: 'Alipay.' } },
});

const PaymentChannelEnum = {
  DESKTOP: 'desktop',
  PHONE: 'phone',
  WECHAT_BROWSER: 'wechat-browser',
} as const satisfies Record<string, PaymentChannel>;
registerEnumType(PaymentChannelEnum, {
  name: 'PaymentChannel',
  description: "Where the payer is paying from, as the client knows it; it decides the provider's way of paying.",
  valuesConfig: {
    DESKTOP: { description: 'A desktop browser: a QR code to scan, and the provider’s desktop page.' },
    PHONE: {
      description: 'A phone browser outside WeChat: sent to the provider’s mobile cashier (WeChat H5, Alipay wap).',
    },
    WECHAT_BROWSER: { description: 'The WeChat in-app browser: WeChat Pay in place through WeixinJSBridge (JSAPI).' },
  },
});

const PaymentActionEnum = {
  SCAN: 'scan',
  REDIRECT: 'redirect',
  WECHAT_JSAPI: 'jsapi',
} as const satisfies Record<string, PaymentAction>;
registerEnumType(PaymentActionEnum, {
  name: 'PaymentAction',
  description: 'What the payment page does with a started payment.',
  valuesConfig: {
    SCAN: { description: 'Show the QR code (`qrCodeSvg`) and a link to `payUrl`.' },
    REDIRECT: { description: 'Send the browser to `payUrl`; it comes back to the payment result page.' },
    WECHAT_JSAPI: {
      description:
        "Invoke `WeixinJSBridge.invoke('getBrandWCPayRequest', wechatJsapi)`; without the bridge, open `payUrl`.",
    },
  },
});

const RemittanceStatusEnum = {
  UNDER_REVIEW: RemittanceStatus.UNDER_REVIEW,
  CONFIRMED: RemittanceStatus.CONFIRMED,
  REJECTED: RemittanceStatus.REJECTED,
} as const;
registerEnumType(RemittanceStatusEnum, {
  name: 'RemittanceStatus',
  description: 'Review state of a bank remittance.',
  valuesConfig: {
    UNDER_REVIEW: { description: 'Waits for staff to find the money.' },
    CONFIRMED: { description: 'Staff confirmed the money arrived; the order is paid.' },
    REJECTED: { description: 'Staff did not find the money; the order is payable again.' },
  },
});

const PaymentResultStatusEnum = {
  UNPAID: 'UNPAID',
  PENDING: 'PENDING',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
  UNDER_REVIEW: 'UNDER_REVIEW',
  REJECTED: 'REJECTED',
} as const satisfies Record<PaymentResultStatus, PaymentResultStatus>;
registerEnumType(PaymentResultStatusEnum, {
  name: 'PaymentResultStatus',
  valuesConfig: {
    UNPAID: { description: 'No payment was made.' },
    PENDING: { description: 'A provider payment was started; its outcome is not known yet.' },
    SUCCEEDED: { description: 'The order is paid.' },
    FAILED: { description: 'The last payment failed; `reason` says why.' },
    UNDER_REVIEW: { description: 'A bank remittance waits for staff to confirm it.' },
    REJECTED: { description: 'Staff rejected the bank remittance; `reason` says why.' },
  },
  description: 'How paying an order went, as the payment result page shows it.',
});

@ObjectType('WechatJsapiParams', {
  description: "The parameters of `WeixinJSBridge.invoke('getBrandWCPayRequest', ...)`, signed by the merchant.",
})
export class WechatJsapiParamsNode implements WechatJsapiParams {
  @Field(() => String, { description: "The official account's app id." }) appId!: string;
  @Field(() => String, { description: 'Seconds since 1970, as text.' }) timeStamp!: string;
  @Field(() => String, { description: 'A random string.' }) nonceStr!: string;
  @Field(() => String, { description: '`prepay_id=...`.' }) package!: string;
  @Field(() => String, { description: 'Always `RSA` (WeChat Pay v3).' }) signType!: 'RSA';
  @Field(() => String, { description: "The merchant key's signature of the four values above." }) paySign!: string;
}

@ObjectType('PaymentStart', {
  description: 'A started provider payment: the page to pay on and, by `action`, its QR code or JSAPI parameters.',
})
export class PaymentStartNode {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: 'Number of the order being paid.' }) orderNumber!: string;
  @Field(() => OnlinePaymentMethod, { description: 'The provider paid through.' }) method!: ProviderName;
  @Field(() => String, { description: 'Our reference of this payment at the provider.' }) outTradeNo!: string;
  @Field(() => Money, { description: 'Amount in fen (0.01 yuan).' }) amountFen!: number;
  @Field(() => Date, { description: 'When it expires.' }) expiresAt!: Date;
  @Field(() => PaymentActionEnum, { description: 'What the payment page does with it.' }) action!: PaymentAction;
  @Field(() => String, { description: "The provider's payment page (REDIRECT: where to send the browser)." })
  payUrl!: string;
  @Field(() => String, { nullable: true, description: 'What the QR code says; SCAN only.' })
  qrContent!: string | null;
  @Field(() => String, { nullable: true, description: 'The QR code as an SVG document; SCAN only.' })
  qrCodeSvg!: string | null;
  @Field(() => WechatJsapiParamsNode, { nullable: true, description: 'WECHAT_JSAPI only.' })
  wechatJsapi!: WechatJsapiParamsNode | null;
}

@ObjectType('PaymentResult', { description: 'How paying an order went.' })
export class PaymentResultNode {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => PaymentResultStatusEnum, { description: 'Where it stands now; see `PaymentResultStatus`.' })
  status!: PaymentResultStatus;
  @Field(() => String, { nullable: true, description: 'wechat, alipay, bank_transfer ...' }) method!: string | null;
  @Field(() => Money, { nullable: true, description: 'Amount in fen (0.01 yuan).' }) amountFen!: number | null;
  @Field(() => Date, { nullable: true, description: 'When it was paid; null if it has not been.' })
  paidAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it failed or was rejected, translated.' })
  reason!: string | null;
}

@ObjectType('Cashier', { description: 'What the cashier shows for an order the user may pay now.' })
export class CashierNode {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: 'The order number shown to the buyer.' }) orderNumber!: string;
  @Field(() => Money, { description: 'Payable in fen (0.01 yuan).' }) payableFen!: number;
  @Field(() => Date, { description: 'End of the 30-minute payment window.' }) expiresAt!: Date;
  @Field(() => [OnlinePaymentMethod], { description: 'Providers available on this server.' })
  onlineMethods!: ProviderName[];
}

@ObjectType('FriendPayLink', { description: 'A link through which another signed-in user pays the order.' })
export class FriendPayLinkNode {
  @Field(() => String, { description: 'The secret token in the link; whoever has it can see and pay the order.' })
  token!: string;
  @Field(() => String, { description: 'The shop route to share.' }) path!: string;
  @Field(() => Date, { description: 'When it expires.' }) expiresAt!: Date;
}

@ObjectType('FriendPayOrder', { description: 'The order behind a pay-for-me link; nothing private.' })
export class FriendPayOrderNode {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: 'The order number.' }) orderNumber!: string;
  @Field(() => Money, { description: 'Payable in fen (0.01 yuan).' }) payableFen!: number;
  @Field(() => Date, { description: 'When it expires.' }) expiresAt!: Date;
  @Field(() => [OnlinePaymentMethod], { description: 'The online payment methods the friend may use.' })
  onlineMethods!: ProviderName[];
}

@ObjectType('BankRemittance', { description: 'An offline bank transfer reported with proof images.' })
export class BankRemittanceNode {
  @Field(() => ID, { description: 'ID of the bank remittance.' }) id!: string;
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: 'Number of the order it pays.' }) orderNumber!: string;
  @Field(() => Money, { description: 'Amount in fen (0.01 yuan).' }) amountFen!: number;
  @Field(() => String, { description: 'Name of the account holder who sent the money.' }) payerName!: string;
  @Field(() => String, { description: 'Bank the money was sent from.' }) bank!: string;
  @Field(() => String, { description: 'Account the money was sent from.' }) account!: string;
  @Field(() => String, { nullable: true, description: 'Country of the paying bank; null if not given.' }) country!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Card number used; null if not given.' }) cardNumber!:
    string | null;
  @Field(() => [String], { description: 'Addresses of the proof images.' }) proofUrls!: string[];
  @Field(() => RemittanceStatusEnum, { description: 'Where it stands now; see `RemittanceStatus`.' })
  status!: RemittanceStatus;
  @Field(() => String, {
    nullable: true,
    description: 'Why staff rejected it, told to the buyer; null unless REJECTED.',
  })
  rejectReason!: string | null;
  @Field(() => Date, { description: 'When it was submitted.' }) submittedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was decided; null if it has not been.' })
  decidedAt!: Date | null;
}

export const { Connection: BankRemittanceConnection } = connectionTypes('BankRemittance', BankRemittanceNode);
export type BankRemittanceConnection = InstanceType<typeof BankRemittanceConnection>;

@InputType('CreatePaymentInput', { description: "The user's own order by `orderId`, or a friend's by `friendToken`." })
export class CreatePaymentInput {
  @Field(() => ID, { nullable: true, description: 'ID of the order.' }) orderId?: string | null;
  @Field(() => String, { nullable: true, description: 'Token of a pay-for-me link.' }) friendToken?: string | null;
  @Field(() => OnlinePaymentMethod, { description: 'The provider to pay through.' }) method!: ProviderName;
  @Field(() => PaymentChannelEnum, { nullable: true, description: 'Where the payer is; DESKTOP when absent.' })
  channel?: PaymentChannel | null;
  @Field(() => String, {
    nullable: true,
    description: 'WECHAT_BROWSER: the `code` the page came back with from `paymentAuthorizationUrl`.',
  })
  wechatAuthCode?: string | null;
}

@InputType('CreateFriendPayLinkInput', { description: 'Input of `createFriendPayLink`.' })
export class CreateFriendPayLinkInput {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
}

@InputType('ConfirmRemittanceInput', { description: 'Input of `confirmRemittance`.' })
export class ConfirmRemittanceInput {
  @Field(() => ID, { description: 'ID of the remittance under review.' }) id!: string;
}

@InputType('RejectRemittanceInput', { description: 'Input of `rejectRemittance`.' })
export class RejectRemittanceInput {
  @Field(() => ID, { description: 'ID of the remittance under review.' }) id!: string;
  @Field(() => String, { description: 'Told to the buyer; at most 200 characters.' }) reason!: string;
}

@ObjectType('CreatePaymentPayload', {
  description: 'What `createPayment` answers: the result, or `userErrors` saying why it did not go through.',
})
export class CreatePaymentPayload {
  @Field(() => PaymentStartNode, {
    nullable: true,
    description: 'The started payment; null when `userErrors` is not empty.',
  })
  payment?: PaymentStartNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('CreateFriendPayLinkPayload', {
  description: 'What `createFriendPayLink` answers: the result, or `userErrors` saying why it did not go through.',
})
export class CreateFriendPayLinkPayload {
  @Field(() => FriendPayLinkNode, {
    nullable: true,
    description: 'The link to share; null when `userErrors` is not empty.',
  })
  link?: FriendPayLinkNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('DecideRemittancePayload', {
  description:
    'What `confirmRemittance`, `rejectRemittance` answer: the result, or `userErrors` saying why it did not go through.',
})
export class DecideRemittancePayload {
  @Field(() => BankRemittanceNode, {
    nullable: true,
    description: 'The remittance after the decision; null when `userErrors` is not empty.',
  })
  remittance?: BankRemittanceNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export const friendPayPath = (token: string) => `/goods/pay?friendToken=${encodeURIComponent(token)}`;

function toPaymentStartNode(start: PaymentStartView): PaymentStartNode {
  return {
    ...start,
    orderId: String(start.orderId),
    method: start.provider,
    qrContent: start.action === 'scan' ? start.qrContent : null,
    wechatJsapi: start.action === 'jsapi' ? start.wechatJsapi : null,
  };
}

export function toRemittanceNode(remittance: BankRemittance): BankRemittanceNode {
  return {
    id: String(remittance.id),
    orderId: String(remittance.orderId),
    orderNumber: remittance.orderNumber,
    amountFen: remittance.amountFen,
    payerName: remittance.payerName,
    bank: remittance.bank,
    account: remittance.account,
    country: remittance.country ?? null,
    cardNumber: remittance.cardNumber ?? null,
    proofUrls: remittance.proofPaths.map(uploadUrl),
    status: remittance.status,
    rejectReason: remittance.rejectReason ?? null,
    submittedAt: remittance.submittedAt,
    decidedAt: remittance.decidedAt ?? null,
  };
}

const orderIdOf = (value: string) => parseId(value, ['orderId']);

@Resolver()
export class PaymentsResolver {
  constructor(
    private readonly payments: PaymentsService,
    private readonly bankRemittances: RemittanceService,
  ) {}

  @Query(() => CashierNode, {
    description:
      'The cashier of an order the signed-in user may pay now; a paid, cancelled or expired order is refused.',
  })
  async cashier(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('orderId', () => ID, { description: 'ID of the order.' }) orderId: string,
  ): Promise<CashierNode> {
    const order = await this.payments.openOrder(ctx, orderIdOf(orderId));
    return {
      orderId: String(order.id),
      orderNumber: order.number,
      payableFen: order.payableFen,
      expiresAt: order.expiresAt,
      onlineMethods: this.payments.availableProviders,
    };
  }

  @Query(() => PaymentResultNode, { description: 'How paying the order went (its owner, or the friend who paid).' })
  async paymentResult(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('orderId', () => ID, { description: 'ID of the order.' }) orderId: string,
  ): Promise<PaymentResultNode> {
    const result = await this.payments.paymentResult(ctx, orderIdOf(orderId));
    return { ...result, orderId: String(result.orderId) };
  }

  @Query(() => FriendPayOrderNode, { description: 'The order behind a pay-for-me link, for a signed-in friend.' })
  async friendPayOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('token', () => String, { description: 'The token of the pay-for-me link.' }) token: string,
  ): Promise<FriendPayOrderNode> {
    const order = await this.payments.friendPayOrder(ctx, token);
    return { ...order, orderId: String(order.orderId), onlineMethods: this.payments.availableProviders };
  }

  @Query(() => BankRemittanceNode, { nullable: true, description: "The user's latest remittance for the order." })
  async myRemittance(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('orderId', () => ID, { description: 'ID of the order.' }) orderId: string,
  ): Promise<BankRemittanceNode | null> {
    const remittance = await this.bankRemittances.latest(ctx, orderIdOf(orderId));
    return remittance && toRemittanceNode(remittance);
  }

  @Query(() => BankRemittanceConnection, { description: 'Sales and admin staff: remittances to review, newest first.' })
  async remittances(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('status', () => RemittanceStatusEnum, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: RemittanceStatus | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<BankRemittanceConnection> {
    const page = await this.bankRemittances.list(ctx, status, pageRequest(first ?? undefined, after));
    return toConnection(page, toRemittanceNode);
  }

  @Mutation(() => CreatePaymentPayload, {
    description: "Starts paying by WeChat Pay or Alipay: the user's own order, or a friend's through their link.",
  })
  createPayment(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreatePaymentInput, { description: "The operation's fields; see the input type." })
    input: CreatePaymentInput,
  ): Promise<CreatePaymentPayload> {
    const device = { channel: input.channel ?? 'desktop', wechatAuthCode: input.wechatAuthCode ?? undefined };
    return withUserErrors(ctx.locale, async () => ({
      payment: toPaymentStartNode(
        input.friendToken
          ? await this.payments.createFriendPayment(ctx, input.friendToken, input.method, device)
          : await this.payments.createPayment(
              ctx,
              parseId(input.orderId ?? '', ['input', 'orderId']),
              input.method,
              device,
            ),
      ),
    }));
  }

  @Query(() => String, {
    nullable: true,
    description:
      'Where the browser must go before `createPayment` by `method` from `channel` (WeChat Pay in the WeChat browser: the ' +
      "official account's silent OAuth2 page, which comes back to `pagePath` with `code`); null: start at once.",
  })
  paymentAuthorizationUrl(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('method', () => OnlinePaymentMethod, { description: 'The provider to pay through.' }) method: ProviderName,
    @Arg('channel', () => PaymentChannelEnum, { description: 'Where the payer is.' }) channel: PaymentChannel,
    @Arg('pagePath', () => String, { description: 'The shop page to come back to, a path starting with `/`.' })
    pagePath: string,
  ): string | null {
    return this.payments.authorizationUrl(ctx, method, channel, pagePath);
  }

  @Mutation(() => CreateFriendPayLinkPayload, { description: 'A link through which a friend pays the order.' })
  createFriendPayLink(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateFriendPayLinkInput, { description: "The operation's fields; see the input type." })
    input: CreateFriendPayLinkInput,
  ): Promise<CreateFriendPayLinkPayload> {
    return withUserErrors(ctx.locale, async () => {
      const link = await this.payments.createFriendPayLink(ctx, parseId(input.orderId, ['input', 'orderId']));
      return { link: { token: link.token, path: friendPayPath(link.token), expiresAt: link.expiresAt } };
    });
  }

  @Mutation(() => DecideRemittancePayload, {
    description: 'Sales and admin staff: the money arrived; the order is paid.',
  })
  confirmRemittance(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ConfirmRemittanceInput, { description: "The operation's fields; see the input type." })
    input: ConfirmRemittanceInput,
  ): Promise<DecideRemittancePayload> {
    return withUserErrors(ctx.locale, async () => ({
      remittance: toRemittanceNode(await this.bankRemittances.confirm(ctx, parseId(input.id, ['input', 'id']))),
    }));
  }

  @Mutation(() => DecideRemittancePayload, {
    description: 'Sales and admin staff: rejects with a reason the buyer is told.',
  })
  rejectRemittance(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RejectRemittanceInput, { description: "The operation's fields; see the input type." })
    input: RejectRemittanceInput,
  ): Promise<DecideRemittancePayload> {
    return withUserErrors(ctx.locale, async () => ({
      remittance: toRemittanceNode(
        await this.bankRemittances.reject(ctx, parseId(input.id, ['input', 'id']), input.reason),
      ),
    }));
  }
}
