import { createTransport, type Transporter } from 'nodemailer';
import type { MessageDelivery, OutgoingMessage } from './message-delivery.js';

/** E-mail through a real mail server (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`). */
export class SmtpDelivery implements MessageDelivery {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async sendEmail(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      ...(message.html && { html: message.html }),
    });
  }

  close(): void {
    this.transport.close();
  }
}
