import { describe, expect, it, vi } from 'vitest';
import { invokeWechatPay, payerChannel } from './payer-channel';

const params = {
  appId: 'wx8888888888888888',
  timeStamp: '1414561699',
  nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'c2lnbmVk',
};

describe('payerChannel', () => {
  it('tells the WeChat browser, a phone browser and a desktop apart', () => {
    expect(
      payerChannel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47',
      ),
    ).toBe('WECHAT_BROWSER');
    expect(
      payerChannel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36'),
    ).toBe('PHONE');
    expect(
      payerChannel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1'),
    ).toBe('PHONE');
    expect(
      payerChannel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36'),
    ).toBe('DESKTOP');
  });
});

describe('invokeWechatPay', () => {
  it('is undefined without WeixinJSBridge, so the page opens the provider instead', () => {
    expect(invokeWechatPay(params, undefined)).toBeUndefined();
  });

  it('hands the signed parameters to getBrandWCPayRequest and reads its answer', async () => {
    const answers = ['get_brand_wcpay_request:ok', 'get_brand_wcpay_request:cancel', 'get_brand_wcpay_request:fail'];
    for (const [index, errMsg] of answers.entries()) {
      const invoke = vi.fn((_name: string, _params: unknown, callback: (answer: { err_msg?: string }) => void) =>
        callback({ err_msg: errMsg }),
      );
      const answered = { ...params, __typename: 'WechatJsapiParams' };
      expect(await invokeWechatPay(answered, { invoke })).toBe(['ok', 'cancel', 'fail'][index]);
      expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
    }
  });
});
