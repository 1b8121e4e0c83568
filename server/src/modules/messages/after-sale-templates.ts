import type { LocalizedText } from '../../platform/i18n/index.js';

/**
 * What the buyer of an after-sales request hears at each change of it (the after-sales module sends them, linking to
 * the request's page). `{{serviceNumber}}` names the request; `{{note}}` is what staff wrote, `{{amount}}` yuan.
 */
export const afterSaleTemplates = {
  afterSaleSubmitted: {
    title: {
      'zh-CN': '售后申请已提交',
      'en-US': 'After-sales request submitted',
      ru: 'Заявка на возврат отправлена',
      'es-ES': 'Solicitud posventa enviada',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 已提交，我们将在 1-2 个工作日内审核。',
      'en-US': 'After-sales request {{serviceNumber}} was submitted; we review it within 1-2 working days.',
      ru: 'Заявка {{serviceNumber}} отправлена; мы рассмотрим её в течение 1-2 рабочих дней.',
      'es-ES': 'La solicitud posventa {{serviceNumber}} se envió; la revisaremos en 1-2 días laborables.',
    },
  },
  afterSaleApproved: {
    title: {
      'zh-CN': '售后申请已通过',
      'en-US': 'After-sales request approved',
      ru: 'Заявка одобрена',
      'es-ES': 'Solicitud posventa aprobada',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 已通过审核，退款将在 1-3 个工作日内处理。',
      'en-US': 'After-sales request {{serviceNumber}} was approved; the refund is processed within 1-3 working days.',
      ru: 'Заявка {{serviceNumber}} одобрена; возврат денег будет обработан в течение 1-3 рабочих дней.',
      'es-ES': 'La solicitud {{serviceNumber}} fue aprobada; el reembolso se tramita en 1-3 días laborables.',
    },
  },
  afterSaleReturnApproved: {
    title: {
      'zh-CN': '请寄回商品',
      'en-US': 'Please send the goods back',
      ru: 'Отправьте товар обратно',
      'es-ES': 'Devuelva los productos',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 已通过审核，请在 {{note}} 前寄回商品并填写运单号，逾期申请将自动关闭。',
      'en-US':
        'After-sales request {{serviceNumber}} was approved. Please send the goods back and enter the waybill before {{note}}, or the request closes.',
      ru: 'Заявка {{serviceNumber}} одобрена. Отправьте товар и укажите номер накладной до {{note}}, иначе заявка закроется.',
      'es-ES':
        'La solicitud {{serviceNumber}} fue aprobada. Devuelva los productos e indique la guía antes de {{note}}, o la solicitud se cerrará.',
    },
  },
  afterSaleReplenishmentApproved: {
    title: {
      'zh-CN': '补发申请已通过',
      'en-US': 'Replacement approved',
      ru: 'Досылка одобрена',
      'es-ES': 'Reenvío aprobado',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 已通过平台审核，我们将尽快补发。',
      'en-US': 'After-sales request {{serviceNumber}} was approved; we will send the missing goods soon.',
      ru: 'Заявка {{serviceNumber}} одобрена; мы скоро отправим недостающий товар.',
      'es-ES': 'La solicitud {{serviceNumber}} fue aprobada; enviaremos pronto los productos.',
    },
  },
  afterSaleRejected: {
    title: {
      'zh-CN': '售后申请被驳回',
      'en-US': 'After-sales request rejected',
      ru: 'Заявка отклонена',
      'es-ES': 'Solicitud posventa rechazada',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 被驳回：{{note}}。您可以修改后重新提交。',
      'en-US': 'After-sales request {{serviceNumber}} was rejected: {{note}}. You may change it and submit it again.',
      ru: 'Заявка {{serviceNumber}} отклонена: {{note}}. Вы можете изменить её и отправить снова.',
      'es-ES': 'La solicitud {{serviceNumber}} fue rechazada: {{note}}. Puede modificarla y enviarla de nuevo.',
    },
  },
  afterSaleProofRequested: {
    title: {
      'zh-CN': '请补充售后凭证',
      'en-US': 'More proof needed',
      ru: 'Нужны дополнительные доказательства',
      'es-ES': 'Se necesitan más pruebas',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 需要补充凭证：{{note}}',
      'en-US': 'After-sales request {{serviceNumber}} needs more proof: {{note}}',
      ru: 'Для заявки {{serviceNumber}} нужны дополнительные доказательства: {{note}}',
      'es-ES': 'La solicitud {{serviceNumber}} necesita más pruebas: {{note}}',
    },
  },
  afterSaleCancelled: {
    title: {
      'zh-CN': '售后申请已撤销',
      'en-US': 'After-sales request withdrawn',
      ru: 'Заявка отозвана',
      'es-ES': 'Solicitud posventa retirada',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 已撤销，如有需要可重新提交。',
      'en-US': 'After-sales request {{serviceNumber}} was withdrawn; you may submit it again if needed.',
      ru: 'Заявка {{serviceNumber}} отозвана; при необходимости её можно отправить снова.',
      'es-ES': 'La solicitud {{serviceNumber}} se retiró; puede enviarla de nuevo si lo necesita.',
    },
  },
  afterSaleReturnShipped: {
    title: { 'zh-CN': '退货已寄出', 'en-US': 'Return shipped', ru: 'Возврат отправлен', 'es-ES': 'Devolución enviada' },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 的退货已寄出（{{note}}），商家收货后将尽快处理。',
      'en-US':
        'The return of after-sales request {{serviceNumber}} is on its way ({{note}}); we handle it once it arrives.',
      ru: 'Возврат по заявке {{serviceNumber}} отправлен ({{note}}); мы обработаем его после получения.',
      'es-ES':
        'La devolución de la solicitud {{serviceNumber}} está en camino ({{note}}); la tramitaremos al recibirla.',
    },
  },
  afterSaleClosed: {
    title: {
      'zh-CN': '售后申请已关闭',
      'en-US': 'After-sales request closed',
      ru: 'Заявка закрыта',
      'es-ES': 'Solicitud posventa cerrada',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 未在期限内填写退货运单号，已自动关闭。',
      'en-US': 'After-sales request {{serviceNumber}} closed because no return waybill was entered in time.',
      ru: 'Заявка {{serviceNumber}} закрыта: номер накладной возврата не был указан вовремя.',
      'es-ES': 'La solicitud {{serviceNumber}} se cerró porque no se indicó la guía de devolución a tiempo.',
    },
  },
  afterSaleReturnReceived: {
    title: {
      'zh-CN': '商家已收到退货',
      'en-US': 'Return received',
      ru: 'Возврат получен',
      'es-ES': 'Devolución recibida',
    },
    body: {
      'zh-CN': '商家已收到售后单 {{serviceNumber}} 的退货。',
      'en-US': 'We received the return of after-sales request {{serviceNumber}}.',
      ru: 'Мы получили возврат по заявке {{serviceNumber}}.',
      'es-ES': 'Hemos recibido la devolución de la solicitud {{serviceNumber}}.',
    },
  },
  afterSaleRefundIssued: {
    title: {
      'zh-CN': '退款处理中',
      'en-US': 'Refund on its way',
      ru: 'Возврат денег в обработке',
      'es-ES': 'Reembolso en curso',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 的退款 ¥{{amount}} 已发起，将原路退回。',
      'en-US':
        'The refund of ¥{{amount}} for after-sales request {{serviceNumber}} was issued; it goes back the way you paid.',
      ru: 'Возврат ¥{{amount}} по заявке {{serviceNumber}} оформлен; деньги вернутся тем же способом, каким вы платили.',
      'es-ES':
        'El reembolso de ¥{{amount}} de la solicitud {{serviceNumber}} se emitió; vuelve por el medio de pago usado.',
    },
  },
  afterSaleRefunded: {
    title: {
      'zh-CN': '退款成功',
      'en-US': 'Refund completed',
      ru: 'Деньги возвращены',
      'es-ES': 'Reembolso completado',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 的退款 ¥{{amount}} 已退回。',
      'en-US': 'The refund of ¥{{amount}} for after-sales request {{serviceNumber}} is back with you.',
      ru: 'Возврат ¥{{amount}} по заявке {{serviceNumber}} выполнен.',
      'es-ES': 'El reembolso de ¥{{amount}} de la solicitud {{serviceNumber}} se ha completado.',
    },
  },
  afterSaleReplacementShipped: {
    title: {
      'zh-CN': '商品已重新发出',
      'en-US': 'Replacement shipped',
      ru: 'Замена отправлена',
      'es-ES': 'Reposición enviada',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 的商品已发出（{{note}}），收到后请确认收货。',
      'en-US':
        'The goods of after-sales request {{serviceNumber}} were shipped ({{note}}); please confirm when they arrive.',
      ru: 'Товар по заявке {{serviceNumber}} отправлен ({{note}}); подтвердите получение, когда он придёт.',
      'es-ES': 'Los productos de la solicitud {{serviceNumber}} se enviaron ({{note}}); confirme al recibirlos.',
    },
  },
  afterSaleCompleted: {
    title: {
      'zh-CN': '售后已完成',
      'en-US': 'After-sales completed',
      ru: 'Заявка выполнена',
      'es-ES': 'Posventa completada',
    },
    body: {
      'zh-CN': '售后单 {{serviceNumber}} 已完成，感谢您的耐心。',
      'en-US': 'After-sales request {{serviceNumber}} is completed. Thank you for your patience.',
      ru: 'Заявка {{serviceNumber}} выполнена. Спасибо за терпение.',
      'es-ES': 'La solicitud {{serviceNumber}} se ha completado. Gracias por su paciencia.',
    },
  },
} satisfies Record<string, { title: LocalizedText; body: LocalizedText }>;
