import type { PaymentChannel } from '../../gql/graphql';

/** The server's `WechatJsapiParams`: what `getBrandWCPayRequest` takes, signed by the merchant. */
export interface WechatJsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/**
 * Where the shopper is paying from, by the browser's user agent: WeChat's in-app browser says `MicroMessenger`
 * (WeChat Pay there is JSAPI, and WeChat blocks H5 pay inside it); a phone browser, the provider's mobile cashier;
 * anything else, a desktop that shows the QR code to scan.
 */
export function payerChannel(userAgent: string): PaymentChannel {
  if (/MicroMessenger/i.test(userAgent)) return 'WECHAT_BROWSER';
  if (/Android|iPhone|iPad|iPod|HarmonyOS|Mobile/i.test(userAgent)) return 'PHONE';
  return 'DESKTOP';
}

/** The `state` the shop's WeChat OAuth2 authorization comes back with (server: wechat-pay-provider.ts). */
export const WECHAT_AUTHORIZATION_STATE = 'wechatpay';

/** How WeixinJSBridge ended the payment sheet: paid, closed by the payer, or failed. */
export type WechatBridgeOutcome = 'ok' | 'cancel' | 'fail';

interface WeixinJSBridge {
  invoke(
    name: 'getBrandWCPayRequest',
    params: WechatJsapiParams,
    callback: (answer: { err_msg?: string }) => void,
  ): void;
}

/**
 * Opens WeChat Pay's sheet through the WeChat browser's WeixinJSBridge; undefined when there is no bridge (any other
 * browser), so the caller opens the provider page instead. `get_brand_wcpay_request:ok` only says the sheet closed
 * after paying: the order's status push is what confirms it.
 */
export function invokeWechatPay(
  params: WechatJsapiParams,
  bridge = (globalThis as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge,
): Promise<WechatBridgeOutcome> | undefined {
  if (!bridge) return undefined;
  // Exactly the six fields WeChat documents (the GraphQL answer also carries `__typename`).
  const { appId, timeStamp, nonceStr, package: prepay, signType, paySign } = params;
  const request = { appId, timeStamp, nonceStr, package: prepay, signType, paySign };
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', request, (answer) => {
      const outcome = answer.err_msg?.split(':')[1];
      resolve(outcome === 'ok' || outcome === 'cancel' ? outcome : 'fail');
    });
  });
}
