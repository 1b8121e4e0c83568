import { Money } from '../../platform/graphql/money-scalar.js';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ProviderPaymentStatus, ReturnReason, type ProviderPayment } from './payments.entities.js';

const ProviderPaymentStatusEnum = {
  BOOKED: ProviderPaymentStatus.BOOKED,
  TO_RETURN: ProviderPaymentStatus.TO_RETURN,
  RETURNED: ProviderPaymentStatus.RETURNED,
} as const;
registerEnumType(ProviderPaymentStatusEnum, {
  name: 'ProviderPaymentStatus',
  description: 'BOOKED: it paid the order. TO_RETURN: money the shop owes back. RETURNED: refunded.',
  valuesConfig: {
    BOOKED: { description: 'It paid the order.' },
    TO_RETURN: { description: 'Money the shop owes back (a duplicate or late payment).' },
    RETURNED: { description: 'Refunded to the payer.' },
  },
});

const ReturnReasonEnum = { DUPLICATE: ReturnReason.DUPLICATE, LATE: ReturnReason.LATE } as const;
registerEnumType(ReturnReasonEnum, {
  name: 'PaymentReturnReason',
  description: 'DUPLICATE: the order was paid already. LATE: the order was cancelled or expired, or paid too late.',
  valuesConfig: {
    DUPLICATE: { description: 'The order was paid already.' },
    LATE: { description: 'The order was cancelled or expired, or the payment came too late.' },
  },
});

@ObjectType('ProviderPayment', { description: 'A payment a provider (WeChat Pay, Alipay) confirmed for an order.' })
export class ProviderPaymentNode {
  @Field(() => ID, { description: 'ID of the provider payment.' }) id!: string;
  @Field(() => String, { description: 'wechat, alipay.' }) provider!: string;
  @Field(() => String, { description: "The provider's transaction id." }) transactionRef!: string;
  @Field(() => Money, { description: 'Amount in fen (0.01 yuan).' }) amountFen!: number;
  @Field(() => Date, { description: 'When the provider says it was paid.' }) paidAt!: Date;
  @Field(() => Date, { description: 'When its notification reached the shop.' }) receivedAt!: Date;
  @Field(() => ProviderPaymentStatusEnum, { description: 'Where it stands now; see `ProviderPaymentStatus`.' })
  status!: ProviderPaymentStatus;
  @Field(() => ReturnReasonEnum, { nullable: true, description: 'Why it is to be (or was) returned.' })
  returnReason!: ReturnReason | null;
  @Field(() => Boolean, { description: 'Money the shop still has to return (returning included).' }) toReturn!: boolean;
  @Field(() => Boolean, {
    description: 'To return, and its refund is on its way through the provider (false: staff must act, or returned).',
  })
  returning!: boolean;
  @Field(() => Date, { nullable: true, description: 'When the refund notification said it was back with the payer.' })
  returnedAt!: Date | null;
}

export function toProviderPaymentNode(payment: ProviderPayment): ProviderPaymentNode {
  return {
    id: String(payment.id),
    provider: payment.provider,
    transactionRef: payment.transactionRef,
    amountFen: payment.amountFen,
    paidAt: payment.paidAt,
    receivedAt: payment.receivedAt,
    status: payment.status,
    returnReason: payment.returnReason ?? null,
    toReturn: payment.status === ProviderPaymentStatus.TO_RETURN,
    returning: payment.status === ProviderPaymentStatus.TO_RETURN && payment.returnStartedAt != null,
    returnedAt: payment.returnedAt ?? null,
  };
}
