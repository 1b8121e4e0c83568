/** The shop's application on the Alipay open platform (config ALIPAY_*). */
export interface AlipaySettings {
  appId: string;
  /** The application's RSA private key (PKCS#1 or PKCS#8; PEM, or the bare base64 the Alipay key tool writes). */
  appPrivateKey: string;
  /** Alipay's public key for the application (PEM or bare base64): notifications and answers are checked with it. */
  alipayPublicKey: string;
  /** `https://openapi.alipay.com/gateway.do`; the sandbox's or a fake's in tests. */
  gatewayUrl: string;
  /** The merchant's PID (`seller_id`): when set, a notification or a query answer for another seller is refused. */
  sellerId: string | undefined;
  /** How long one call to the gateway may take before it is given up (and retried later with the same number). */
  timeoutMs: number;
}
